import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../../../src/api/operations/auth'
import { preferences, preferencesSave } from '../../../src/api/operations/preferences'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'
import type { Ctx } from '../../../scripts/contract/checks'
import { Session } from '../../../scripts/contract/http'
import { newKit } from '../../../scripts/contract/kit'
import { Lines } from '../../../scripts/contract/lines'
import { preferencesChecks } from '../../../scripts/contract/preferences'
import { startProxy, type Rules } from './contractProxy'

/**
 * The kit's checks of GET / PUT /api/me/preferences (scripts/contract/preferences.ts), run on their own against the
 * offline backend, directly and behind a proxy that breaks one rule: they pass the backend, leave the operator's
 * preferences as they were, and name the broken rule.
 */

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())

async function check(target: string, write = true) {
  const session = new Session(`${target}/api`)
  const signedIn = await session.call(login, { body: { username: 'admin', password: 'admin123' } })
  session.token = String((signedIn.envelope!.data as { access_token: string }).access_token)
  const ctx: Ctx = { session, lines: new Lines() }
  await preferencesChecks(ctx, newKit(), write)
  const line = (key: string) => {
    const found = ctx.lines.all().find((entry) => entry.op.key === key)!
    return { status: found.status, detail: [...found.problems, ...found.notes].join('; ') }
  }
  return { read: line(preferences.key), save: line(preferencesSave.key), session }
}

async function throughProxy(rules: Rules) {
  const proxy = await startProxy(backend.url, rules)
  try {
    return await check(proxy.url)
  } finally {
    await proxy.close()
  }
}

const mine = { version: 0, appearance: 'dark', lists: { domain: { hidden: ['theme'], density: 'compact' } } }

describe('the kit’s checks of the operator’s preferences', { timeout: 30_000 }, () => {
  it('pass the offline backend, and put the operator’s own preferences back', async () => {
    const first = await check(backend.url)
    // the operator already has choices of their own: the kit saves beside them and puts them back
    await first.session.call(preferencesSave, { body: { ...mine, version: 2 } })
    const { read, save, session } = await check(backend.url)
    expect(read).toEqual({ status: 'ok', detail: expect.stringContaining('the signed-in operator’s preferences') })
    expect(save.status).toBe('ok')
    expect(save.detail).toMatch(/from version 4 \(it has 3\) → 1460/)
    expect(save.detail).toContain('version -1 → 1400')
    const kept = (await session.call(preferences)).envelope!.data
    expect(kept).toEqual({ ...mine, version: 5 })
  })

  it('only read without --write', async () => {
    const { read, save } = await check(backend.url, false)
    expect([read.status, save.status]).toEqual(['ok', 'not checked'])
  })

  it('fail a backend that saves from any version', async () => {
    const { save } = await throughProxy({
      request: (body) => ('appearance' in body || 'lists' in body || 'version' in body ? { ...body, version: undefined } : body),
    })
    expect(save.status).not.toBe('ok')
    expect(save.detail).toMatch(/expected code 1460/)
  })

  it('fail a document the client could only read in part', async () => {
    const { read } = await throughProxy({
      response: (method, path, body) => {
        if (method !== 'GET' || path !== '/api/me/preferences') return body
        const envelope = JSON.parse(body) as { data: Record<string, unknown> }
        return JSON.stringify({ ...envelope, data: { ...envelope.data, appearance: 'purple' } })
      },
    })
    expect(read).toMatchObject({ status: 'wrong shape', detail: expect.stringContaining('appearance') })
  })

  it('say missing for a backend without them', async () => {
    const { read, save } = await throughProxy({ answer: (_method, path) => (path === '/api/me/preferences' ? { status: 404, body: 'Not Found' } : undefined) })
    expect([read.status, save.status]).toEqual(['missing', 'not checked'])
  })
})
