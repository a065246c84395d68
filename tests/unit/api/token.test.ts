import { describe, expect, it } from 'vitest'
import { isExpiresIn, isUsableToken, MAX_TOKEN_LENGTH, sessionFromLogin } from '../../../src/api/token'

// What the client accepts as a token and as a login answer (docs/api.md, POST /api/login).

describe('isUsableToken', () => {
  it.each([
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl'],
    ['one character', 'x'],
    ['every visible ASCII character', Array.from({ length: 94 }, (_, i) => String.fromCharCode(0x21 + i)).join('')],
    ['exactly 8 KB', 'x'.repeat(MAX_TOKEN_LENGTH)],
  ])('accepts %s', (_case, token) => {
    expect(isUsableToken(token)).toBe(true)
  })

  it.each([
    ['an empty string', ''],
    ['one byte over 8 KB', 'x'.repeat(MAX_TOKEN_LENGTH + 1)],
    ['2 MB', 'x'.repeat(2 * 1024 * 1024)],
    ['a space', 'abc def'],
    ['a tab', 'abc\tdef'],
    ['CR LF (a second header)', 'abc\r\nX-Injected: 1'],
    ['NUL', 'abc\u0000'],
    ['DEL', 'abc\u007f'],
    ['Latin-1 beyond ASCII', 'abcé'],
    ['Chinese', '令牌'],
    ['an emoji', 'abc😀'],
    ['a lone surrogate', 'abc\ud800'],
  ])('refuses %s', (_case, token) => {
    expect(isUsableToken(token)).toBe(false)
  })

  it.each([undefined, null, 12345, true, ['a.b.c'], { token: 'a' }])('refuses the non-string %o', (value) => {
    expect(isUsableToken(value)).toBe(false)
  })

  it('refuses every control and non-ASCII code unit, alone or inside a token', () => {
    const refused = []
    for (let code = 0; code <= 0xffff; code += code < 0x200 ? 1 : 97) {
      const char = String.fromCharCode(code)
      if (code >= 0x21 && code <= 0x7e) continue
      if (isUsableToken(char) || isUsableToken(`a${char}b`)) refused.push(code)
    }
    expect(refused).toEqual([])
  })
})

describe('isExpiresIn', () => {
  it.each([1, 7200, 86_400 * 365, '1', '7200'])('accepts %o', (value) => {
    expect(isExpiresIn(value)).toBe(true)
  })

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '', '0', '-1', '7200s', ' 7200', '1e3', '0x10', null, undefined, {}, []])(
    'refuses %o',
    (value) => {
      expect(isExpiresIn(value)).toBe(false)
    },
  )
})

describe('sessionFromLogin', () => {
  it('gives the session to store, expiresIn as a string', () => {
    expect(sessionFromLogin({ access_token: 'a.b.c', expires_in: 7200 })).toEqual({ token: 'a.b.c', expiresIn: '7200' })
    // extra fields are ignored
    expect(sessionFromLogin({ access_token: 'a.b.c', expires_in: 60, token_type: 'Bearer' })).toEqual({ token: 'a.b.c', expiresIn: '60' })
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '登录成功'],
    ['a number', 0],
    ['an array', [{ access_token: 'a.b.c', expires_in: 7200 }]],
    ['an empty object', {}],
    ['a numeric token', { access_token: 12345, expires_in: 7200 }],
    ['an empty token', { access_token: '', expires_in: 7200 }],
    ['a token in an array', { access_token: ['a.b.c'], expires_in: 7200 }],
    ['a token of 9000 characters', { access_token: 'x'.repeat(9000), expires_in: 7200 }],
    ['a token with Chinese', { access_token: '令牌', expires_in: 7200 }],
    ['a token with a newline', { access_token: 'a\nb', expires_in: 7200 }],
    ['no expires_in', { access_token: 'a.b.c' }],
    ['expires_in null', { access_token: 'a.b.c', expires_in: null }],
    ['expires_in as words', { access_token: 'a.b.c', expires_in: 'soon' }],
    ['expires_in as a digit string (docs/api.md: a number)', { access_token: 'a.b.c', expires_in: '7200' }],
    ['expires_in zero', { access_token: 'a.b.c', expires_in: 0 }],
    ['expires_in negative', { access_token: 'a.b.c', expires_in: -5 }],
    ['expires_in fractional', { access_token: 'a.b.c', expires_in: 1.5 }],
    ['the fields under other names', { accessToken: 'a.b.c', expiresIn: 7200 }],
  ])('refuses %s', (_case, data) => {
    expect(sessionFromLogin(data)).toBeNull()
  })
})
