import { makeServer, type MockServer } from './server'

declare global {
  interface Window {
    /** Demo builds only: lets browser tests switch scenarios (latency, faults, token lifetime). */
    __mirage?: MockServer
  }
}

/** Loaded lazily by main.tsx in demo builds, before the router is created (Mirage replaces the global Response). */
export function startMockServer(): MockServer {
  const mock = makeServer({ environment: 'development' })
  window.__mirage = mock
  return mock
}
