import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { serveBuild } from '../tests/e2e/support/servers'

export const CHROMIUM = '/usr/bin/chromium'

/** The sections visited for the heap figure, by their menu labels, and the one whose rows are timed. */
const SECTIONS = ['主题列表', '域名管理', '反链管理', '留言管理', '文章列表', '文章推送']
export const ROWS_SECTION = { label: '域名管理', path: '/domain' }

export interface BrowserRun {
  /** First contentful paint of /login, ms from navigation start. */
  fcp: number
  /** Click on 登陆 to the first frame painted with the shell's menu, ms. */
  signIn: number
  /** Click on a menu item (no hover first: the chunk is not preloaded) to the first frame painted with its rows, ms. */
  menuToRows: number
  /** JS heap in use after visiting every section and a forced garbage collection, bytes. */
  heap: number
}

export interface BrowserFigures {
  chromium: string
  runs: BrowserRun[]
  median: BrowserRun
}

/**
 * Clicks the first `clickable` whose text starts with `text` and resolves with the ms from the click to the frame after
 * the one in which `done` (a CSS selector) first matches: polled once a frame, in the page.
 */
const clickToPaint = (page: Page, clickable: string, text: string, done: string) =>
  page.evaluate(
    ([selector, label, wanted]) =>
      new Promise<number>((resolve, reject) => {
        const target = [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.startsWith(label))
        if (!target) return reject(new Error(`nothing to click: ${selector} "${label}"`))
        const t0 = performance.now()
        target.click()
        const check = () => (document.querySelector(wanted) ? requestAnimationFrame(() => resolve(performance.now() - t0)) : requestAnimationFrame(check))
        requestAnimationFrame(check)
      }),
    [clickable, text, done] as const,
  )
const MENU_LINK = 'nav[aria-label="主菜单"] a'

async function oneRun(context: BrowserContext, origin: string): Promise<BrowserRun> {
  const page = await context.newPage()
  await page.goto(`${origin}/login`)
  await page.getByRole('button', { name: '登陆' }).waitFor()
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        const found = read()
        if (found !== undefined) return resolve(found)
        new PerformanceObserver(() => read() !== undefined && resolve(read()!)).observe({ type: 'paint', buffered: true })
      }),
  )

  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel('密码').fill('admin123')
  const signIn = await clickToPaint(page, 'button', '登陆', 'nav[aria-label="主菜单"]')
  await page.getByRole('heading', { level: 1, name: /欢迎回来/ }).waitFor()

  // the first row's checkbox (选择 <domain>): rows, not the loading placeholders
  const menuToRows = await clickToPaint(page, MENU_LINK, ROWS_SECTION.label, 'main table button[role="checkbox"]:not([aria-label="选择本页全部"])')

  for (const label of SECTIONS) {
    await page.locator(MENU_LINK).filter({ hasText: new RegExp(`^${label}`) }).click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: label }).waitFor()
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await page.close()
  return { fcp, signIn, menuToRows, heap: usedSize }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The demo build served by Vite's preview server, measured `runs` times, each in a fresh browser context. */
export async function measureInChromium(demoDir: string, runs: number): Promise<BrowserFigures> {
  const server = await serveBuild(demoDir)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  try {
    const results: BrowserRun[] = []
    for (let run = 0; run < runs; run += 1) {
      // a fresh context: empty cache and storage, as a first visit
      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })
      context.setDefaultTimeout(30_000)
      try {
        results.push(await oneRun(context, server.url))
      } finally {
        await context.close()
      }
    }
    const pick = (key: keyof BrowserRun) => median(results.map((result) => result[key]))
    return {
      chromium: browser.version(),
      runs: results,
      median: { fcp: pick('fcp'), signIn: pick('signIn'), menuToRows: pick('menuToRows'), heap: pick('heap') },
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
