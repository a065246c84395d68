import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { type ChromiumSuite, LAPTOP, menuLink, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

/** Whether `locator`'s element has the focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
/** The URL's search params. */
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

/** `path` in a new page 1280 × 800 wide, signed in, once the screen's `heading` shows (pages prefer reduced motion). */
async function open(chrome: ChromiumSuite, path: string, heading: string): Promise<Page> {
  const page = await openWithSession(chrome, path, { viewport: LAPTOP })
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor()
  return page
}

/**
 * How many Tab stops the 创建时间 filter takes on the toolbar: Tab from the control before it, counting the stops
 * inside the filter (its button and, with a range, 清除创建时间) until the focus leaves it.
 */
async function rangeTabStops(page: Page, button: Locator): Promise<string[]> {
  await button.focus()
  await page.keyboard.press('Shift+Tab')
  const stops: string[] = []
  for (;;) {
    await page.keyboard.press('Tab')
    const inside = await button.evaluate((element) => {
      const active = document.activeElement as HTMLElement | null
      return active && element.parentElement!.contains(active) ? (active.getAttribute('aria-label') ?? active.textContent ?? '') : null
    })
    if (inside === null) return stops
    stops.push(inside)
  }
}

/** The 创建时间 range and the long selects, by keyboard alone, in Chromium (demo build). */
describe.skipIf(inject('e2eSkip'))('choosing: the date range and long selects from the keyboard (demo build)', () => {
  const chrome = demoChromium()

  it('the date range: at most two Tab stops, days typed and shown YYYY-MM-DD, a preset, clearing; a long select from the keyboard: type on it to search, arrows, Enter; on a list’s filter and in the article editor', async () => {
    const page = await open(chrome, '/domain', '域名管理')
    const button = page.getByRole('button', { name: /^创建时间：/ })
    expect(await rangeTabStops(page, button)).toEqual(['创建时间：全部'])

    // open it from the keyboard: the cursor is in the first day, a text field in the interface's form
    await button.focus()
    await page.keyboard.press('Enter')
    const editor = page.getByRole('dialog', { name: '创建时间' })
    const from = editor.getByLabel('创建时间 起')
    await expect.poll(() => focused(from)).toBe(true)
    expect(await from.getAttribute('type')).toBe('text')
    expect(await from.getAttribute('placeholder')).toBe('YYYY-MM-DD')
    // typed as people do; written back as the app writes dates when the field is left
    await page.keyboard.type('20260101')
    await page.keyboard.press('Tab')
    expect(await from.inputValue()).toBe('2026-01-01')
    const to = editor.getByLabel('创建时间 止')
    await expect.poll(() => focused(to)).toBe(true)
    await page.keyboard.type('2099-12-31')
    await page.keyboard.press('Enter')
    await editor.waitFor({ state: 'detached' })
    await expect.poll(() => params(page)).toEqual({ from: '2026-01-01', to: '2099-12-31' })
    expect(await page.getByRole('button', { name: '创建时间：2026-01-01 至 2099-12-31' }).count()).toBe(1)
    await expect.poll(() => focused(button)).toBe(true)
    expect(await rangeTabStops(page, button)).toEqual(['创建时间：2026-01-01 至 2099-12-31', '清除创建时间'])

    // a preset, from the keyboard: 起, 止, then the presets
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(from)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(editor.getByRole('button', { name: '今天' }))).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const week = await page.evaluate(() => {
      const day = (date: Date) => date.toLocaleDateString('sv-SE')
      const now = new Date()
      return { from: day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), to: day(now) }
    })
    await expect.poll(() => params(page)).toEqual(week)
    await expect.poll(() => focused(button)).toBe(true)

    // 清除创建时间: the second stop; the focus stays on the filter
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => params(page)).toEqual({})
    await expect.poll(() => focused(page.getByRole('button', { name: '创建时间：全部' }))).toBe(true)

    // the long selects, on screens reached from the menu (a page load is about a second of CPU)
    await menuLink(page, '留言管理').click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '留言管理' }).waitFor()
    const filter = page.getByRole('combobox', { name: '域名', exact: true })
    await filter.focus()
    await page.keyboard.type('youxi-r')
    const search = page.getByRole('combobox', { name: '搜索域名' })
    await expect.poll(() => focused(search)).toBe(true)
    expect(await search.inputValue()).toBe('youxi-r')
    expect(await page.getByRole('option').allTextContents()).toEqual(['youxi-riji.net', 'youxi-riji.top'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await expect.poll(() => params(page)).toEqual({ domain: 'youxi-riji.top' })
    await expect.poll(() => focused(filter)).toBe(true)
    expect(await filter.textContent()).toBe('youxi-riji.top')

    // nothing found is said; Escape keeps the choice
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(search)).toBe(true)
    await page.keyboard.type('没有这个')
    await page.getByRole('status').getByText('没有匹配的域名').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('status').getByText('没有匹配的域名').waitFor({ state: 'detached' })
    await expect.poll(() => focused(filter)).toBe(true)
    expect(params(page)).toEqual({ domain: 'youxi-riji.top' })

    // the article editor's 域名: every site of the network, searched the same way
    await menuLink(page, '文章列表').click()
    await page.getByRole('main').getByRole('link', { name: '新建文章' }).click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '新建文章' }).waitFor()
    const domain = page.getByRole('combobox', { name: '域名 *', exact: true })
    await domain.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page.getByRole('combobox', { name: '搜索域名' }))).toBe(true)
    expect(await page.getByRole('option').count()).toBeGreaterThan(100)
    await page.keyboard.type('keji')
    const found = await page.getByRole('option').allTextContents()
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((name) => name.includes('keji'))).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    expect(await domain.textContent()).toBe(found[0])
    // the popover gives the focus back as it finishes closing, which may be a frame after the list left
    await expect.poll(() => focused(domain)).toBe(true)
  })
})
