import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { holdMirage, LAPTOP, menuLink, openWithSession } from './support/browser'
import { LISTS } from './support/lists'
import { demoChromium } from './support/servers'

const WIDTHS = [390, 1024, 1280, 1440] as const

/** Where the fixed parts of a list screen are and how tall its rows are, measured in the page. */
interface Measure {
  /** How far the whole page scrolls sideways (0: not at all). */
  pageOverflow: number
  tops: { heading: number; toolbar: number; header: number; pagination: number }
  rowHeights: number[]
}

function measure(page: Page, table: string): Promise<Measure> {
  return page.evaluate((name) => {
    const caption = [...document.querySelectorAll('caption')].find((element) => element.textContent === name)!
    const tableElement = caption.closest('table')!
    const top = (element: Element | null | undefined) => (element ? Math.round(element.getBoundingClientRect().top) : -1)
    const scroller = document.scrollingElement!
    return {
      pageOverflow: scroller.scrollWidth - document.documentElement.clientWidth,
      tops: {
        heading: top(document.querySelector('main h1')),
        toolbar: top(document.querySelector('main [role="search"]')),
        header: top(tableElement.tHead),
        pagination: top(document.querySelector('main nav[aria-label="分页"]')),
      },
      // the skeleton is one row standing for a page of rows (--skeleton-rows), each drawn as tall as a data row
      rowHeights: [...tableElement.tBodies[0].rows].flatMap((row) => {
        const count = Number(getComputedStyle(row).getPropertyValue('--skeleton-rows')) || 1
        return Array.from({ length: count }, () => row.getBoundingClientRect().height / count)
      }),
    }
  }, table)
}

/**
 * The row controls of the rows in view: each must lie inside the table's box and the window and be what a click at
 * its centre hits. With the table wider than its box, the box is scrolled halfway first: the selection column must
 * still be at the box's left and 操作 at its right. Returns the problems found, one line each.
 */
function checkColumns(page: Page, table: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const problems: string[] = []
    const caption = [...document.querySelectorAll('caption')].find((element) => element.textContent === name)!
    const tableElement = caption.closest('table')!
    // the element that scrolls the table sideways: the nearest ancestor wider inside than outside
    let box: HTMLElement | null = tableElement.parentElement
    while (box && box !== document.body && !(box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible')) {
      box = box.parentElement
    }
    const scrolls = !!box && box !== document.body
    const frame = (scrolls ? box! : tableElement).getBoundingClientRect()
    const inView = (rect: DOMRect) => rect.bottom <= Math.min(frame.bottom, innerHeight) && rect.top >= Math.max(frame.top, 0)
    const rows = [...tableElement.tBodies[0].rows].filter((row) => inView(row.getBoundingClientRect())).slice(0, 6)
    const hits = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return !!hit && (hit === element || element.contains(hit))
    }
    const check = (when: string) => {
      for (const row of rows) {
        const actions = row.cells[row.cells.length - 1]
        for (const button of actions.querySelectorAll('button, a')) {
          const rect = button.getBoundingClientRect()
          const label = `${when}: ${button.textContent} in row ${row.rowIndex}`
          if (rect.left < frame.left - 1 || rect.right > frame.right + 1 || rect.right > document.documentElement.clientWidth + 1) {
            problems.push(
              `${label} is outside the box (${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(frame.left)}–${Math.round(frame.right)})`,
            )
          } else if (!hits(button)) problems.push(`${label} is covered`)
        }
        const checkbox = row.cells[0].querySelector('input[type="checkbox"]')
        if (checkbox) {
          const rect = checkbox.getBoundingClientRect()
          if (rect.left < frame.left - 1 || rect.right > frame.right + 1) problems.push(`${when}: the checkbox of row ${row.rowIndex} is outside the box`)
          else if (!hits(checkbox)) problems.push(`${when}: the checkbox of row ${row.rowIndex} is covered`)
        }
      }
    }
    check('at rest')
    if (scrolls) {
      box!.scrollLeft = (box!.scrollWidth - box!.clientWidth) / 2
      await new Promise(requestAnimationFrame)
      check('scrolled halfway')
      box!.scrollLeft = 0
    }
    return problems
  }, table)
}

/** Sets the window's width (800 px tall) and waits until the page has been laid out and painted at it. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
}

/**
 * Layout of the six lists at a phone's and three laptops' widths, demo build, one page opened signed in (no sign-in
 * form: no 登录成功 toast over the last rows on a phone): each list opened once from the menu, its skeleton and its data
 * measured at each width in turn. Then, on the same page, a long list in a short window and a page of 100 rows.
 */
describe.skipIf(inject('e2eSkip'))('list layout (demo build)', () => {
  const chrome = demoChromium()

  it(`at ${WIDTHS.join(', ')} px: no sideways page, 操作 and selection pinned and clickable, skeleton rows like data rows; the sidebar, the top bar and the table header in view on a long list; a 100-row page draws only the rows near the view, and its last row once scrolled to the end`, async () => {
    const page = await openWithSession(chrome, '/', { viewport: LAPTOP })
    await page.getByText('管理员', { exact: true }).waitFor()
    const problems = { topBar: [] as string[], pageScroll: [] as string[], columns: [] as string[], skeleton: [] as string[] }
    // the top bar keeps to one row inside the window, whatever it holds (the operator's name, the palette's button)
    // (a row too long for the bar spills out at its left, over the sidebar, where no scrollWidth counts it)
    for (const width of WIDTHS) {
      await resize(page, width)
      const bar = await page.locator('header').evaluate((header) => {
        const box = header.getBoundingClientRect()
        const parts = [...header.children].map((child) => child.getBoundingClientRect())
        return {
          outside: parts.filter((part) => part.left < box.left - 1 || part.right > box.right + 1).length,
          tallest: Math.max(...parts.map((part) => part.height)),
        }
      })
      if (bar.outside > 0) problems.topBar.push(`${width} px: ${bar.outside} parts of the top bar outside it`)
      // one line of text or a button
      if (bar.tallest > 40) problems.topBar.push(`${width} px: the tallest part of the top bar is ${bar.tallest} px`)
    }

    // each list opened once, its skeleton and then its data looked at in each width in turn, as a window is resized
    for (const [item, table] of LISTS) {
      // the answers wait while the skeleton is measured, then come at once
      const answers = await holdMirage(page)
      await menuLink(page, item).click()
      // this list's table (the previous screen's may still be on the page for a moment), skeleton or data
      const caption = page.locator('caption').filter({ hasText: new RegExp(`^${table}$`) })
      await page.locator('main table').filter({ has: caption }).locator('tbody tr').first().waitFor()
      const skeletons = new Map<number, Measure>()
      for (const width of WIDTHS) {
        await resize(page, width)
        skeletons.set(width, await measure(page, table))
      }
      expect(await answers.release(), `${table}: requests held while the skeleton showed`).toBeGreaterThan(0)
      // the data: rows with a checkbox or buttons (skeleton rows are hidden from the accessibility tree), painted
      await page.getByRole('table', { name: table }).getByRole('row').nth(3).waitFor()

      for (const width of WIDTHS) {
        await resize(page, width)
        const data = await measure(page, table)
        const skeleton = skeletons.get(width)!
        for (const [when, state] of [
          ['skeleton', skeleton],
          ['data', data],
        ] as const) {
          if (state.pageOverflow > 0) problems.pageScroll.push(`${table}, ${width} px, ${when}: the page scrolls ${state.pageOverflow} px sideways`)
        }
        problems.columns.push(...(await checkColumns(page, table)).map((line) => `${table}, ${width} px, ${line}`))

        const sorted = [...data.rowHeights].sort((a, b) => a - b)
        const typical = sorted[Math.floor(sorted.length / 2)]
        const tallest = Math.max(...skeleton.rowHeights)
        const shortest = Math.min(...skeleton.rowHeights)
        if (tallest > typical + 4 || shortest < typical - 4) {
          problems.skeleton.push(`${table}, ${width} px: skeleton rows ${Math.round(shortest)}–${Math.round(tallest)} px, data rows ${Math.round(typical)} px`)
        }
        for (const part of ['heading', 'toolbar', 'header', 'pagination'] as const) {
          if (Math.abs(skeleton.tops[part] - data.tops[part]) > 1) {
            problems.skeleton.push(`${table}, ${width} px: the ${part} moved from ${skeleton.tops[part]} to ${data.tops[part]} when the data came`)
          }
        }
      }
    }
    expect.soft(problems.topBar, 'the top bar on one row inside the window').toEqual([])
    expect.soft(problems.pageScroll, 'the whole page scrolls sideways').toEqual([])
    expect.soft(problems.columns, '操作 and the selection column').toEqual([])
    expect.soft(problems.skeleton, 'skeleton and data rows').toEqual([])

    // on the same page (a page load is about a second of CPU): a long list in a short window, then a page of 100 rows
    await page.setViewportSize({ width: 1280, height: 560 })
    await menuLink(page, '留言管理').click()
    await page.getByRole('table', { name: '留言列表' }).getByRole('row').nth(10).waitFor()
    await stickyParts(page)
    await page.setViewportSize(LAPTOP)
    await menuLink(page, '域名管理').click()
    await longPage(page)
  })
})

/** The sidebar and the top bar stay in view on a long list scrolled to its end, the table header at the top of its box. */
async function stickyParts(page: Page) {
  // the page as far down as it goes, then the table's rows as far as they go (whichever of the two scrolls)
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
  const table = page.getByRole('table', { name: '留言列表' })
  await table.getByRole('row').last().scrollIntoViewIfNeeded()
  await page.evaluate(() => new Promise(requestAnimationFrame))
  const placed = await page.evaluate(() => {
    const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
    const caption = [...document.querySelectorAll('caption')].find((element) => element.textContent === '留言列表')!
    const tableElement = caption.closest('table')!
    // the nearest ancestor that scrolls the rows (the page itself when none does)
    let box: HTMLElement | null = tableElement.parentElement
    while (box && box !== document.body && !(box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).overflowY !== 'visible')) box = box.parentElement
    const inPage = !box || box === document.body
    return {
      sidebar: rect('aside').top,
      menuBottom: rect('nav[aria-label="主菜单"]').bottom,
      topBar: rect('header').top,
      topBarBottom: rect('header').bottom,
      // a header cell (the cells stick, their row group does not)
      tableHeader: tableElement.tHead!.rows[0].cells[1].getBoundingClientRect().top,
      // the top of the rows' scroll area: the box's top, or (when the page scrolls them) the bottom of the top bar
      scrollArea: inPage ? rect('header').bottom : box!.getBoundingClientRect().top,
    }
  })
  expect(placed.sidebar).toBe(0)
  expect(placed.menuBottom).toBeLessThanOrEqual(560)
  expect(placed.topBar).toBe(0)
  // the header row stays at the top of its scroll area (the table box), in view under the top bar
  expect(Math.abs(placed.tableHeader - placed.scrollArea)).toBeLessThanOrEqual(1)
  expect(placed.tableHeader).toBeGreaterThanOrEqual(placed.topBarBottom - 1)
}

/** A page of 100 rows draws the rows in view and a few more; scrolling its box brings the others. */
async function longPage(page: Page) {
  await page.getByRole('table', { name: '域名列表' }).getByRole('row').nth(3).waitFor()
  await page.getByRole('combobox', { name: '每页条数' }).click()
  await page.getByRole('option', { name: '100 条/页' }).click()
  const rows = page.getByRole('table', { name: '域名列表' }).locator('tbody tr[data-row-id]')
  await page.getByText(/第 1 \/ \d+ 页/).waitFor()
  await expect.poll(() => rows.count()).toBeGreaterThan(5)
  const drawn = await rows.count()
  expect(drawn, 'rows drawn of a 100-row page').toBeLessThan(50)

  // a space stands for the rows below; scrolled to the end, the last row is drawn and in view, no space after it
  const endsWithRow = () => page.evaluate(() => document.querySelector('main tbody')!.lastElementChild!.hasAttribute('data-row-id'))
  expect(await endsWithRow()).toBe(false)
  await page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('main .data-table .rt-ScrollAreaViewport')!
    viewport.scrollTop = viewport.scrollHeight
  })
  await expect.poll(endsWithRow).toBe(true)
  expect(await rows.count(), 'rows drawn at the end of the page').toBeLessThan(50)
  expect(await rows.last().isVisible()).toBe(true)
}
