import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'

/** The operator's preferences over real HTTP (`npm run api:offline`): two people, two documents; a stale save refused. */

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())

async function signIn(target: OfflineBackend, username: string, password: string) {
  const send = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }
    const response = await fetch(`${target.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
    return { status: response.status, envelope: response.status === 200 ? ((await response.json()) as { code: number; data: Record<string, unknown> }) : null }
  }
  const login = await send('POST', '/login', { username, password })
  const token = String(login.envelope!.data.access_token)
  return (method: string, path: string, body?: unknown) => send(method, path, body, token)
}

describe('preferences on the offline backend', () => {
  it('keeps each operator’s own document and refuses a save from a version it no longer has', async () => {
    const admin = await signIn(backend, 'admin', 'admin123')
    const adminElsewhere = await signIn(backend, 'admin', 'admin123')
    const editor = await signIn(backend, 'editor', 'editor123')
    const saved = await admin('PUT', '/me/preferences', { version: 0, appearance: 'dark', lists: { domain: { hidden: ['theme'], density: 'compact' } } })
    expect(saved.envelope).toMatchObject({ code: 0, data: { version: 1, appearance: 'dark' } })
    // the same operator in a second browser reads it; the other operator does not
    expect((await adminElsewhere('GET', '/me/preferences')).envelope!.data).toEqual({
      version: 1,
      appearance: 'dark',
      lists: { domain: { hidden: ['theme'], density: 'compact' } },
    })
    expect((await editor('GET', '/me/preferences')).envelope!.data).toEqual({ version: 0 })
    const stale = await adminElsewhere('PUT', '/me/preferences', { version: 0, appearance: 'light' })
    expect(stale.envelope).toMatchObject({ code: 1460, data: { current: { version: 1, appearance: 'dark' } } })
  })

  it('answers 404 for both, and does not list them, when started without them', async () => {
    const without = ['GET /api/me/preferences', 'PUT /api/me/preferences']
    const partial = await startOfflineBackend({ port: 0, without })
    try {
      const admin = await signIn(partial, 'admin', 'admin123')
      expect((await admin('GET', '/me/preferences')).status).toBe(404)
      expect((await admin('PUT', '/me/preferences', { version: 0 })).status).toBe(404)
      const listed = (await admin('GET', '/capabilities')).envelope!.data.optional as string[]
      expect(listed.filter((key) => key.includes('/me/preferences'))).toEqual([])
      expect(listed).toContain('GET /api/me')
    } finally {
      await partial.close()
    }
  })
})
