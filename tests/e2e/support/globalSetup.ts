import { existsSync } from 'node:fs'
import type { BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { acquireBuilds } from './builds'
import { CHROMIUM, launchChromiumServer } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when Chromium is missing outside CI: every browser test is skipped (the budget test still runs). */
    e2eSkip: boolean
    /** Absolute paths of the two bundles: `real` is always built, `demo` only when the browser tests run. */
    e2eBuilds: { demo: string; real: string }
    /** The WebSocket address of the run's one Chromium (empty when the browser tests are skipped). */
    e2eChromium: string
  }
}

/**
 * One build of each bundle per run, with a manifest: the real-API build for the size budgets (no browser needed)
 * and the browser tests, the demo build for the browser tests only.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // shared with the e2e-firefox project: each bundle is built once per run (in a folder of the run's own)
  const shared = acquireBuilds(project.config.root)
  project.provide('e2eBuilds', shared.builds)

  const browser = existsSync(CHROMIUM)
  if (!browser) {
    if (process.env.CI === 'true') {
      throw new Error(`Chromium not found at ${CHROMIUM}: browser tests are mandatory in CI (apt-get install chromium)`)
    }
    console.warn(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install chromium); the size budgets still run`)
  }
  project.provide('e2eSkip', !browser)

  let server: BrowserServer | undefined
  try {
    await shared.build('production')
    if (browser) {
      await shared.build('demo')
      server = await launchChromiumServer()
    }
  } catch (error) {
    await shared.release()
    throw error
  }
  project.provide('e2eChromium', server?.wsEndpoint() ?? '')
  return async () => {
    await server?.close()
    await shared.release()
  }
}
