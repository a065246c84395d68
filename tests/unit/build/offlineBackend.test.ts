import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domains } from '../../../src/api/operations/domains'
import { themes } from '../../../src/api/operations/themes'
import { parseOfflineArgs } from '../../../scripts/apiOffline'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'

/**
 * `npm run api:offline` (scripts/offline/): the demo's Mirage handlers and seed behind a real HTTP server, called here
 * with Node's fetch as any HTTP client would.
 */

const json = { 'Content-Type': 'application/json' }
const PENDING = 'GET /api/comments/pending-count'

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())

const api = (path: string, init: RequestInit = {}) => fetch(`${backend.url}/api${path}`, init)

async function login(): Promise<string> {
  const response = await api('/login', { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })
  const body = (await response.json()) as { code: number; data: { access_token: string; expires_in: number } }
  expect(response.status).toBe(200)
  expect(body.code).toBe(0)
  return body.data.access_token
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('the offline backend over HTTP', () => {
  it('listens on 127.0.0.1 at the port it was given (0: a free one)', () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(backend.url).not.toMatch(/:0$/)
  })

  it('signs in and answers a page of domains to the token, in the shape the client accepts', async () => {
    const token = await login()
    const response = await api('/domains?page=2&pageSize=5', { headers: bearer(token) })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { code: number; data: unknown }
    expect(body.code).toBe(0)
    expect(v.parse(domains.list.answer as v.GenericSchema, body.data)).toMatchObject({ page: 2, pageSize: 5, total: backend.mock.server.db.domains.length })
  })

  it('answers 401 with an envelope without a token, and 404 outside the contract table', async () => {
    const response = await api('/domains')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null })
    expect((await fetch(`${backend.url}/index.html`)).status).toBe(404)
    expect((await api('/nothing-here', { headers: bearer(await login()) })).status).toBe(404)
    // a method the path does not have
    expect((await api('/theme', { method: 'DELETE', headers: bearer(await login()) })).status).toBe(404)
  })

  it('hands a multipart upload to the handler as a FormData holding the file, name and bytes kept', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])]), 'contract-theme.zip')
    const response = await api('/themes/3/package', { method: 'POST', headers: bearer(await login()), body: form })
    const body = (await response.json()) as { code: number; data: unknown }
    expect(body.code).toBe(0)
    expect(v.parse(themes.update.answer as v.GenericSchema, body.data)).toMatchObject({ id: '3', packageName: 'contract-theme.zip', packageSize: 22 })
    // the same Mirage database the handlers wrote to
    expect(backend.mock.server.db.themes.find('3')).toMatchObject({ packageName: 'contract-theme.zip' })
  })

  it('sends an export as text/csv with its file name and the UTF-8 BOM the handler wrote', async () => {
    const response = await api('/domains/export?status=active', { headers: bearer(await login()) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="domains-\d{8}\.csv"/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toContain('域名,主题,状态')
  })

  it('renews a token close to expiry with New-Token and New-Expires-In', async () => {
    backend.mock.configure({ tokenTtl: 60, renewWithin: 120 })
    try {
      const response = await api('/theme', { headers: bearer(await login()) })
      expect(response.status).toBe(200)
      expect(response.headers.get('new-expires-in')).toBe('60')
      const renewed = response.headers.get('new-token')!
      expect((await api('/theme', { headers: bearer(renewed) })).status).toBe(200)
    } finally {
      backend.mock.configure({ tokenTtl: 7200, renewWithin: 600 })
    }
    const fresh = await api('/theme', { headers: bearer(await login()) })
    expect(fresh.headers.get('new-token')).toBeNull()
  })

  it('answers a CORS preflight with 204, and lets another origin read the renewal and download headers', async () => {
    const preflight = await api('/domains/status', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*content-type|content-type.*authorization/)
    const answer = await api('/theme', { headers: { ...bearer(await login()), Origin: 'http://localhost:4173' } })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('access-control-expose-headers')).toBe('new-token, new-expires-in, content-disposition')
  })

  it('counts the requests each operation answered, by key', async () => {
    const before = backend.hits()
    const token = await login()
    await api('/domains/options', { headers: bearer(token) })
    await api('/domains/7', { method: 'PUT', headers: { ...bearer(token), ...json }, body: JSON.stringify({ title: '改过的标题' }) })
    await api('/domains/options')
    const after = backend.hits()
    const added = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
    expect(added('GET /api/domains/options')).toBe(2)
    expect(added('PUT /api/domains/:id')).toBe(1)
    expect(added('POST /api/login')).toBe(1)
    expect(added('GET /api/themes')).toBe(0)
  })
})

describe('a backend without an optional operation', () => {
  it('answers it a plain 404 and leaves it out of GET /api/capabilities', async () => {
    const partial = await startOfflineBackend({ port: 0, without: [PENDING] })
    try {
      const headers = bearer(await login())
      const missing = await fetch(`${partial.url}/api/comments/pending-count`, { headers })
      expect(missing.status).toBe(404)
      const capabilities = (await (await fetch(`${partial.url}/api/capabilities`, { headers })).json()) as { data: { optional: string[] } }
      expect(capabilities.data.optional).not.toContain(PENDING)
      expect(capabilities.data.optional).toContain('POST /api/domains/restore')
      // the other backend in the same process still has it
      expect((await api('/comments/pending-count', { headers })).status).toBe(200)
    } finally {
      await partial.close()
    }
  })
})

describe('npm run api:offline options', () => {
  it('defaults to 127.0.0.1:8787 with every operation', () => {
    expect(parseOfflineArgs([])).toEqual({ port: 8787, host: '127.0.0.1', without: [], otherOperator: null })
    expect(parseOfflineArgs(['--port', '0', '--without', `${PENDING}, POST /api/domains/restore`])).toMatchObject({
      port: 0,
      without: [PENDING, 'POST /api/domains/restore'],
    })
  })

  it('refuses unknown options, a bad port and keys that are not optional operations', () => {
    expect(parseOfflineArgs(['--prot', '1'])).toEqual({ error: expect.stringMatching(/--prot/) })
    expect(parseOfflineArgs(['--port', 'http'])).toEqual({ error: expect.stringMatching(/--port/) })
    expect(parseOfflineArgs(['--without', 'GET /api/domains'])).toEqual({ error: expect.stringMatching(/not an optional operation.*GET \/api\/domains/) })
  })
})
