// @vitest-environment happy-dom — sessionStorage, where the session is kept
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_TOKEN_LENGTH } from '../../../src/api/token'
import { createSession, type Session } from '../../../src/app/session'
import { AUTH_KEY, THEMES_KEY, readStoredSession } from '../../../src/app/storage'

// A stored token longer than 8 KB, or with characters not allowed in a header, counts as corrupt.

const store = (token: unknown) => sessionStorage.setItem(AUTH_KEY, JSON.stringify({ token, expiresIn: '7200' }))

const CORRUPT: [string, string][] = [
  ['2 MB long', 'x'.repeat(2 * 1024 * 1024)],
  ['one character over 8 KB', 'x'.repeat(MAX_TOKEN_LENGTH + 1)],
  ['Chinese', '令牌.令牌.令牌'],
  ['CR LF', 'abc\r\nX-Injected: 1'],
  ['NUL', 'abc\u0000def'],
  ['spaces', 'a b c'],
  ['only whitespace', '   '],
  ['Latin-1', 'tökén'],
]

describe('readStoredSession: tokens a request header cannot carry', () => {
  it.each(CORRUPT)('treats a token that is %s as corrupt and clears the entry', (_case, token) => {
    store(token)
    expect(readStoredSession()).toBeNull()
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it('keeps a token of exactly 8 KB of visible ASCII', () => {
    const token = `${'a'.repeat(MAX_TOKEN_LENGTH - 2)}.b`
    store(token)
    expect(readStoredSession()).toEqual({ token, expiresIn: '7200' })
  })
})

describe('createSession over a corrupt stored token', () => {
  let session: Session | undefined
  afterEach(() => {
    session?.auth.stop()
    session?.themeList.stop()
    session = undefined
  })

  it.each(CORRUPT)('starts signed out from a token that is %s, with both entries removed, without a request', (_case, token) => {
    store(token)
    sessionStorage.setItem(THEMES_KEY, '["极简博客"]')
    const fetchSpy = vi.spyOn(XMLHttpRequest.prototype, 'send')
    session = createSession({ redirectToLogin: vi.fn() })
    const { value, context } = session.auth.getSnapshot()
    expect({ value, token: context.token }).toEqual({ value: 'signedOut', token: '' })
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(sessionStorage.getItem(THEMES_KEY)).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
