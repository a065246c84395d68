// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import { waitFor } from 'xstate'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_KEY, THEMES_KEY } from '../../../src/app/storage'
import { liveGateKeys } from '../../../src/http/gate'
import { http } from '../../../src/http/request'
import { themeApi } from '../../../src/http/themes'
import { isRequestError } from '../../../src/machines/requestErrors'
import { seedThemes } from '../../../src/mock-server/resources/themes'
import { authorizationOf, outcome, startClient, type Harness } from './clientHarness'

// The real client (createSession → configureHttp → axios) against Mirage: envelope, toasts, auth header, 401, 5xx.
// Throttle and debounce: client.gating.test.ts; renewal: client.renewal.test.ts; upload and stream: client.files.test.ts.

let app: Harness
afterEach(() => app.stop())

const themeRequests = () => app.seen.filter((request) => request.path === '/api/theme')

describe('http client: the envelope', () => {
  it('resolves with data on code 0, with the bearer token, without a toast', async () => {
    app = startClient()
    await expect(themeApi.listNames()).resolves.toEqual(seedThemes.map((theme) => theme.name))
    expect(themeRequests()).toHaveLength(1)
    expect(authorizationOf(themeRequests()[0])).toBe(`Bearer ${app.token}`)
    expect(app.showError).not.toHaveBeenCalled()
    expect(app.showSuccess).not.toHaveBeenCalled()
  })

  it('sends no XSRF header and reads no cookie for one, even with an XSRF-TOKEN cookie: the token is the bearer', async () => {
    app = startClient()
    document.cookie = 'XSRF-TOKEN=from-a-cookie'
    const cookieStore = { get: vi.fn(async () => ({ name: 'XSRF-TOKEN', value: 'from-the-store' })) }
    vi.stubGlobal('cookieStore', cookieStore)
    try {
      await expect(themeApi.listNames()).resolves.toEqual(seedThemes.map((theme) => theme.name))
      expect(Object.keys(themeRequests()[0].headers).map((name) => name.toLowerCase())).not.toContain('x-xsrf-token')
      expect(cookieStore.get).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    }
  })

  it('shows a success message other than ok and resolves', async () => {
    app = startClient()
    await expect(http.get('/probe', v.unknown(), { params: { msg: '同步完成', q: 'x' } })).resolves.toEqual({ q: 'x' })
    expect(app.showSuccess).toHaveBeenCalledExactlyOnceWith('同步完成')
    expect(app.showError).not.toHaveBeenCalled()
  })

  it('leaves the success message to a quiet call’s caller (a toast with 撤销), but still shows its refusal', async () => {
    app = startClient()
    await expect(http.get('/probe', v.unknown(), { params: { msg: '已删除 3 个域名', q: 'x' }, quiet: true })).resolves.toEqual({ q: 'x' })
    expect(app.showSuccess).not.toHaveBeenCalled()
    app.mock.configure({ fault: { kind: 'business', code: 1409, msg: '域名下还有文章' } })
    await expect(http.get('/probe', v.unknown(), { quiet: true })).rejects.toThrow('域名下还有文章')
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('域名下还有文章')
  })

  it('shows a refusal as an error toast and rejects with its msg', async () => {
    app = startClient()
    app.mock.configure({ fault: { kind: 'business', code: 2001, msg: '主题数据维护中' } })
    const result = await outcome(themeApi.listNames())
    expect(result.ok).toBe(false)
    expect(result.ok || result.error).toMatchObject({ kind: 'business', message: '主题数据维护中', code: 2001 })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('主题数据维护中')
  })

  it('says 服务器返回错误 in the toast and the rejection when the refusal has no msg', async () => {
    app = startClient()
    app.mock.configure({ fault: { kind: 'business', code: 3000, msg: '' } })
    await expect(themeApi.listNames()).rejects.toThrow('服务器返回错误')
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('服务器返回错误')
  })

  it.each(['html', 'stringcode'])('refuses an answer that is not an envelope (%s), saying so', async (kind) => {
    app = startClient()
    await expect(http.get('/probe/raw', v.unknown(), { params: { kind } })).rejects.toMatchObject({ message: '服务器返回了无法识别的数据' })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('服务器返回了无法识别的数据')
  })

  it('shows the msg of a 4xx that carries an envelope', async () => {
    app = startClient()
    const call = http.get('/probe/status', v.unknown(), { params: { status: 403, envelope: 1 } })
    await expect(call).rejects.toMatchObject({ kind: 'business', code: 1403, message: '没有权限执行此操作' })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('没有权限执行此操作')
  })

  it('names the status of a 4xx without an envelope', async () => {
    app = startClient()
    await expect(http.get('/probe/status', v.unknown(), { params: { status: 409 } })).rejects.toMatchObject({ kind: 'http', status: 409 })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('请求失败（HTTP 409）')
  })

  it.each([404, 405, 501])('takes an HTTP %i without an envelope for a call the backend lacks: named in place, no toast', async (status) => {
    app = startClient()
    await expect(http.get('/probe/status', v.unknown(), { params: { status } })).rejects.toMatchObject({
      kind: 'missing',
      status,
      message: `服务器没有提供 GET /api/probe/status（HTTP ${status}）`,
    })
    expect(app.showError).not.toHaveBeenCalled()
  })

  it('shows 用户名或密码错误 when signing in with wrong credentials, and stays signed out', async () => {
    app = startClient({ ttl: null })
    app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'nope' })
    const snapshot = await waitFor(app.session.auth, (state) => state.matches('signedOut') && state.context.error !== null)
    expect(snapshot.context.error).toBe('用户名或密码错误')
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('用户名或密码错误')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })

  it('signs in through the client and stores the token and expiry as strings', async () => {
    app = startClient({ ttl: null })
    app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    const snapshot = await waitFor(app.session.auth, (state) => state.matches('signedIn'))
    expect(JSON.parse(sessionStorage.getItem(AUTH_KEY)!)).toEqual({ token: snapshot.context.token, expiresIn: '7200' })
    expect(app.showSuccess).toHaveBeenCalledExactlyOnceWith('登录成功')
    expect(authorizationOf(app.seen[0])).toBeUndefined()
    // the shell then loads the themes: sessionStorage holds exactly the spec's two entries
    app.session.themeList.send({ type: 'theme.refresh', path: '/' })
    await waitFor(app.session.themeList, (state) => state.matches('ready'))
    expect(Object.keys(sessionStorage).sort()).toEqual([AUTH_KEY, THEMES_KEY].sort())
    expect(JSON.parse(sessionStorage.getItem(THEMES_KEY)!)).toEqual(seedThemes.map((theme) => theme.name))
  })
})

describe('http client: the Authorization header', () => {
  it('is absent without a token', async () => {
    app = startClient({ ttl: null })
    const result = await outcome(themeApi.listNames())
    expect(result.ok).toBe(false)
    expect(themeRequests()).toHaveLength(1)
    expect(authorizationOf(themeRequests()[0])).toBeUndefined()
  })
})

describe('http client: 401', () => {
  it('signs out and redirects exactly once when five requests fail together', async () => {
    app = startClient()
    app.mock.configure({ fault: { kind: 'unauthorized', path: '/theme' } })
    const results = await Promise.all(Array.from({ length: 5 }, () => outcome(themeApi.listNames())))
    expect(themeRequests()).toHaveLength(5)
    expect(results.every((result) => !result.ok && isRequestError(result.error, 'unauthorized'))).toBe(true)
    expect(app.redirectToLogin).toHaveBeenCalledExactlyOnceWith('expired')
    expect(app.session.auth.getSnapshot().value).toBe('signedOut')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(app.showError).not.toHaveBeenCalled()
  })

  it('signs out when the token has expired', async () => {
    app = startClient({ ttl: -1 })
    await expect(themeApi.listNames()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(app.redirectToLogin).toHaveBeenCalledExactlyOnceWith('expired')
    expect(app.session.auth.getSnapshot().context.token).toBe('')
  })
})

describe('http client: 5xx', () => {
  it('writes 服务器错误，请稍后重试 to the console only, and does not retry', async () => {
    app = startClient()
    app.mock.configure({ fault: { kind: 'server', path: '/theme' } })
    await expect(themeApi.listNames()).rejects.toMatchObject({ kind: 'server', status: 500 })
    expect(app.consoleError).toHaveBeenCalledExactlyOnceWith('服务器错误，请稍后重试')
    expect(app.showError).not.toHaveBeenCalled()
    expect(app.showSuccess).not.toHaveBeenCalled()
    expect(themeRequests()).toHaveLength(1)
    expect(app.session.auth.getSnapshot().value).toBe('signedIn')
    expect(liveGateKeys()).toEqual([])
  })
})
