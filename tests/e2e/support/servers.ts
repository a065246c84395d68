import { basename, dirname } from 'node:path'
import { preview } from 'vite'
import { afterAll, beforeAll, inject } from 'vitest'
import { chromiumSuite, type ChromiumSuite } from './browser'
import { startFakeApi, type FakeApi } from './fakeApi'

export interface StaticServer {
  /** Origin of the server, without a trailing slash: `http://127.0.0.1:41234`. */
  url: string
  close(): Promise<void>
}

/**
 * The Content-Security-Policy the production build is meant to run under (README): scripts only from the app's own
 * origin; Radix Themes sets style attributes and the toasts insert a <style>, hence the two style exceptions.
 */
export const PRODUCTION_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * Serves a built folder with Vite's preview server (SPA fallback included) on a free port. With `apiTarget`, `/api`
 * is proxied there with changeOrigin, as `API_TARGET=<url> npm run preview` does; `headers` go on every answer.
 */
export async function serveBuild(outDir: string, { apiTarget, headers }: { apiTarget?: string; headers?: Record<string, string> } = {}): Promise<StaticServer> {
  const server = await preview({
    // the folder's parent as root: Vite warns when outDir is the root itself
    root: dirname(outDir),
    configFile: false,
    logLevel: 'warn',
    build: { outDir: basename(outDir) },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: true,
      open: false,
      proxy: apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined,
      headers,
    },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('the preview server has no TCP address')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  }
}

/**
 * For a test file about the demo build: serves it for the file's lifetime and drives Chromium against it, logging the
 * requests Mirage answers inside the page (see `mirageRequests`); `motion` as in `chromiumSuite`. Call inside a
 * `describe`.
 */
export function demoChromium({ motion = false }: { motion?: boolean } = {}): ChromiumSuite {
  let server: StaticServer | undefined
  beforeAll(async () => {
    server = await serveBuild(inject('e2eBuilds').demo)
  })
  afterAll(async () => {
    await server?.close()
  })
  return chromiumSuite({ baseURL: () => server!.url, logMirage: true, motion })
}

/**
 * For a test file about the real-API build: the fake API and the build (its /api proxied there, under the production
 * CSP) for the file's lifetime, and Chromium against them. Call inside a `describe`.
 */
export function realApiChromium(): { chrome: ChromiumSuite; api: () => FakeApi } {
  let api: FakeApi | undefined
  let server: StaticServer | undefined
  beforeAll(async () => {
    api = await startFakeApi()
    server = await serveBuild(inject('e2eBuilds').real, { apiTarget: api.url, headers: { 'Content-Security-Policy': PRODUCTION_CSP } })
  })
  afterAll(async () => {
    await server?.close()
    await api?.close()
  })
  return { chrome: chromiumSuite({ baseURL: () => server!.url }), api: () => api! }
}
