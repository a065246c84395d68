import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { demoChromium } from './support/servers'

/** What is drawn on top at a point of the page: the table cell there (its tag and pinned column), or the element. */
const topAt = (page: Page, x: number, y: number) =>
  page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px, py)
      const cell = element?.closest('td, th')
      if (!cell) return element?.tagName ?? 'nothing'
      const pinned = cell.classList.contains('data-table-select') ? '.select' : cell.classList.contains('data-table-actions') ? '.actions' : ''
      return `${cell.tagName.toLowerCase()}${pinned}`
    },
    [x, y],
  )

/** The compositing layers Chromium made for the page (CDP LayerTree): what each new page of rows costs to put on screen. */
async function layerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  const counted = new Promise<number>((resolve) =>
    cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => {
      if (layers) resolve(layers.length)
    }),
  )
  await cdp.send('LayerTree.enable')
  // a change of the page makes Chromium send its layers again
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
  const count = await counted
  await cdp.detach()
  return count
}

describe.skipIf(inject('e2eSkip'))('pinned columns of a wide list (demo build, 1280 × 800)', () => {
  const chrome = demoChromium()

  it('keep the header over the rows and the selection and 操作 columns over the middle ones, scrolled both ways, on few layers', async () => {
    const page = await openWithSession(chrome, '/articles', { viewport: LAPTOP })
    const table = page.getByRole('table', { name: '文章列表' })
    await table
      .getByRole('checkbox', { name: /^选择 / })
      .first()
      .waitFor()
    const box = page.locator('.data-table .rt-ScrollAreaViewport')
    // wider than its box at 1280: the middle scrolls sideways under the pinned columns
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await box.evaluate((element) => element.scrollTo(150, 200))
    await page.waitForFunction(() => {
      const viewport = document.querySelector('.data-table .rt-ScrollAreaViewport')!
      return viewport.scrollLeft === 150 && viewport.scrollTop === 200
    })

    const view = (await box.boundingBox())!
    const select = (await page.locator('.data-table th.data-table-select').boundingBox())!
    const actions = (await page.locator('.data-table th.data-table-actions').boundingBox())!
    // (the header's cells stick to the box's top: the row they are in has scrolled away with the rest)
    const headerY = select.y + select.height / 2
    const rowY = select.y + select.height + 30
    const middleX = view.x + view.width / 2
    expect(await topAt(page, select.x + select.width / 2, headerY)).toBe('th.select')
    expect(await topAt(page, actions.x + 8, headerY)).toBe('th.actions')
    expect(await topAt(page, middleX, headerY)).toBe('th')
    expect(await topAt(page, select.x + select.width / 2, rowY)).toBe('td.select')
    expect(await topAt(page, actions.x + 8, rowY)).toBe('td.actions')
    expect(await topAt(page, middleX, rowY)).toBe('td')

    // with one z-index for both pinned columns Chromium painted their cells left, right, left… and gave nearly each
    // its own layer: 62 for this page; 24 with a z-index per column
    expect(await layerCount(page)).toBeLessThan(40)
  })
})
