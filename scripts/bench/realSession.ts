import { chromium, type Locator, type Page } from 'playwright-core'
import { startFakeApi, type FakeApi } from '../../tests/e2e/support/fakeApi'
import { serveBuild } from '../../tests/e2e/support/servers'
import { LIST_FRESH_MS } from '../../src/routes/listEnter'
import { CHROMIUM, CHROMIUM_ARGS } from './fcp'

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

export interface RealSession {
  api: FakeApi
  page: Page
  /** A link of the sidebar's menu, by its label. */
  menu(label: string): Locator
  /**
   * Back to 首页, the pointer away from the menu, the shell's own requests of the path change answered, and the list
   * pages the router keeps no longer fresh: the next step loads its list as a first visit does, not from the cache.
   */
  home(): Promise<void>
}

/**
 * The real-API build against the browser tests' fake API (tests/e2e/support/fakeApi.ts) answering after `latencyMs`:
 * one browser, signed in once on the home page, for the steps of `run`; everything is closed afterwards.
 */
export async function withRealSession<T>(realDir: string, latencyMs: number, run: (session: RealSession) => Promise<T>): Promise<T> {
  const api = await startFakeApi()
  api.setLatency(latencyMs)
  const server = await serveBuild(realDir, { apiTarget: api.url })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
    const menu = (label: string) => page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: label, exact: true })
    const greeting = page.getByRole('heading', { level: 1, name: /你好/ })
    const home = async () => {
      await menu('首页').click()
      await greeting.waitFor()
      await page.mouse.move(900, 600)
      // three answers' time (theme names, pending count, a straggler), and the kept pages' freshness run out
      await page.waitForTimeout(Math.max(LIST_FRESH_MS + 300, 3 * latencyMs))
    }
    await page.goto(`${server.url}/login`)
    await page.locator('input[name="username"]').fill('admin')
    await page.locator('input[name="password"]').fill('admin123')
    await page.locator('button[type=submit]').click()
    await greeting.waitFor()
    return await run({ api, page, menu, home })
  } finally {
    await browser.close()
    await server.close()
    await api.close()
  }
}
