import { describe, expect, it } from 'vitest'
import { usernameFromToken } from '../../../src/machines/authMachine'
import { issueToken, verifyToken } from '../../../src/mock-server/tokens'

const now = Date.parse('2026-11-01T09:00:00+08:00')

/** Replaces one character of `text` at `index` with another valid base64url character. */
const flip = (text: string, index: number) => text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1)

describe('demo tokens', () => {
  it('issues a three-part JWT-shaped token whose claims verify', () => {
    const token = issueToken('admin', 7200, now)
    expect(token.split('.')).toHaveLength(3)
    const claims = verifyToken(token, now)
    expect(claims).toMatchObject({ sub: 'admin', iat: now / 1000, exp: now / 1000 + 7200 })
    expect(usernameFromToken(token)).toBe('admin')
  })

  it('keeps a non-ASCII user name intact', () => {
    const token = issueToken('张三', 60, now)
    expect(verifyToken(token, now)?.sub).toBe('张三')
    expect(usernameFromToken(token)).toBe('张三')
  })

  it('issues a different token each time, even within the same second', () => {
    expect(issueToken('admin', 60, now)).not.toBe(issueToken('admin', 60, now))
  })

  it('accepts a token until its last millisecond, then refuses it', () => {
    const token = issueToken('admin', 60, now)
    expect(verifyToken(token, now + 59_999)).not.toBeNull()
    expect(verifyToken(token, now + 60_000)).toBeNull()
  })

  it('refuses a token whose claims or signature were changed', () => {
    const [header, payload, signature] = issueToken('admin', 7200, now).split('.')
    const forged = btoa(JSON.stringify({ sub: 'root', iat: now / 1000, exp: now / 1000 + 7200, jti: 'x' })).replace(/=+$/, '')
    expect(verifyToken(`${header}.${forged}.${signature}`, now)).toBeNull()
    expect(verifyToken(`${header}.${flip(payload, 5)}.${signature}`, now)).toBeNull()
    expect(verifyToken(`${header}.${payload}.${flip(signature, 0)}`, now)).toBeNull()
    expect(verifyToken(`${flip(header, 3)}.${payload}.${signature}`, now)).toBeNull()
  })

  it.each(['', 'garbage', 'a.b', 'a.b.c.d', '...'])('refuses the malformed token %j', (token) => {
    expect(verifyToken(token, now)).toBeNull()
  })
})
