import { chromium, type BrowserServer } from 'playwright-core'

/** Debian's Chromium: the browser tests never download one. */
export const CHROMIUM = '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The one Chromium of a test run, started by the global setup: each file connects to it (`chromium.connect`) and
 * works in contexts of its own, so a file no longer pays for launching and closing a browser.
 */
export const launchChromiumServer = (): Promise<BrowserServer> => chromium.launchServer({ executablePath: CHROMIUM, args: ARGS })
