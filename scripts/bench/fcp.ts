import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'
/** The flags measure-browser.mjs launches Chromium with, for every browser the bench starts itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Registered before the app's own scripts: keeps the first-contentful-paint entry where the bench can read it. */
function keepFcp() {
  const held = window as unknown as { benchFcp?: number }
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0]
    if (entry) held.benchFcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
}

/**
 * The first contentful paint of a login page (ms from navigation start), read from its paint entry in a fresh browser
 * context (empty cache and storage, as a first visit), with the same flags measure-browser.mjs launches Chromium with.
 */
export class FcpProbe {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<FcpProbe> {
    return new FcpProbe(await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }))
  }

  async measure(loginUrl: string): Promise<number> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      await context.addInitScript(keepFcp)
      const page = await context.newPage()
      await page.goto(loginUrl, { waitUntil: 'load', timeout: 30_000 })
      const fcp = await page.waitForFunction(() => (window as unknown as { benchFcp?: number }).benchFcp, null, { timeout: 30_000 })
      return (await fcp.jsonValue()) as number
    } finally {
      await context.close()
    }
  }

  close = () => this.browser.close()
}
