// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import { CONFLICT_CODE } from '../../../src/api/versions'
import { issueToken } from '../../../src/mock-server/tokens'
import { call, withServer } from './operatorsHarness'

// GET / PUT /api/me/preferences: one document per operator, saved only from the version it was read at.

withServer()

const admin = issueToken('admin', 3600)
const editor = issueToken('editor', 3600)
const chosen = { lists: { domain: { hidden: ['keywords'], density: 'compact' } }, appearance: 'dark', recents: [{ type: 'page', to: '/domain' }] }

describe('GET / PUT /api/me/preferences', () => {
  it('keeps one document per operator: version 0 and no choice until the first save', async () => {
    expect((await call('GET', '/me/preferences', undefined, admin)).data).toEqual({ version: 0 })
    const saved = await call('PUT', '/me/preferences', { version: 0, ...chosen }, admin)
    expect(saved).toMatchObject({ code: 0, data: { version: 1, ...chosen } })
    expect((await call('GET', '/me/preferences', undefined, admin)).data).toEqual({ version: 1, ...chosen })
    // the other operator has none of them
    expect((await call('GET', '/me/preferences', undefined, editor)).data).toEqual({ version: 0 })
  })

  it('refuses a save from another version with 1460 and the document as it is now, changing nothing', async () => {
    await call('PUT', '/me/preferences', { version: 0, appearance: 'dark' }, admin)
    // a second browser that read version 0 too
    const refused = await call('PUT', '/me/preferences', { version: 0, appearance: 'light' }, admin)
    expect(refused).toMatchObject({ code: CONFLICT_CODE, data: { current: { version: 1, appearance: 'dark' } } })
    expect((await call('GET', '/me/preferences', undefined, admin)).data).toEqual({ version: 1, appearance: 'dark' })
    // from the version it now knows, it goes; the whole document is replaced
    expect((await call('PUT', '/me/preferences', { version: 1, lists: chosen.lists }, admin)).data).toEqual({ version: 2, lists: chosen.lists })
  })

  it('refuses a body that is not a document with 1400', async () => {
    const bodies = [
      { appearance: 'dark' },
      { version: -1 },
      { version: 0, appearance: 'purple' },
      { version: 0, lists: { domain: { hidden: 'x', density: 'compact' } } },
    ]
    const codes = []
    for (const body of bodies) codes.push((await call('PUT', '/me/preferences', body, admin)).code)
    expect(codes).toEqual(bodies.map(() => 1400))
    expect((await call('GET', '/me/preferences', undefined, admin)).data).toEqual({ version: 0 })
  })
})
