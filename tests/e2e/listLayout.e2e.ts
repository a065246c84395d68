import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LAPTOP, openWithSession } from './support/browser'
import { LISTS, listTable as table, openList } from './support/lists'
import { demoChromium } from './support/servers'

const WIDTHS = [1024, 1280, 1440] as const

/** The density checked in the list's 列设置 menu. */
async function densityChosen(page: Page, name: string): Promise<string | null> {
  await table(page, name).getByRole('button', { name: '列设置' }).click()
  const chosen = await page.getByRole('menuitemradio', { checked: true }).textContent()
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
  return chosen
}

/** Sets the list's density through its 列设置 menu, as a person does. */
async function setDensity(page: Page, name: string, density: '紧凑' | '标准') {
  await table(page, name).getByRole('button', { name: '列设置' }).click()
  await page.getByRole('menuitemradio', { name: density }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
}

/**
 * Point 1, measured in the page at the table box's start, middle and end of its sideways scroll: no data cell's box
 * may overlap a pinned column's (a cell that sticks to the left or right) unless the pinned column shows an edge
 * shadow on that side, and the side that has more columns beyond the box's edge always shows one. Returns the
 * problems found, one line each.
 */
function checkPinned(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (tableName) => {
    const problems: string[] = []
    const caption = [...document.querySelectorAll('caption')].find((element) => element.textContent === tableName)!
    const tableElement = caption.closest('table')!
    // the element that scrolls the table sideways: the nearest ancestor that clips it
    let box: HTMLElement = tableElement.parentElement!
    while (box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement!
    const frame = () => box.getBoundingClientRect()
    const headers = [...tableElement.tHead!.rows[0].cells].map((cell) => cell.textContent?.trim() || '(选择)')
    // a shadow paints a gradient or a shadow, at least 6 px wide, not see-through: a pseudo-element of the pinned
    // cell itself, or an element of its own laid over the box (absolutely placed, at most 24 px wide) that stands
    // against the pinned column's inner edge (or the box's own edge) across the row
    const drawn = (style: CSSStyleDeclaration) =>
      style.display !== 'none' &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) >= 0.5 &&
      (style.backgroundImage.includes('gradient') || style.boxShadow !== 'none')
    const shadowOn = (element: Element) =>
      (['::before', '::after'] as const).some((pseudo) => {
        const style = getComputedStyle(element, pseudo)
        return style.content !== 'none' && parseFloat(style.width) >= 6 && drawn(style)
      })
    // what draws the start side's shadow of a table without a pinned start column: the box or its frame
    const frames = [box, box.parentElement!, box.parentElement!.parentElement!]
    // what may hold a shadow of its own over the box: the box's frame, up to three elements out
    const around = box.parentElement!.parentElement!.parentElement!
    const overlays = () =>
      [...around.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const style = getComputedStyle(element)
        const rect = element.getBoundingClientRect()
        return style.position === 'absolute' && rect.width >= 6 && rect.width <= 24 && drawn(style) && !tableElement.contains(element)
      })
    /** Among `shades`, a shadow across `row` whose right (`side` end) or left (start) edge is at `x`. */
    const shadowAt = (shades: HTMLElement[], row: Element, side: 'start' | 'end', x: number) => {
      const middle = (row.getBoundingClientRect().top + row.getBoundingClientRect().bottom) / 2
      return shades.some((element) => {
        const rect = element.getBoundingClientRect()
        return rect.top <= middle && rect.bottom >= middle && Math.abs((side === 'end' ? rect.right : rect.left) - x) <= 2
      })
    }
    const pinned = (cell: Element, side: 'left' | 'right') => getComputedStyle(cell).position === 'sticky' && getComputedStyle(cell)[side] !== 'auto'
    const check = (when: string) => {
      // read once per scroll position: nothing moves while its rows are checked
      const shades = overlays()
      const inView = (rect: DOMRect) => rect.bottom <= Math.min(frame().bottom, innerHeight) && rect.top >= frame().top
      const rows = [tableElement.tHead!.rows[0], ...[...tableElement.tBodies[0].rows].filter((row) => row.hasAttribute('data-row-id'))].filter((row) =>
        inView(row.getBoundingClientRect()),
      )
      const more = { start: box.scrollLeft > 1, end: box.scrollWidth - box.clientWidth - box.scrollLeft > 1 }
      for (const row of rows) {
        const cells = [...row.cells]
        const start = pinned(cells[0], 'left') ? cells[0] : null
        const end = pinned(cells[cells.length - 1], 'right') ? cells[cells.length - 1] : null
        const startShadow = start
          ? shadowOn(start) || shadowAt(shades, row, 'start', start.getBoundingClientRect().right)
          : frames.some(shadowOn) || shadowAt(shades, row, 'start', box.getBoundingClientRect().left + box.clientLeft)
        const endShadow = !!end && (shadowOn(end) || shadowAt(shades, row, 'end', end.getBoundingClientRect().left))
        const label = row.rowIndex === 0 ? 'the header' : `row ${row.rowIndex}`
        if (more.start && !startShadow) problems.push(`${when}: columns go on beyond the left edge, ${label} shows no shadow there`)
        if (more.end && !endShadow) problems.push(`${when}: columns go on beyond the right edge, ${label} shows no shadow there`)
        cells.forEach((cell, index) => {
          if (cell === start || cell === end) return
          const rect = cell.getBoundingClientRect()
          for (const [side, pin, shadow] of [
            ['left', start, startShadow],
            ['right', end, endShadow],
          ] as const) {
            if (!pin) continue
            const edge = pin.getBoundingClientRect()
            const overlap = Math.min(rect.right, edge.right) - Math.max(rect.left, edge.left)
            if (overlap > 1 && !shadow)
              problems.push(`${when}: ${headers[index]} of ${label} is under the pinned ${side} column by ${Math.round(overlap)} px, no shadow`)
          }
        })
      }
    }
    const paint = () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
    const max = box.scrollWidth - box.clientWidth
    box.scrollLeft = 0
    await paint()
    check('at the start')
    if (max > 1) {
      box.scrollLeft = max / 2
      await paint()
      check('scrolled halfway')
      box.scrollLeft = max
      await paint()
      check('at the end')
      box.scrollLeft = 0
    }
    return problems
  }, name)
}

/**
 * Point 2: each data row's height and the height of the band its text takes (one line of text: about 20 px), and how
 * many rows the box shows: those wholly in it and in the window, and the rows of the typical height that fit below the
 * header (a list with fewer rows than that, the themes, still shows that many).
 */
function measureRows(page: Page, name: string) {
  return page.evaluate((tableName) => {
    const caption = [...document.querySelectorAll('caption')].find((element) => element.textContent === tableName)!
    const tableElement = caption.closest('table')!
    let box: HTMLElement = tableElement.parentElement!
    while (box !== document.body && getComputedStyle(box).overflowY === 'visible') box = box.parentElement!
    const frame = box.getBoundingClientRect()
    const bottom = Math.min(frame.top + box.clientHeight, innerHeight)
    const rows = [...tableElement.tBodies[0].rows].filter((row) => row.hasAttribute('data-row-id'))
    // the text that shows: lines cut off by a box that clips them (a text cut to one line) do not count
    const clipOf = (node: Node, row: Element) => {
      let clip = { top: -Infinity, bottom: Infinity }
      for (let element = node.parentElement; element && element !== row; element = element.parentElement) {
        if (getComputedStyle(element).overflowY === 'visible') continue
        const rect = element.getBoundingClientRect()
        clip = { top: Math.max(clip.top, rect.top), bottom: Math.min(clip.bottom, rect.bottom) }
      }
      return clip
    }
    const textBand = (row: HTMLTableRowElement) => {
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      let top = Infinity
      let under = -Infinity
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue
        const clip = clipOf(node, row)
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          const shown = { top: Math.max(rect.top, clip.top), bottom: Math.min(rect.bottom, clip.bottom) }
          if (rect.width === 0 || shown.bottom - shown.top < 1) continue
          top = Math.min(top, shown.top)
          under = Math.max(under, shown.bottom)
        }
      }
      return under - top
    }
    const heights = rows.map((row) => row.getBoundingClientRect().height)
    const typical = [...heights].sort((a, b) => a - b)[Math.floor(heights.length / 2)]
    const headerBottom = tableElement.tHead!.getBoundingClientRect().bottom
    return {
      rows: rows.map((row, index) => ({ index, height: heights[index], band: textBand(row) })),
      inView: rows.filter((row) => {
        const rect = row.getBoundingClientRect()
        return rect.top >= headerBottom - 1 && rect.bottom <= bottom + 1
      }).length,
      fit: Math.floor((bottom - headerBottom) / typical),
    }
  }, name)
}

/** Sets the window's width (800 px tall) and waits until the page has been laid out and painted at it. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
}

/** The list-wide actions each list shows in its toolbar, left to right. */
const LIST_ACTIONS: Record<string, string[]> = { 域名列表: ['导出 CSV'], 反链列表: ['检测全部', '导出 CSV'] }

/**
 * No data column under the pinned 操作 column, and 紧凑 rows that are compact, on the six lists at three laptop widths;
 * the list-wide actions at the toolbar's right end. Demo build, one page: each list is opened from the menu, as a person
 * goes from list to list (a page load per list cost about a second of CPU each, and the layout does not depend on how
 * the list was reached), and looked at in each width in turn, as a window is resized (the layout follows the width, not
 * the width the page was opened at). Each list's density is its own: 紧凑 on one leaves the next in 标准.
 */
describe.skipIf(inject('e2eSkip'))('list columns, density and list-wide actions (demo build)', () => {
  const chrome = demoChromium()

  it(`the six lists at ${WIDTHS.join(', ')} px: no data column hidden under a pinned one without an edge shadow; 紧凑 rows of one line at most 40 px; 导出 CSV and 检测全部 at the toolbar’s right end`, async () => {
    const page = await openWithSession(chrome, '/', { viewport: LAPTOP })
    for (const [item, name] of LISTS) {
      await resize(page, LAPTOP.width)
      await openList(page, item, name)
      // the previous list's screen is gone: what is measured below is this list's, in its own density (标准)
      await expect.poll(() => page.locator('main table').count(), { message: `${name}: one table on the screen` }).toBe(1)
      expect(await densityChosen(page, name), `${name}: the density it opens in`).toBe('标准')
      const problems = { pinned: [] as string[], compact: [] as string[], fit: [] as string[], actions: [] as string[] }
      const found: string[] = []

      // the list-wide actions, in the toolbar's 列表操作 group at its right end (at 1280 px)
      const report = await page.evaluate(() => {
        const toolbar = document.querySelector('main [role="search"]')!.getBoundingClientRect()
        const heading = document.querySelector('main h1')!.getBoundingClientRect()
        return [...document.querySelectorAll('main button')]
          .filter((button) => /^(导出 CSV|检测全部)/.test(button.textContent?.trim() ?? ''))
          .map((button) => {
            const group = button.closest('[role="group"][aria-label="列表操作"]')
            const rect = (group ?? button).getBoundingClientRect()
            return {
              label: button.textContent!.trim(),
              inGroup: !!group?.closest('[role="search"]'),
              rightGap: Math.round(toolbar.right - rect.right),
              belowHeading: rect.top >= heading.bottom,
            }
          })
      })
      for (const action of report) {
        found.push(action.label)
        if (!action.inGroup) problems.actions.push(`${action.label} is not in the toolbar’s 列表操作 group`)
        if (!action.belowHeading || Math.abs(action.rightGap) > 1)
          problems.actions.push(`${action.label} is not at the toolbar’s right end (${action.rightGap} px from it)`)
      }

      for (const width of WIDTHS) {
        await resize(page, width)
        problems.pinned.push(...(await checkPinned(page, name)).map((line) => `${width} px, 标准, ${line}`))
      }
      await setDensity(page, name, '紧凑')
      for (const width of WIDTHS) {
        await resize(page, width)
        problems.pinned.push(...(await checkPinned(page, name)).map((line) => `${width} px, 紧凑, ${line}`))
        const measured = await measureRows(page, name)
        for (const row of measured.rows) {
          // one line of text: its band is at most a line and a half high
          if (row.band > 30) problems.compact.push(`${width} px: row ${row.index + 1} takes ${Math.round(row.band)} px of text (more than one line) at 紧凑`)
          else if (row.height > 40) problems.compact.push(`${width} px: row ${row.index + 1} of one line is ${Math.round(row.height)} px tall at 紧凑`)
        }
        if (width === 1280 && (measured.fit < 14 || measured.inView < Math.min(14, measured.rows.length))) {
          problems.fit.push(`${measured.inView} rows in view, room for ${measured.fit}, at 1280×800 紧凑`)
        }
      }
      expect.soft(problems.pinned, `${name}: data cells under a pinned column`).toEqual([])
      expect.soft(problems.compact, `${name}: 紧凑 rows`).toEqual([])
      expect.soft(problems.fit, `${name}: rows shown at 紧凑`).toEqual([])
      expect.soft(found, `${name}: the list-wide actions`).toEqual(LIST_ACTIONS[name] ?? [])
      expect.soft(problems.actions, `${name}: the list-wide actions’ place`).toEqual([])
    }
  })
})
