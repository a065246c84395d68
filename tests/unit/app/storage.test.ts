// @vitest-environment happy-dom — the session lives in the browser's sessionStorage
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSession, type Session } from '../../../src/app/session'
import { AUTH_KEY, THEMES_KEY, clearStoredSession, readStoredSession, readThemeCache, writeStoredSession, writeThemeCache } from '../../../src/app/storage'

/** A Storage that refuses every access, as some privacy modes do. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('denied', 'SecurityError')
  }
  return { length: 0, key: refuse, getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse }
}

describe('the stored session', () => {
  it('reads back what was written: token and expiresIn as a string, nothing else', () => {
    writeStoredSession({ token: 'abc.def.ghi', expiresIn: '7200', extra: 'x' } as never)
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY)!)).toEqual({ token: 'abc.def.ghi', expiresIn: '7200' })
    expect(readStoredSession()).toEqual({ token: 'abc.def.ghi', expiresIn: '7200' })
  })

  it('is null without an entry, and touches nothing', () => {
    sessionStorage.setItem('other', 'kept')
    expect(readStoredSession()).toBeNull()
    expect(sessionStorage.getItem('other')).toBe('kept')
  })

  it.each([
    ['corrupt JSON', '{"token": "abc", '],
    ['an empty string', ''],
    ['expiresIn as a number', JSON.stringify({ token: 'abc', expiresIn: 7200 })],
    ['no token', JSON.stringify({ expiresIn: '7200' })],
    ['an empty token', JSON.stringify({ token: '', expiresIn: '7200' })],
    ['a blank token', JSON.stringify({ token: '   ', expiresIn: '7200' })],
    ['a token that is not a string', JSON.stringify({ token: 42, expiresIn: '7200' })],
    ['an array', JSON.stringify(['abc', '7200'])],
    ['null', 'null'],
    ['a bare string', JSON.stringify('abc')],
  ])('means signed out, with the entry cleared, for %s', (_case, raw) => {
    sessionStorage.setItem(AUTH_KEY, raw)
    expect(() => readStoredSession()).not.toThrow()
    sessionStorage.setItem(AUTH_KEY, raw)
    expect(readStoredSession()).toBeNull()
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it('never throws when the storage refuses access', () => {
    const storage = refusingStorage()
    expect(readStoredSession(storage)).toBeNull()
    expect(() => writeStoredSession({ token: 't', expiresIn: '1' }, storage)).not.toThrow()
    expect(() => clearStoredSession(storage)).not.toThrow()
    expect(readThemeCache(storage)).toEqual([])
  })

  it('clears exactly the two entries of the app', () => {
    writeStoredSession({ token: 't', expiresIn: '1' })
    writeThemeCache(['极简博客'])
    sessionStorage.setItem('other', 'kept')
    clearStoredSession()
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(sessionStorage.getItem(THEMES_KEY)).toBeNull()
    expect(sessionStorage.getItem('other')).toBe('kept')
  })
})

describe('the theme cache', () => {
  it('reads back the cached names', () => {
    writeThemeCache(['极简博客', '新闻门户'])
    expect(sessionStorage.getItem(THEMES_KEY)).toBe('["极简博客","新闻门户"]')
    expect(readThemeCache()).toEqual(['极简博客', '新闻门户'])
  })

  it.each([
    ['corrupt JSON', '["极简博客"'],
    ['an object', JSON.stringify({ names: ['极简博客'] })],
    ['names that are not strings', JSON.stringify(['极简博客', 7])],
    ['null', 'null'],
  ])('is empty, with the entry cleared, for %s', (_case, raw) => {
    sessionStorage.setItem(THEMES_KEY, raw)
    expect(readThemeCache()).toEqual([])
    expect(sessionStorage.getItem(THEMES_KEY)).toBeNull()
  })
})

describe('createSession over the stored entries', () => {
  let session: Session | undefined
  afterEach(() => {
    session?.auth.stop()
    session?.themeList.stop()
    session = undefined
  })

  it('starts signed out from a corrupt entry, with both entries removed, without throwing', async () => {
    sessionStorage.setItem(AUTH_KEY, '{not json')
    sessionStorage.setItem(THEMES_KEY, '["极简博客"]')
    const redirectToLogin = vi.fn()
    session = createSession({ redirectToLogin })
    expect(session.auth.getSnapshot().value).toBe('signedOut')
    expect(session.auth.getSnapshot().context.token).toBe('')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(sessionStorage.getItem(THEMES_KEY)).toBeNull()
    await Promise.resolve() // the theme list is cleared once the auth transition is over
    expect(session.themeList.getSnapshot().context.names).toEqual([])
    expect(redirectToLogin).not.toHaveBeenCalled()
  })

  it('starts signed in from a good entry, with the cached themes', () => {
    writeStoredSession({ token: 'abc.def.ghi', expiresIn: '7200' })
    writeThemeCache(['极简博客'])
    session = createSession({ redirectToLogin: vi.fn() })
    expect(session.auth.getSnapshot().value).toBe('signedIn')
    expect(session.auth.getSnapshot().context).toMatchObject({ token: 'abc.def.ghi', expiresIn: '7200' })
    expect(session.themeList.getSnapshot().context.names).toEqual(['极简博客'])
    expect(readStoredSession()).toEqual({ token: 'abc.def.ghi', expiresIn: '7200' })
  })

  it('starts signed out when the storage refuses access', () => {
    session = createSession({ redirectToLogin: vi.fn(), storage: refusingStorage() })
    expect(session.auth.getSnapshot().value).toBe('signedOut')
    expect(session.auth.getSnapshot().status).toBe('active')
  })
})
