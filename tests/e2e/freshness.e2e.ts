import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { configureMirage, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * The demo's second operator (Mirage's `otherOperator`) changes a domain while the person looks at the list: within
 * 30 s the list says 有新的变更, without moving a row, and 刷新 shows the change. The page's clock is the test's: the
 * 30 s pass at once.
 */

const box = (locator: Locator) => locator.boundingBox().then((found) => found!)
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe.skipIf(inject('e2eSkip'))('a list that stays current (demo build)', () => {
  const chrome = demoChromium()

  it("shows another operator's change within 30 s as 有新的变更, moving nothing, and 刷新 shows it", async () => {
    // the clock of the test's context (a page's clock is its context's), from before the app's first script
    await chrome.context.clock.install()
    const page = await openWithSession(chrome, '/domain')
    const table = page.getByRole('table', { name: '域名列表' })
    const rows = table.locator('tbody tr[data-row-id]')
    await rows.first().waitFor()
    const toolbar = page.getByRole('search')
    const before = { table: await box(table), toolbar: await box(toolbar), first: await rows.first().textContent() }

    // 运营小王 changes a row every 5 s, each section in turn (the themes first, then the domains' first rows)
    await configureMirage(page, { otherOperator: { everySeconds: 5 } })
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.clock.runFor(30_000)
    await page.clock.resume()

    const notice = page.getByRole('status').filter({ hasText: '有新的变更' })
    await notice.waitFor()
    // said, not done: the rows, the table and the toolbar are where they were
    expect(await table.getByText(/（运营小王改 \d+）/).count()).toBe(0)
    expect(await rows.first().textContent()).toBe(before.first)
    expect(await box(table)).toEqual(before.table)
    expect(await box(toolbar)).toEqual(before.toolbar)
    const noticeBox = await box(notice)
    expect(overlaps(noticeBox, before.toolbar)).toBe(false)
    expect(overlaps(noticeBox, await box(rows.first()))).toBe(false)

    // 刷新 from the keyboard: the change shows, the notice goes, the focus goes on to the rows
    const refresh = notice.getByRole('button', { name: '刷新' })
    await refresh.focus()
    await page.keyboard.press('Enter')
    await table
      .getByText(/（运营小王改 \d+）/)
      .first()
      .waitFor()
    await expect.poll(() => page.getByRole('status').filter({ hasText: '有新的变更' }).count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.closest('tr[data-row-id]') !== null)).toBe(true)
  })
})
