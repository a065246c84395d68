import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

const trail = (page: Page) => page.getByRole('table', { name: '操作日志' })

/** Lays the page out at `width` × 800 and waits until it is painted. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
}

/**
 * The trail's table box and the opened changes: how far the table goes on beyond the box sideways, and how far the
 * changes' list reaches past the box's right edge or under the pinned 操作 column (0 when it does not).
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const table = [...document.querySelectorAll('caption')].find((caption) => caption.textContent === '操作日志')!.closest('table')!
    let box: HTMLElement = table.parentElement!
    while (box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement!
    box.scrollLeft = 0
    const frame = box.getBoundingClientRect()
    const changes = table.querySelector('tr[data-row-id] .change-list')!.getBoundingClientRect()
    const pinned = table.querySelector('tr[data-row-id] td.data-table-actions')!.getBoundingClientRect()
    return {
      beyond: Math.max(0, Math.round(box.scrollWidth - box.clientWidth)),
      pastBox: Math.max(0, Math.round(changes.right - frame.right)),
      underPinned: Math.max(0, Math.round(changes.right - pinned.left)),
      tableWidth: Math.round(table.getBoundingClientRect().width),
    }
  })

describe.skipIf(inject('e2eSkip'))('操作日志 layout (demo build)', () => {
  const chrome = demoChromium()

  it('an update’s opened changes are read without scrolling sideways at 1280 and 1440 px, and never widen the table', async () => {
    const page = await openWithSession(chrome, '/audit?resource=domains&action=update', { viewport: LAPTOP })
    const open = trail(page).getByRole('button', { name: /^\d+ 项修改$/ })
    await open.first().waitFor()
    const closed = await page.evaluate(() => Math.round(document.querySelector('table')!.getBoundingClientRect().width))
    await open.first().click()
    await trail(page).locator('.change-list').first().waitFor()

    const seen: Record<number, Awaited<ReturnType<typeof measure>>> = {}
    for (const width of [1280, 1440, 390]) {
      await resize(page, width)
      seen[width] = await measure(page)
    }
    // at the laptop widths the whole row is in view: nothing beyond the box, nothing under 操作
    for (const width of [1280, 1440]) expect(seen[width], `${width} px`).toMatchObject({ beyond: 0, pastBox: 0, underPinned: 0 })
    // opened, the changes wrap under the summary: the table is as wide as it was closed (at 1280 px)
    expect(seen[1280].tableWidth).toBe(closed)
    // a phone scrolls the table sideways as every list does, no wider than at 1280 px
    expect(seen[390].tableWidth).toBeLessThanOrEqual(seen[1280].tableWidth)
  })
})
