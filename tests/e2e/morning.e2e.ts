import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { violations } from './support/axe'
import { LAPTOP, toast } from './support/browser'
import { demoChromium } from './support/servers'

const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { name, level: 1 })
/** The focused element's name as a screen reader starts it: its aria-label, its field's label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }
    return (active.getAttribute('aria-label') ?? active.labels?.[0]?.textContent ?? active.textContent ?? '').trim()
  })

/** Tab (or Shift+Tab) until the focus is on `name`, as a person tabs along to a control they see. */
async function tabTo(page: Page, name: string, { back = false, most = 40 } = {}) {
  for (let stop = 0; stop < most; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if ((await focusedName(page)) === name) return
  }
  throw new Error(`${name} is not within ${most} Tab stops`)
}

/** The row the cursor is on, by its checkbox's name (选择 …). */
const cursorRow = (page: Page) => page.locator('tr[data-cursor] input[type="checkbox"]').getAttribute('aria-label')

/** The first "Done when" of the keyboard-first issue: a morning's work with the keyboard alone, demo build. */
describe.skipIf(inject('e2eSkip'))('a morning with the keyboard alone (demo build)', () => {
  const chrome = demoChromium()

  it('finds 域名管理 by pinyin, edits a domain with e and saves; on 留言管理 filters to 待审核, ticks three with j and x, approves them and takes it back with z (the three pending again), and finds the cursor on its row after F5; ? lists those keys, and axe finds nothing serious with it open', async () => {
    const page = await chrome.open('/login')
    await page.setViewportSize(LAPTOP)
    await page.getByLabel('用户名').focus()
    await page.keyboard.type('admin')
    await page.keyboard.press('Tab')
    await page.keyboard.type('admin123')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: '命令面板' }).waitFor()

    // Ctrl+K, then 域名管理 by the initials of its pinyin
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: '命令面板' })
    await palette.getByRole('combobox').waitFor()
    await page.keyboard.type('ymgl')
    await palette.getByRole('option', { name: /^域名管理/, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await heading(page, '域名管理').waitFor()
    const domains = page.getByRole('table', { name: '域名列表' })
    await domains
      .getByRole('checkbox', { name: /^选择 / })
      .nth(2)
      .waitFor()

    // j to its first row, e to edit it, a new 站点标题, Enter saves
    await page.keyboard.press('j')
    const domain = (await cursorRow(page))!.replace('选择 ', '')
    await page.keyboard.press('e')
    const form = page.getByRole('dialog', { name: '编辑域名' })
    await form.waitFor()
    await tabTo(page, '站点标题')
    await page.keyboard.press('End')
    await page.keyboard.type('（晨检）')
    await page.keyboard.press('Enter')
    await form.waitFor({ state: 'detached' })
    await domains.getByText('（晨检）').waitFor()
    expect(await cursorRow(page)).toBe(`选择 ${domain}`)

    // g c: 留言管理, its 状态 filter to 待审核 from the keyboard; j and x three times tick the first three pending
    // comments, Shift+Tab back to 批量通过
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await heading(page, '留言管理').waitFor()
    const comments = page.getByRole('table', { name: '留言列表' })
    await tabTo(page, '状态')
    await page.keyboard.press('Enter')
    // each key once the list has put the focus where the eye is (a key pressed before the list is ready is not its)
    const hasFocus = (name: string) => page.getByRole('option', { name, exact: true }).evaluate((option) => option === document.activeElement)
    await expect.poll(() => hasFocus('全部状态')).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => hasFocus('待审核')).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('pending')
    await comments.getByText('已通过').first().waitFor({ state: 'detached' })
    await tabTo(page, '选择本页全部')
    for (let row = 0; row < 3; row += 1) {
      await page.keyboard.press('j')
      await page.keyboard.press('x')
    }
    await page.getByRole('region', { name: '批量操作' }).getByText('已选择 3 项').waitFor()
    const ticked = await comments.locator('tbody tr[data-row-id]:has(input:checked)').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')))
    await tabTo(page, '批量通过', { back: true })
    await page.keyboard.press('Enter')
    await toast(page, '已通过 3 条留言').waitFor()

    // they leave the pending list; z (the toast's 撤销) takes it back: the three are pending again
    const rowsOf = (ids: (string | null)[]) => comments.locator(ids.map((id) => `tr[data-row-id="${id}"]`).join(', '))
    await expect.poll(() => rowsOf(ticked).count()).toBe(0)
    await page.keyboard.press('z')
    await toast(page, '已将 3 条留言改回原来的状态').waitFor()
    await expect.poll(() => rowsOf(ticked).getByText('待审核', { exact: true }).count()).toBe(3)

    // F5: the cursor is on its row again
    const at = await page.locator('tr[data-cursor]').getAttribute('data-row-id')
    await page.reload()
    await comments.locator(`tr[data-row-id="${at}"][data-cursor]`).waitFor()

    // ? lists what was used; axe with it open, in both appearances
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: '快捷键' })
    await help.waitFor()
    const keysOf = (label: string) =>
      help
        .getByRole('row', { name: new RegExp(label) })
        .getByRole('cell')
        .first()
        .textContent()
    expect(await keysOf('打开或关闭命令面板')).toBe('Ctrl+K')
    expect(await keysOf('转到留言管理')).toBe('g c')
    expect(await keysOf('移到下一行')).toBe('j 或 ↓')
    expect(await keysOf('勾选或取消勾选当前行')).toBe('x')
    expect(await keysOf('编辑当前行')).toBe('e')
    expect(await keysOf('撤销刚才的操作')).toBe('z')
    expect(await keysOf('显示快捷键')).toBe('?')
    const found = await violations(page, 'shortcut dialog open')
    expect(found.filter((line) => /\((serious|critical),/.test(line))).toEqual([])
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })
  })
})
