import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { downloadedBytes, here, mirageRequests, openWithSession, toast } from './support/browser'
import { demoChromium } from './support/servers'

const table = (page: Page) => page.getByRole('table', { name: '反链列表' })
const rowWith = (page: Page, url: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: url, exact: true }) })
/** The links of the table's rows: one per backlink shown. */
const shownUrls = (page: Page) => table(page).getByRole('link').allTextContents()

async function choose(page: Page, scope: Page | Locator, label: string, option?: string): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click()
  const item = option ? page.getByRole('option', { name: option, exact: true }) : page.getByRole('option').first()
  const name = (await item.textContent())!
  await item.click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
  return name
}

/** The demo build: the backlinks screen walked through as a person would, against Mirage in the page, opened signed in. */
describe.skipIf(inject('e2eSkip'))('backlinks screen in Chromium (demo build)', () => {
  const chrome = demoChromium()

  // the select's first open needs a page where it was never opened: that check first, then the walk on the same page
  // (a page load is about a second of CPU)
  it('a mouse press opens a select; released in place it stays open, dragged off the list and released it closes; adds, bulk adds, filters, checks, exports the filtered rows and deletes', async () => {
    const page = await openWithSession(chrome, '/anti-chain')
    await table(page).getByRole('link').first().waitFor()
    expect(here(page)).toBe('/anti-chain')
    const list = page.getByRole('listbox')
    /** Press on the select, move sideways by dx, release; true when the list is open after. */
    const press = async (label: string, dx: number) => {
      const box = (await page.getByRole('combobox', { name: label }).boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await list.waitFor()
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
      // two frames for a close to take effect (the list leaves the page when it closes)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      return (await list.count()) === 1
    }

    // the first open of a short select (drawn as a plain button until then), then the second (Radix's own trigger);
    // a long one (目标域名, every domain) is a search popover instead (tests/e2e/choosing.e2e.ts)
    for (const round of ['first', 'second']) {
      expect(await press('状态', 0), `${round} open, released in place`).toBe(true)
      await page.keyboard.press('Escape')
      await list.waitFor({ state: 'detached' })
      expect(await press('状态', 200), `${round} open, dragged off the list`).toBe(false)
      await list.waitFor({ state: 'detached' })
    }
    // nothing was chosen on the way
    expect(await page.getByRole('combobox', { name: '状态' }).textContent()).toBe('全部状态')
    expect(new URL(page.url()).search).toBe('')

    // the walk: add one
    await page.getByRole('button', { name: '添加反链' }).click()
    const add = page.getByRole('dialog', { name: '添加反链' })
    await add.getByLabel('来源链接 *').fill('https://bbs.e2e-example.com/thread-1.html')
    const domain = await choose(page, add, '目标域名 *')
    await add.getByLabel('锚文本 *').fill('端到端 单条')
    await add.getByRole('button', { name: '保存' }).click()
    await toast(page, '反链已添加').waitFor()
    await rowWith(page, 'https://bbs.e2e-example.com/thread-1.html').waitFor()

    // bulk add to the same domain, with one line that cannot be added
    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加反链' })
    await choose(page, bulk, '目标域名 *', domain)
    await bulk
      .getByLabel('反链列表 *')
      .fill(['https://blog.e2e-example.com/p/1 端到端 批量一', 'https://deadlinks.e2e-example.com/x 端到端 批量二', 'e2e-example.com/no-scheme 锚'].join('\n'))
    await bulk.getByRole('button', { name: '添加' }).click()
    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.getByText('已添加 2 条，跳过 1 条。').waitFor()
    expect(await report.getByRole('table', { name: '已跳过的行' }).getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '3',
      'e2e-example.com/no-scheme 锚',
      '不是有效的网址',
    ])
    await report.getByRole('button', { name: '完成' }).click()

    // filter: the three new ones, all pending
    await page.getByRole('searchbox', { name: '搜索' }).fill('e2e-example')
    await choose(page, page, '状态', '待检测')
    await page.getByText('共 3 条，第 1 / 1 页').waitFor()
    await expect
      .poll(async () => (await shownUrls(page)).sort(), { timeout: 10_000 })
      .toEqual(['https://bbs.e2e-example.com/thread-1.html', 'https://blog.e2e-example.com/p/1', 'https://deadlinks.e2e-example.com/x'])
    expect(new URL(page.url()).searchParams.get('status')).toBe('pending')

    // check all that match, after saying how many
    await page.getByRole('button', { name: '检测全部' }).click()
    const confirm = page.getByRole('alertdialog', { name: '检测全部反链' })
    await confirm.getByText('将检测符合当前筛选条件的全部 3 条反链', { exact: false }).waitFor()
    await confirm.getByRole('button', { name: '开始检测' }).click()
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText(/^已检测 3 条：有效 \d，失效 \d$/)
      .waitFor()
    await page.getByText('没有符合条件的数据').waitFor()

    // the dead ones, exported: the file holds exactly the rows the list shows
    await choose(page, page, '状态', '失效')
    await rowWith(page, 'https://deadlinks.e2e-example.com/x').waitFor()
    const shown = await shownUrls(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^backlinks-\d{8}\.csv$/)
    const csv = (await downloadedBytes(download)).toString('utf8')
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(header).toBe('ID,来源链接,目标域名,锚文本,链接属性,状态,最后检测时间,添加时间')
    expect(rows.map((row) => row.split(',')[1]).sort()).toEqual([...shown].sort())
    expect(rows.every((row) => row.split(',')[5] === '失效')).toBe(true)
    const exports = await mirageRequests(page, '/api/backlinks/export')
    expect(exports).toHaveLength(1)

    // delete, after confirming
    await rowWith(page, 'https://deadlinks.e2e-example.com/x').getByRole('button', { name: '删除' }).click()
    const remove = page.getByRole('alertdialog', { name: '删除反链' })
    await remove.getByRole('button', { name: '删除' }).click()
    await toast(page, '已删除来自 https://deadlinks.e2e-example.com/x 的反链').waitFor()
    await rowWith(page, 'https://deadlinks.e2e-example.com/x').waitFor({ state: 'detached' })
  })
})
