import { describe, inject } from 'vitest'
import { configureMirage, mirageRequests } from './support/browser'
import { coreTests, type Backend } from './support/coreTests'
import { BUSINESS_ERROR } from './support/fakeApi'
import { demoChromium } from './support/servers'

/** The demo build (`vite build --mode demo`): Mirage answers /api inside the page. */
describe.skipIf(inject('e2eSkip'))('demo build in Chromium', () => {
  const chrome = demoChromium()

  // Mirage lives in the page: its scenario and its request log start over with every page load
  const backend: Backend = {
    requests: async (page, path) => (await mirageRequests(page, path)).length,
    lastAuthorization: async (page, path) => (await mirageRequests(page, path)).at(-1)?.authorization,
    renewEverything: (page, ttl) => configureMirage(page, { tokenTtl: ttl, renewWithin: 365 * 24 * 3600 }),
    failThemesOnce: (page, kind) => configureMirage(page, { fault: { kind, path: '/api/theme', times: 1, ...BUSINESS_ERROR } }),
  }

  coreTests(chrome, backend)
})
