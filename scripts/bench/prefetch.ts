import { chromium, type Locator, type Page } from 'playwright-core'
import { startFakeApi } from '../../tests/e2e/support/fakeApi'
import { serveBuild } from '../../tests/e2e/support/servers'
import { CHROMIUM } from './fcp'
import { median } from './figures'

/** What issue 14 point 3 measures against: an API this far away, and a pointer resting this long on the menu item. */
export const API_LATENCY_MS = 150
export const HOVER_MS = 200
/** The figure to stay under: click → rows after a hover, as a share of click → rows without one. */
export const PREFETCH_TARGET = 0.4

export interface PrefetchFigures {
  apiLatencyMs: number
  hoverMs: number
  /** Click → the frame after the themes' first row showed, ms: each step, then the medians. */
  withoutHover: number[]
  afterHover: number[]
  medianWithoutHoverMs: number
  medianAfterHoverMs: number
  /** medianAfterHoverMs ÷ medianWithoutHoverMs; at most PREFETCH_TARGET. */
  ratio: number
}

/** Real data rows with text, as scripts/bench/apps.ts counts them: never a skeleton, the empty or the error row. */
const ROW = 'table tbody tr:not([aria-hidden]):not(:has(> td[colspan]))'

/**
 * A trusted click on `link`, to the frame after the first data row with text is in the DOM, ms. The page times it
 * itself: the click event's time stamp, then one check per frame.
 */
export async function clickToRows(page: Page, link: Locator): Promise<number> {
  await page.evaluate((rowSelector) => {
    const held = window as unknown as { benchRows?: Promise<number> }
    held.benchRows = new Promise<number>((resolve) => {
      let clickedAt = 0
      document.addEventListener('click', (event) => void (clickedAt = event.timeStamp), { capture: true, once: true })
      const shown = () => [...document.querySelectorAll(rowSelector)].some((row) => row.textContent?.trim())
      const check = () => (clickedAt && shown() ? requestAnimationFrame(() => resolve(performance.now() - clickedAt)) : requestAnimationFrame(check))
      requestAnimationFrame(check)
    })
  }, ROW)
  await link.click()
  return page.evaluate(() => (window as unknown as { benchRows: Promise<number> }).benchRows)
}

/**
 * Issue 14 point 3: menu click → rows with and without a HOVER_MS hover first, on the real-API build against the fake
 * API of the browser tests (tests/e2e/support/fakeApi.ts) answering after API_LATENCY_MS. One browser, signed in once;
 * each step goes from the home page to 主题列表 (its code loaded by a first visit, so the steps differ only by the
 * prefetch), `rounds` steps of each kind, alternating which kind comes first.
 */
export async function measurePrefetch(realDir: string, rounds: number): Promise<PrefetchFigures> {
  const api = await startFakeApi()
  api.setLatency(API_LATENCY_MS)
  const server = await serveBuild(realDir, { apiTarget: api.url })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
    const menu = (label: string) => page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: label, exact: true })
    const home = async () => {
      await menu('首页').click()
      await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
      // away from the menu, and the shell's own requests of the path change answered
      await page.mouse.move(900, 600)
      await page.waitForTimeout(3 * API_LATENCY_MS)
    }
    await page.goto(`${server.url}/login`)
    await page.locator('input[name="username"]').fill('admin')
    await page.locator('input[name="password"]').fill('admin123')
    await page.locator('button[type=submit]').click()
    await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
    // a first visit loads the screen's code, which a real menu step finds cached as well
    await clickToRows(page, menu('主题列表'))
    await home()

    const withoutHover: number[] = []
    const afterHover: number[] = []
    const step = async (hover: boolean) => {
      if (hover) {
        await menu('主题列表').hover()
        await page.waitForTimeout(HOVER_MS)
      }
      ;(hover ? afterHover : withoutHover).push(await clickToRows(page, menu('主题列表')))
      await home()
    }
    for (let round = 0; round < rounds; round += 1) {
      await step(round % 2 === 1)
      await step(round % 2 === 0)
    }
    const medianWithoutHoverMs = median(withoutHover)
    const medianAfterHoverMs = median(afterHover)
    return {
      apiLatencyMs: API_LATENCY_MS,
      hoverMs: HOVER_MS,
      withoutHover: withoutHover.map(Math.round),
      afterHover: afterHover.map(Math.round),
      medianWithoutHoverMs: Math.round(medianWithoutHoverMs),
      medianAfterHoverMs: Math.round(medianAfterHoverMs),
      ratio: Math.round((medianAfterHoverMs / medianWithoutHoverMs) * 100) / 100,
    }
  } finally {
    await browser.close()
    await server.close()
    await api.close()
  }
}

export function prefetchTable(figures: PrefetchFigures, rounds: number): string {
  const { apiLatencyMs, hoverMs, medianWithoutHoverMs, medianAfterHoverMs, ratio } = figures
  const verdict = ratio <= PREFETCH_TARGET ? 'within' : 'OVER'
  return [
    `menu click → rows (主题列表), real build, fake API at ${apiLatencyMs} ms, median of ${rounds}`,
    `  without hover${`${medianWithoutHoverMs} ms`.padStart(30)}`,
    `  after a ${hoverMs} ms hover${`${medianAfterHoverMs} ms`.padStart(25)}`,
    `  ratio${`${ratio.toFixed(2)}×`.padStart(38)}   (${verdict} the target of at most ${PREFETCH_TARGET.toFixed(2)}×)`,
  ].join('\n')
}
