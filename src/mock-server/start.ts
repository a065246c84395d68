import { indexedDbStore } from './demoStore'
import { keepDemoData, type DemoData } from './persistence'
import { makeServer, type MockServer } from './server'

declare global {
  interface Window {
    /** Demo builds only: lets browser tests switch scenarios (latency, faults, token lifetime). */
    __mirage?: MockServer
    /** Demo builds only: the kept data (browser tests wait for `saved()` before a reload). */
    backofficeDemoData?: DemoData
  }
}

/**
 * Loaded lazily by main.tsx in demo builds, before the router is created (Mirage replaces the global Response). Settles
 * once the data kept from the last visit is loaded (IndexedDB is asynchronous): no request is answered before.
 */
export async function startMockServer(): Promise<MockServer> {
  const mock = makeServer({ environment: 'development' })
  window.__mirage = mock
  window.backofficeDemoData = await keepDemoData(mock, indexedDbStore())
  return mock
}
