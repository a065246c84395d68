// @vitest-environment happy-dom — what a session found missing is kept in the browser's sessionStorage
import { describe, expect, it } from 'vitest'
import { AUTH_KEY, clearStoredSession, readKnownMissing, readStoredSession, writeKnownMissing, writeStoredSession } from '../../src/app/storage'
import { capabilities } from '../../src/http/capabilities'
import { installHttp } from '../../src/http/client'

const session = { token: 'abc.def.ghi', expiresIn: '7200' }
const audit = { key: 'GET /api/audit', optional: true } as const
const stored = () => JSON.parse(sessionStorage.getItem(AUTH_KEY)!) as Record<string, unknown>
/** The page's session holds `token` (what the auth machine restored from the entry, or signed in with), wired as createSession wires it. */
const holding = (token: string) =>
  installHttp({
    getToken: () => token,
    getSessionId: () => 0,
    knownMissing: () => readKnownMissing(token),
    rememberMissing: (missing) => writeKnownMissing(missing),
  })

describe('what the session found missing, kept with the stored session', () => {
  it('is kept through a page load (the module’s memory gone) and a token renewal, and cleared with the session', () => {
    writeStoredSession(session)
    holding(session.token)
    capabilities.missing({ ...audit, method: 'GET', path: '/audit' } as never, 404)
    expect(stored()).toEqual({ ...session, missing: { 'GET /api/audit': 404 } })
    // a reload: the module starts from nothing but what the tab kept
    capabilities.forget()
    expect(capabilities.has(audit)).toBe(false)
    expect(capabilities.missingStatus(audit)).toBe(404)
    // a renewal rewrites the entry with the new token; the memory stays with it
    writeStoredSession({ token: 'new.token.here', expiresIn: '3600' })
    expect(stored()).toEqual({ token: 'new.token.here', expiresIn: '3600', missing: { 'GET /api/audit': 404 } })
    holding('new.token.here')
    capabilities.forget()
    expect(capabilities.has(audit)).toBe(false)
    // signing out clears the entry: the next sign-in's session starts afresh
    clearStoredSession()
    writeStoredSession(session)
    expect(stored()).toEqual(session)
    capabilities.forget()
    expect(capabilities.has(audit)).toBe(true)
  })

  it('is not this page’s beside another token, or without one (signed out)', () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify({ ...session, missing: { 'GET /api/audit': 404 } }))
    expect(readKnownMissing(session.token)).toEqual({ 'GET /api/audit': 404 })
    expect(readKnownMissing('another.token.x')).toEqual({})
    expect(readKnownMissing('')).toEqual({})
    holding('')
    capabilities.forget()
    expect(capabilities.has(audit)).toBe(true)
  })

  it('is not written without a stored session (signed out)', () => {
    writeKnownMissing({ 'GET /api/audit': 404 })
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it.each([
    ['a string', 'GET /api/audit'],
    ['an array', [404]],
    ['null', null],
    ['a status that does not say missing', { 'GET /api/audit': 200 }],
    ['a status that is not a number', { 'GET /api/audit': '404' }],
    ['a key that is not an operation', { '<img src=x onerror=alert(1)>': 404, 'GET audit': 404 }],
  ])('ignores %s, and keeps the session', (_case, missing) => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify({ ...session, missing }))
    expect(readKnownMissing(session.token)).toEqual({})
    expect(readStoredSession()).toEqual(session)
    holding(session.token)
    capabilities.forget()
    expect(capabilities.has(audit)).toBe(true)
  })

  it('keeps the well-formed entries of a partly forged memory', () => {
    sessionStorage.setItem(AUTH_KEY, JSON.stringify({ ...session, missing: { 'GET /api/audit': 405, 'GET /api/me': 'x', x: 404 } }))
    expect(readKnownMissing(session.token)).toEqual({ 'GET /api/audit': 405 })
  })

  it('reads nothing from corrupt or refused storage', () => {
    sessionStorage.setItem(AUTH_KEY, '{"token": ')
    expect(readKnownMissing(session.token)).toEqual({})
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    } as unknown as Storage
    expect(readKnownMissing(session.token, refusing)).toEqual({})
  })
})
