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
 * The `--disable-features` list playwright-core (the pinned version) launches Chromium with (its chromiumSwitches).
 * Chromium reads one `--disable-features`, the last: to add features to it, this list is dropped from the defaults and
 * sent again with ours (`launchChromiumServer` checks that exactly one went out).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * The browser's own address-bar popup, drawn with WebUI since Chromium 15x: headless or not, every new window (each
 * page of a browser context is one) starts a renderer for it and runs its scripts and custom elements, about half the
 * CPU time of opening the app's /login in a fresh page (measured with a Chromium trace: its "WebUI Top Renderer"). No
 * test looks at the browser's address bar.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI']

const disableFeatures = (features: string[]) => `--disable-features=${features.join(',')}`

/**
 * The one Chromium of a test run, started by the global setup: each file connects to it (`chromium.connect`) and
 * works in contexts of its own, so a file no longer pays for launching and closing a browser.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: [...ARGS, disableFeatures([...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES])],
    ignoreDefaultArgs: [disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)],
  })
  const sent = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='))
  if (sent.length !== 1) {
    await server.close()
    throw new Error(
      `Chromium got ${sent.length} --disable-features switches, and reads only the last: playwright-core's own list changed; ` +
        `copy its disabledFeatures (chromiumSwitches) into PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/support/chromium.ts:\n${sent.join('\n')}`,
    )
  }
  return server
}
