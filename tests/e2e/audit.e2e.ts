import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { here, menuLink, signIn, toast } from './support/browser'
import { violations } from './support/axe'
import { demoChromium } from './support/servers'

const domains = (page: Page) => page.getByRole('table', { name: '域名列表' })
const trail = (page: Page) => page.getByRole('table', { name: '操作日志' })
/** The first `count` entries of the trail, each its cells' texts (时间 left out: the clock's). */
const entries = (page: Page, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      trail(page)
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell')
        .allTextContents()
        .then((cells) => cells.slice(1)),
    ),
  )

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** The demo build: changes of different kinds made by 运营小王, read back in 操作日志 exactly, and followed to their row. */
describe.skipIf(inject('e2eSkip'))('操作日志 in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it('records who changed what: an edit field by field, a batch with its scope and count, the sign-in; filters and links back', async () => {
    const page = await chrome.open('/domain?status=active')
    await signIn(page, 'editor', 'editor123')
    await page.getByRole('banner').getByText('运营小王').waitFor()
    const boxes = domains(page).getByRole('checkbox', { name: /^选择 / })
    await boxes.first().waitFor()
    const [edited, first, second] = (await boxes.evaluateAll((found) => found.slice(0, 3).map((box) => box.getAttribute('aria-label')!))).map((label) =>
      label.replace(/^选择 /, ''),
    )

    // an edit: the site title
    await domains(page).getByRole('row').filter({ hasText: edited }).getByRole('button', { name: '编辑' }).click()
    const dialog = page.getByRole('dialog', { name: '编辑域名' })
    const titleBox = dialog.getByLabel('站点标题')
    const before = await titleBox.inputValue()
    await titleBox.fill('端到端 标题')
    await dialog.getByRole('button', { name: '保存' }).click()
    await toast(page, `域名「${edited}」已保存`).waitFor()
    await dialog.waitFor({ state: 'detached' })

    // a batch: two ticked rows disabled
    for (const domain of [first, second])
      await domains(page)
        .getByRole('checkbox', { name: `选择 ${domain}` })
        .check()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量停用' }).click()
    await page.getByRole('alertdialog', { name: '停用域名' }).getByRole('button', { name: '停用' }).click()
    await page.getByRole('region', { name: '批量操作' }).waitFor({ state: 'detached' })

    await menuLink(page, '操作日志').click()
    await page.getByRole('heading', { level: 1, name: '操作日志' }).waitFor()
    await expect
      .poll(() => entries(page, 3).then((rows) => rows.map((cells) => cells[3])))
      .toEqual([
        '批量停用 2 个域名（按勾选）按勾选 2 行，影响 2 行',
        expect.stringMatching(new RegExp(`^修改域名「${edited.replaceAll('.', '\\.')}」：标题 `)),
        '登录',
      ])
    const [batch, edit, signin] = await entries(page, 3)
    expect(batch.slice(0, 3)).toEqual(['运营小王editor', '域名', '批量操作'])
    expect(edit.slice(0, 3)).toEqual(['运营小王editor', '域名', '修改'])
    expect(signin.slice(0, 3)).toEqual(['运营小王editor', '登录', '登录'])
    // the edit's change, whole
    const editRow = trail(page).getByRole('row').nth(2)
    await editRow.getByRole('button', { name: '1 项修改' }).click()
    expect(await editRow.getByRole('listitem').allTextContents()).toEqual([`标题：${before || '（空）'} → 端到端 标题`])
    expect(await violations(page, '操作日志')).toEqual([])

    // filtered by operator and object: in the URL, and every entry shown is 运营小王's, about domains
    await choose(page, page, '操作人', '运营小王（editor）')
    await choose(page, page, '对象', '域名')
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('operator=editor&resource=domains')
    await expect
      .poll(async () => {
        const rows = await trail(page)
          .getByRole('row')
          .evaluateAll((found) => (found.slice(1) as HTMLTableRowElement[]).map((row) => [row.cells[1]?.textContent, row.cells[2]?.textContent]))
        return rows.length > 2 && rows.every(([operator, object]) => operator === '运营小王editor' && object === '域名')
      })
      .toBe(true)

    // the edit's entry leads to its domain
    await trail(page)
      .getByRole('row')
      .nth(2)
      .getByRole('link', { name: /^查看域名/ })
      .click()
    await expect.poll(() => here(page)).toBe(`/domain?keyword=${encodeURIComponent(edited)}`)
    await domains(page)
      .getByRole('checkbox', { name: `选择 ${edited}` })
      .waitFor()
  })
})
