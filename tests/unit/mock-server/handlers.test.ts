// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { create } from 'axios'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../../src/mock-server/resources/auth'
import { seedThemes } from '../../../src/mock-server/resources/themes'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken, verifyToken } from '../../../src/mock-server/tokens'

/** A bare axios, not the app's client: these tests read exactly what Mirage answers, whatever the status. */
const api = create({ baseURL: '/api', validateStatus: () => true })
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })

let mock: MockServer
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

describe('POST /api/login', () => {
  it('signs the demo user in with 登录成功, a valid token and its lifetime in seconds', async () => {
    const response = await api.post('/login', DEMO_USER)
    expect(response.status).toBe(200)
    expect(response.data).toMatchObject({ code: 0, msg: '登录成功' })
    const { access_token: token, expires_in: expiresIn } = response.data.data
    expect(expiresIn).toBe(mock.scenario.tokenTtl)
    expect(verifyToken(token)).toMatchObject({ sub: 'admin' })
  })

  it('takes its token lifetime from the scenario', async () => {
    mock.configure({ tokenTtl: 90 })
    const response = await api.post('/login', DEMO_USER)
    const claims = verifyToken(response.data.data.access_token)!
    expect(response.data.data.expires_in).toBe(90)
    expect(claims.exp - claims.iat).toBe(90)
  })

  it.each([
    { username: 'admin', password: 'wrong' },
    { username: 'Admin', password: 'admin123' },
    { username: 'admin', password: '' },
    { username: 'admin' },
    {},
  ])('answers code 1001 用户名或密码错误 to %o', async (body) => {
    const response = await api.post('/login', body)
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ code: 1001, msg: '用户名或密码错误', data: null })
  })

  it('refuses an unreadable body the same way instead of failing with a 500', async () => {
    // identity transform: axios would otherwise wrap an unparsable string into a JSON string
    const raw = { headers: { 'Content-Type': 'application/json' }, transformRequest: [(body: unknown) => body] }
    const response = await api.post('/login', '{not json', raw)
    expect(response.status).toBe(200)
    expect(response.data.code).toBe(1001)
  })
})

describe('GET /api/theme', () => {
  it('answers the six theme names to a valid token, without renewal headers', async () => {
    const response = await api.get('/theme', bearer(issueToken('admin', 7200)))
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ code: 0, msg: 'ok', data: seedThemes.map((theme) => theme.name) })
    expect(new Set(response.data.data).size).toBe(6)
    expect(response.headers['new-token']).toBeUndefined()
  })

  it.each([
    ['no token', {}],
    ['an unknown token', bearer('not-a-token')],
    ['an expired token', bearer(issueToken('admin', 60, Date.now() - 61_000))],
    ['a token without Bearer', { headers: { Authorization: 'garbage' } }],
  ])('answers 401 with an envelope to %s', async (_case, config) => {
    const response = await api.get('/theme', config)
    expect(response.status).toBe(401)
    expect(response.data).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' })
  })

  it('renews a token close to expiry: the answer carries a new valid token and its lifetime', async () => {
    const response = await api.get('/theme', bearer(issueToken('admin', 300)))
    expect(response.status).toBe(200)
    expect(response.data.data).toHaveLength(6)
    const renewed = response.headers['new-token'] as string
    const claims = verifyToken(renewed)!
    expect(claims.sub).toBe('admin')
    expect(claims.exp - claims.iat).toBe(mock.scenario.tokenTtl)
    expect(response.headers['new-expires-in']).toBe(String(mock.scenario.tokenTtl))
  })

  it('renews exactly when less than renewWithin seconds are left', async () => {
    mock.configure({ renewWithin: 120 })
    const outside = await api.get('/theme', bearer(issueToken('admin', 125)))
    const inside = await api.get('/theme', bearer(issueToken('admin', 115)))
    expect(outside.headers['new-token']).toBeUndefined()
    expect(inside.headers['new-token']).toEqual(expect.any(String))
  })

  it('sends the renewal headers in mixed case, so clients must read them case-insensitively', async () => {
    const names: string[] = []
    mock.server.pretender.handledRequest = (_verb, _path, request) => {
      names.push(...Object.keys((request as unknown as { responseHeaders: Record<string, string> }).responseHeaders))
    }
    await api.get('/theme', bearer(issueToken('admin', 60)))
    expect(names).toEqual(expect.arrayContaining(['New-Token', 'New-Expires-In']))
  })
})
