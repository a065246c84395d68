import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { downloadedBytes, here, mirageRequests, openWithSession, signIn, toast } from './support/browser'
import { demoChromium } from './support/servers'

const table = (page: Page) => page.getByRole('table', { name: '域名列表' })
const rowWith = (page: Page, domain: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `选择 ${domain}`, exact: true }) })
/** The domains of the table's rows, read from their checkboxes' names. */
const shownDomains = async (page: Page) =>
  (
    await table(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  )
    .filter((label) => label !== '选择本页全部')
    .map((label) => label.replace(/^选择 /, ''))
    .sort()

async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** Drops a text file on `zone` as a person drags one from their desktop: dragenter, dragover, drop with a DataTransfer. */
async function dropFile(zone: Locator, name: string, text: string): Promise<void> {
  const dataTransfer = await zone.page().evaluateHandle(
    ([fileName, content]) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([content], fileName, { type: 'text/csv' }))
      return transfer
    },
    [name, text],
  )
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer })
}

/** The demo build: the domain screen walked through as a person would, against Mirage in the page. */
describe.skipIf(inject('e2eSkip'))('domain screen in Chromium (demo build)', () => {
  // with the animations a person sees: a select closing, a dialog leaving, a toast sliding in (the other files run reduced)
  const chrome = demoChromium({ motion: true })

  /** `page` once the domain list's first rows are on screen. */
  async function rowsShown(page: Page): Promise<Page> {
    await table(page)
      .getByRole('checkbox', { name: /^选择 [a-z]/ })
      .first()
      .waitFor()
    return page
  }

  it('adds, edits, bulk adds, filters, disables in bulk, exports the filtered rows and deletes', async () => {
    // through the sign-in form, which comes back to the /domain it was asked for
    const page = await chrome.open('/domain')
    await signIn(page)
    await rowsShown(page)
    expect(here(page)).toBe('/domain')

    // add one: typed in capitals, stored lower-case
    await page.getByRole('button', { name: '新增域名' }).click()
    const add = page.getByRole('dialog', { name: '新增域名' })
    await add.getByLabel('域名 *').fill('E2E-Alpha.com')
    await choose(page, add, '主题 *', '旅行日记')
    await add.getByLabel('站点标题').fill('端到端 一号站')
    await add.getByRole('button', { name: '保存' }).click()
    await toast(page, '域名「e2e-alpha.com」已添加').waitFor()
    await rowWith(page, 'e2e-alpha.com').getByText('端到端 一号站').waitFor()

    // edit it: new title, waiting for review
    await rowWith(page, 'e2e-alpha.com').getByRole('button', { name: '编辑' }).click()
    const edit = page.getByRole('dialog', { name: '编辑域名' })
    expect(await edit.getByLabel('域名 *').isDisabled()).toBe(true)
    await edit.getByLabel('站点标题').fill('端到端 改过的标题')
    await choose(page, edit, '状态 *', '待审核')
    await edit.getByRole('button', { name: '保存' }).click()
    await toast(page, '域名「e2e-alpha.com」已保存').waitFor()
    await rowWith(page, 'e2e-alpha.com').getByText('端到端 改过的标题').waitFor()
    await rowWith(page, 'e2e-alpha.com').getByText('待审核').waitFor()

    // bulk add with the same theme, the list dropped as a CSV file (its first column into the textarea); two lines
    // cannot be added, and the report says why
    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加域名' })
    await choose(page, bulk, '主题 *', '旅行日记')
    await dropFile(
      bulk.getByRole('group', { name: '从文件导入' }),
      'domains.csv',
      '"e2e-beta.com",新站\r\ne2e-gamma.cn,"备注, 含逗号"\r\nE2E-ALPHA.com,\r\nbad domain,x\r\n',
    )
    await bulk.getByText('已读入「domains.csv」的 4 行，请在下方检查后提交').waitFor()
    expect(await bulk.getByLabel('域名列表 *').inputValue()).toBe(['e2e-beta.com', 'e2e-gamma.cn', 'E2E-ALPHA.com', 'bad domain'].join('\n'))
    await bulk.getByRole('button', { name: '添加' }).click()
    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.getByText('已添加 2 个域名，跳过 2 行，原因见下表。').waitFor()
    const skipped = report.getByRole('table', { name: '已跳过的行' }).getByRole('row')
    expect(await skipped.nth(1).getByRole('cell').allTextContents()).toEqual(['3', 'E2E-ALPHA.com', '域名已存在'])
    expect(await skipped.nth(2).getByRole('cell').allTextContents()).toEqual(['4', 'bad domain', '域名中不能有空格'])
    await report.getByRole('button', { name: '完成' }).click()
    await report.waitFor({ state: 'detached' })

    // filter: keyword and theme give the three new ones; 启用 leaves the two bulk-added
    await page.getByRole('searchbox', { name: '搜索' }).fill('e2e-')
    await choose(page, page, '主题', '旅行日记')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    await choose(page, page, '状态', '启用')
    await page.getByText('共 2 条，第 1 / 1 页').waitFor()
    expect(await shownDomains(page)).toEqual(['e2e-beta.com', 'e2e-gamma.cn'])
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ keyword: 'e2e-', theme: '旅行日记', status: 'active' })

    // bulk action: disable the whole page after confirming; they leave the 启用 list
    await table(page).getByRole('checkbox', { name: '选择本页全部' }).click()
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量停用' }).click()
    const disable = page.getByRole('alertdialog', { name: '停用域名' })
    await disable.getByText('确定停用选中的 2 个域名吗？', { exact: false }).waitFor()
    await disable.getByRole('button', { name: '停用' }).click()
    await toast(page, '已停用 2 个域名').waitFor()
    await page.getByText('没有符合条件的数据').waitFor()

    // export what 停用 shows: the file holds exactly those rows
    await choose(page, page, '状态', '停用')
    await page.getByText('共 2 条，第 1 / 1 页').waitFor()
    const shown = await shownDomains(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^domains-\d{8}\.csv$/)
    const bytes = await downloadedBytes(download)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(header).toBe('域名,主题,状态,标题,关键词,描述,文章数,创建时间')
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(shown)
    expect(rows.every((row) => row.split(',').slice(1, 3).join() === '旅行日记,停用')).toBe(true)
    const exports = await mirageRequests(page, '/api/domains/export')
    expect(exports).toHaveLength(1)

    // delete one, after confirming
    await rowWith(page, 'e2e-beta.com').getByRole('button', { name: '删除' }).click()
    const remove = page.getByRole('alertdialog', { name: '删除域名' })
    await remove.getByText('确定删除域名「e2e-beta.com」吗？删除后 10 秒内可以撤销。').waitFor()
    await remove.getByRole('button', { name: '删除' }).click()
    await toast(page, '已删除域名「e2e-beta.com」').waitFor()
    await rowWith(page, 'e2e-beta.com').waitFor({ state: 'detached' })
    await page.getByText('共 1 条，第 1 / 1 页').waitFor()
  })

  it('列设置 hides a column and makes the rows 紧凑, and the list opens that way again after a reload; filters by 创建时间: two days typed in the range’s fields, kept in the URL; a start after the end is refused next to them', async () => {
    const page = await openWithSession(chrome, '/domain')
    const firstRow = table(page).getByRole('row').nth(1)
    await firstRow.getByRole('checkbox').waitFor()
    const headers = () => table(page).getByRole('columnheader').allTextContents()
    const rowHeight = async () => (await firstRow.boundingBox())!.height
    expect(await headers()).toEqual(['', '域名', '主题', '状态', '关键词', '文章数', '创建时间', '操作'])
    const standard = await rowHeight()

    await page.getByRole('button', { name: '列设置' }).click()
    await page.getByRole('menuitemcheckbox', { name: '主题' }).click()
    await page.getByRole('menuitemcheckbox', { name: '关键词' }).click()
    expect(await page.getByRole('menuitemcheckbox', { name: '操作' }).getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(await headers()).toEqual(['', '域名', '状态', '文章数', '创建时间', '操作'])

    await page.getByRole('button', { name: '列设置' }).click()
    await page.getByRole('menuitemradio', { name: '紧凑' }).click()
    await page.getByRole('menu').waitFor({ state: 'detached' })
    const compact = await rowHeight()
    expect(compact).toBeLessThan(standard - 4)

    await page.reload()
    await firstRow.getByRole('checkbox').waitFor()
    expect(await headers()).toEqual(['', '域名', '状态', '文章数', '创建时间', '操作'])
    expect(await rowHeight()).toBe(compact)

    // the 创建时间 filter, on the same list (a page load is about a second of CPU; the rows are read by their checkboxes,
    // whichever columns show)
    await rowsShown(page)
    // the seeds' days as this browser's calendar shows them, and the domains created on the days of a window
    const inWindow = (from: string, to: string) =>
      page.evaluate(
        ([start, end]) => {
          const day = (iso: string) => new Date(iso).toLocaleDateString('sv-SE')
          const rows = window.__mirage!.server.db.domains as unknown as { domain: string; createdAt: string }[]
          return {
            days: [...new Set(rows.map((row) => day(row.createdAt)))].sort(),
            inside: rows.filter((row) => day(row.createdAt) >= start && day(row.createdAt) <= end).map((row) => row.domain),
          }
        },
        [from, to],
      )
    const { days } = await inWindow('', '')
    const [from, to] = [days[Math.floor(days.length / 2)], days[Math.floor(days.length / 2) + 1]]
    const { inside } = await inWindow(from, to)
    expect(inside.length).toBeGreaterThan(0)
    expect(inside.length).toBeLessThan(20)

    await page.getByRole('button', { name: '创建时间：全部' }).click()
    const editor = page.getByRole('dialog', { name: '创建时间' })
    const range = editor.getByRole('group', { name: '创建时间' })
    await range.getByLabel('创建时间 起').fill(from)
    await range.getByLabel('创建时间 止').fill(to)
    await page.getByText(`共 ${inside.length} 条，`).waitFor()
    expect(await shownDomains(page)).toEqual([...inside].sort())
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ from, to })

    // a start after the end: said next to the fields, the list and the URL keep the range they had
    await range.getByLabel('创建时间 起').fill(days.at(-1)!)
    await editor.getByRole('alert').getByText('开始日期不能晚于结束日期').waitFor()
    expect(await range.getByLabel('创建时间 起').getAttribute('aria-invalid')).toBe('true')
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ from, to })
    expect(await shownDomains(page)).toEqual([...inside].sort())

    // a reload brings the range back from the URL
    await page.reload()
    await page.getByText(`共 ${inside.length} 条，`).waitFor()
    await page.getByRole('button', { name: `创建时间：${from} 至 ${to}` }).click()
    expect(await range.getByLabel('创建时间 起').inputValue()).toBe(from)
    expect(await range.getByLabel('创建时间 止').inputValue()).toBe(to)
  })

  it('filters by theme, selects all 137 matching domains across 7 pages, changes their theme, and sees all 137 changed', async () => {
    const page = await openWithSession(chrome, '/domain')
    await page.getByText('共 120 条，第 1 / 6 页').waitFor()
    // 121 more 旅行日记 sites beside the seeds' 16: 137 rows, 7 pages of 20
    const seeded = await page.evaluate(() => {
      const db = window.__mirage!.server.db
      const travel = (db.domains as unknown as { theme: string }[]).filter((row) => row.theme === '旅行日记').length
      const more = Array.from({ length: 137 - travel }, (_, index) => ({
        domain: `lvxing-e2e-${index + 1}.com`,
        theme: '旅行日记',
        status: 'active',
        title: '端到端旅行站',
        keywords: '',
        description: '',
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
      }))
      db.domains.insert(more)
      return travel + more.length
    })
    expect(seeded).toBe(137)
    await choose(page, page, '主题', '旅行日记')
    await page.getByText('共 137 条，第 1 / 7 页').waitFor()

    await table(page).getByRole('checkbox', { name: '选择本页全部' }).click()
    const bar = page.getByRole('region', { name: '批量操作' })
    await bar.getByText('已选择本页 20 条').waitFor()
    await bar.getByRole('button', { name: '选择全部 137 条匹配结果' }).click()
    await bar.getByText('已选择全部 137 条匹配结果').waitFor()
    await bar.getByRole('button', { name: '更换主题' }).click()
    const dialog = page.getByRole('dialog', { name: '更换主题' })
    await dialog.getByText('为符合当前筛选条件的全部 137 个域名更换主题。').waitFor()
    await choose(page, dialog, '新主题 *', '极简博客')
    await dialog.getByRole('button', { name: '更换' }).click()
    await toast(page, '已将 137 个域名的主题更换为「极简博客」').waitFor()
    await page.getByText('没有符合条件的数据').waitFor()

    // every one of them, not only the page on screen: the list under 极简博客 and Mirage both say so
    const themes = await page.evaluate(() =>
      (window.__mirage!.server.db.domains as unknown as { domain: string; theme: string }[])
        .filter((row) => row.domain.startsWith('lvxing-e2e-'))
        .map((row) => row.theme),
    )
    expect(new Set(themes)).toEqual(new Set(['极简博客']))
    await page.getByRole('searchbox', { name: '搜索' }).fill('lvxing-e2e-')
    await choose(page, page, '主题', '极简博客')
    await page.getByText('共 121 条，第 1 / 7 页').waitFor()
    const calls = await mirageRequests(page, '/api/domains/batch-theme')
    expect(calls).toHaveLength(1)
  })
})
