import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { here, holdMirage, menuLink, mirageRequests, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * The URL is the one truth of a list's query (src/routes/listEnter.ts): a control changes the URL, the route's loader
 * asks for that page once, and the router keeps each page it loaded, so Back and Forward show it again at once. Counted
 * with the requests Mirage handled in the page; held answers show what the screen draws while a request is on its way.
 */

const table = (page: Page) => page.getByRole('table', { name: '域名列表' })
/** The domains of the table's rows, read from their checkboxes' names. */
const shownDomains = async (page: Page) =>
  (
    await table(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''))
  ).filter((label) => label !== '选择本页全部')
const domainLists = async (page: Page) => (await mirageRequests(page, '/api/domains')).filter((request) => request.method === 'GET').length
/** The domain list's requests for its page `n`. */
const domainPage = async (page: Page, n: number) =>
  (await mirageRequests(page, '/api/domains')).filter((request) => request.method === 'GET' && new URLSearchParams(request.search).get('page') === String(n))
    .length
const pageButton = (page: Page, n: number) => page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: `第 ${n} 页`, exact: true })
const pageSays = (page: Page, text: string) => page.getByRole('navigation', { name: '分页' }).getByText(text)
const historyLength = (page: Page) => page.evaluate(() => history.length)
/** Whether the table ever drew its loading skeleton from now on (until `stop`). */
async function watchSkeleton(page: Page): Promise<{ stop(): Promise<boolean> }> {
  await page.evaluate(() => {
    const w = window as unknown as { e2eSkeleton: boolean; e2eSkeletonWatch: MutationObserver }
    w.e2eSkeleton = false
    w.e2eSkeletonWatch = new MutationObserver(() => {
      if (document.querySelector('.data-table-skeleton')) w.e2eSkeleton = true
    })
    w.e2eSkeletonWatch.observe(document.body, { childList: true, subtree: true })
  })
  return {
    stop: () =>
      page.evaluate(() => {
        const w = window as unknown as { e2eSkeleton: boolean; e2eSkeletonWatch: MutationObserver }
        w.e2eSkeletonWatch.disconnect()
        return w.e2eSkeleton
      }),
  }
}

describe.skipIf(inject('e2eSkip'))('a list follows its URL (demo build)', () => {
  const chrome = demoChromium()

  /** /domain signed in, once its first page is on screen. */
  async function openDomains(): Promise<Page> {
    const page = await openWithSession(chrome, '/domain')
    await pageSays(page, '第 1 / 6 页').waitFor()
    await table(page)
      .getByRole('checkbox', { name: /^选择 [a-z]/ })
      .first()
      .waitFor()
    return page
  }

  it('takes one filter change as one history entry and one request; shows the earlier page at once on Back and Forward, from the router’s cache: no request, no skeleton', async () => {
    const page = await openDomains()
    const [requests, entries] = [await domainLists(page), await historyLength(page)]
    await page.getByRole('combobox', { name: '状态' }).click()
    await page.getByRole('option', { name: '停用', exact: true }).click()
    await expect.poll(() => here(page)).toBe('/domain?status=inactive')
    // the stopped domains only: fewer than all 120
    await expect.poll(() => page.getByRole('navigation', { name: '分页' }).textContent()).not.toContain('共 120 条')
    await expect.poll(async () => (await shownDomains(page)).length).toBeGreaterThan(0)
    expect(await domainLists(page)).toBe(requests + 1)
    expect(await historyLength(page)).toBe(entries + 1)

    // Back and Forward, on the whole list the menu opens (a page load of its own is about a second of CPU)
    await menuLink(page, '域名管理').click()
    await expect.poll(() => here(page)).toBe('/domain')
    await pageSays(page, '第 1 / 6 页').waitFor()
    const first = await shownDomains(page)
    await pageButton(page, 2).click()
    await pageSays(page, '第 2 / 6 页').waitFor()
    await expect.poll(() => shownDomains(page)).not.toEqual(first)
    const second = await shownDomains(page)
    const asked = await domainLists(page)

    // every answer held from now on: whatever the screen shows was not asked for again
    const held = await holdMirage(page)
    const skeleton = await watchSkeleton(page)
    await page.goBack()
    await pageSays(page, '第 1 / 6 页').waitFor()
    expect(await shownDomains(page)).toEqual(first)
    await page.goForward()
    await pageSays(page, '第 2 / 6 页').waitFor()
    expect(await shownDomains(page)).toEqual(second)
    expect(await skeleton.stop()).toBe(false)
    await held.release()
    expect(await domainLists(page)).toBe(asked)
  })

  it('never shows the answer for a query the URL has left', async () => {
    const page = await openDomains()
    const first = await shownDomains(page)
    // page 2's answer is held while the person goes on to page 3: it comes first, and must not be drawn
    const held = await holdMirage(page)
    await pageButton(page, 2).click()
    await expect.poll(() => here(page)).toBe('/domain?page=2')
    await pageButton(page, 3).click()
    await expect.poll(() => here(page)).toBe('/domain?page=3')
    await page.evaluate(() => {
      const w = window as unknown as { e2eSeen: string[][]; e2eWatch: MutationObserver }
      const domains = () =>
        [...document.querySelectorAll('table[aria-label="域名列表"] input[type=checkbox], table[aria-label="域名列表"] button[role=checkbox]')]
          .map((box) => box.getAttribute('aria-label') ?? '')
          .filter((label) => label !== '选择本页全部')
      w.e2eSeen = []
      w.e2eWatch = new MutationObserver(() => w.e2eSeen.push(domains()))
      w.e2eWatch.observe(document.body, { childList: true, subtree: true, attributes: true })
    })
    expect(await held.release()).toBeGreaterThanOrEqual(2)
    await pageSays(page, '第 3 / 6 页').waitFor()
    await expect.poll(() => shownDomains(page)).not.toEqual(first)
    const third = await shownDomains(page)
    const seen = await page.evaluate(() => {
      const w = window as unknown as { e2eSeen: string[][]; e2eWatch: MutationObserver }
      w.e2eWatch.disconnect()
      return w.e2eSeen
    })
    // every set of rows drawn since the answers came is page 1's (still on view) or page 3's: never page 2's
    const drawn = seen.filter((rows) => rows.length > 0).map((rows) => rows.join())
    expect(drawn.every((rows) => rows === first.join() || rows === third.join())).toBe(true)
  })

  it('preloads on intent: a hovered menu item or page button asks for its page, and the click asks nothing more', async () => {
    const page = await openWithSession(chrome, '/')
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    expect(await domainLists(page)).toBe(0)
    await menuLink(page, '域名管理').hover()
    await expect.poll(() => domainPage(page, 1)).toBe(1)
    const skeleton = await watchSkeleton(page)
    await menuLink(page, '域名管理').click()
    await pageSays(page, '第 1 / 6 页').waitFor()
    expect(await skeleton.stop()).toBe(false)
    expect((await shownDomains(page)).length).toBe(20)
    expect(await domainPage(page, 1)).toBe(1)

    // counted by page: once page 2 shows, the buttons move and the pointer that stays may rest on another page's
    // button, which then preloads that page as any hover does
    await pageButton(page, 2).hover()
    await expect.poll(() => domainPage(page, 2)).toBe(1)
    await pageButton(page, 2).click()
    await pageSays(page, '第 2 / 6 页').waitFor()
    expect(await domainPage(page, 2)).toBe(1)
    expect(await domainPage(page, 1)).toBe(1)
  })
})
