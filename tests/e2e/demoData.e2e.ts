import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openWithSession, toast } from './support/browser'
import { demoChromium } from './support/servers'

const DOMAINS = Array.from({ length: 25 }, (_, index) => `kept-${String(index + 1).padStart(2, '0')}.example.com`)

async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

const banner = (page: Page) => page.getByRole('banner')
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
/** Settles once the demo has saved every change made so far (IndexedDB is written when the page is idle). */
const demoDataSaved = (page: Page) => page.evaluate(() => (window as unknown as { backofficeDemoData: { saved(): Promise<void> } }).backofficeDemoData.saved())

/** The demo keeps what a person did over a reload, and 重置演示数据 brings the seed back. */
describe.skipIf(inject('e2eSkip'))('the demo’s data over a reload (demo build)', () => {
  const chrome = demoChromium()

  it('keeps 25 added domains and the appearance over a reload; 重置演示数据 brings the seed back', async () => {
    const page = await openWithSession(chrome, '/domain?keyword=kept-')
    await page.getByText('没有符合条件的数据').waitFor()

    await page.getByRole('button', { name: '批量添加' }).click()
    const bulk = page.getByRole('dialog', { name: '批量添加域名' })
    await choose(page, bulk, '主题 *', '旅行日记')
    await bulk.getByLabel('域名列表 *').fill(DOMAINS.join('\n'))
    await bulk.getByRole('button', { name: '添加' }).click()
    const report = page.getByRole('dialog', { name: '批量添加结果' })
    await report.getByText('已添加 25 个域名', { exact: false }).waitFor()
    await report.getByRole('button', { name: '完成' }).click()
    await page.getByText('共 25 条', { exact: false }).waitFor()

    await banner(page)
      .getByRole('button', { name: /^外观：/ })
      .click()
    await page.getByRole('menuitemradio', { name: '深色' }).click()
    expect(await isDark(page)).toBe(true)

    await demoDataSaved(page)
    await page.reload()
    await page.getByText('共 25 条', { exact: false }).waitFor()
    expect(await page.getByRole('checkbox', { name: /^选择 kept-/ }).count()).toBeGreaterThan(0)
    expect(await isDark(page)).toBe(true)
    await banner(page).getByRole('button', { name: '外观：深色' }).waitFor()

    await banner(page).getByRole('button', { name: '演示数据' }).click()
    await page.getByRole('menuitem', { name: '重置演示数据' }).click()
    const confirm = page.getByRole('alertdialog', { name: '重置演示数据？' })
    await confirm.getByRole('button', { name: '重置' }).click()
    // the page loads again, on the same screen, with the seed (and says so)
    await toast(page, '已重置演示数据：已恢复为初始演示数据').waitFor()
    await page.getByText('没有符合条件的数据').waitFor()
    expect(new URL(page.url()).pathname).toBe('/domain')
    // the appearance is the person's, not the demo's data
    expect(await isDark(page)).toBe(true)

    await page.getByRole('searchbox', { name: '搜索' }).fill('')
    await page.getByText('共 120 条', { exact: false }).waitFor()
  })
})
