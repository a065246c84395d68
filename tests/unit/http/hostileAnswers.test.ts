// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import { Response } from 'miragejs'
import { waitFor } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { count, nothing } from '../../../src/api/envelope'
import { MALFORMED_LOGIN_MESSAGE } from '../../../src/api/token'
import { AUTH_KEY, readStoredSession } from '../../../src/app/storage'
import { authApi } from '../../../src/http/auth'
import { http } from '../../../src/http/request'
import { MAX_MESSAGE_CHARS, messageOf } from '../../../src/http/transport'
import { isRequestError } from '../../../src/machines/requestErrors'
import { issueToken } from '../../../src/mock-server/tokens'
import { outcome, startClient, type Harness } from './clientHarness'

// Answers of a hostile or broken API through the real client (createSession → axios → Mirage).
// Item 2: a malformed login success; item 4: renewal headers the client could not send back; item 8: a huge msg.

let app: Harness
afterEach(() => app.stop())

/** Makes Mirage answer POST /api/login with `body` from now on. */
function answerLogin(body: unknown) {
  app.mock.server.post('/login', () => new Response(200, { 'Content-Type': 'application/json' }, body as object))
}

const signIn = async () => {
  app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
  return waitFor(app.session.auth, (state) => !state.matches('signingIn'))
}

describe('a malformed login success (item 2)', () => {
  it.each([
    ['data null', null],
    ['data a string', '登录成功'],
    ['a numeric token', { access_token: 12345, expires_in: 7200 }],
    ['an empty token', { access_token: '', expires_in: 7200 }],
    ['an oversized token', { access_token: 'x'.repeat(9000), expires_in: 7200 }],
    ['a token a header cannot carry', { access_token: '令牌', expires_in: 7200 }],
    ['no expires_in', { access_token: 'a.b.c' }],
    ['an invalid expires_in', { access_token: 'a.b.c', expires_in: 'soon' }],
    ['a negative expires_in', { access_token: 'a.b.c', expires_in: -1 }],
  ])('%s: stays signed out with a clear error, stores nothing, throws nothing', async (_case, data) => {
    app = startClient({ ttl: null })
    answerLogin({ code: 0, msg: '登录成功', data })
    const state = await signIn()
    expect(state.value).toBe('signedOut')
    expect(state.status).toBe('active')
    expect(state.context).toMatchObject({ token: '', expiresIn: '', error: MALFORMED_LOGIN_MESSAGE, errorSilent: false })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith(MALFORMED_LOGIN_MESSAGE)
    expect(app.showSuccess).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(readStoredSession()).toBeNull()
    // the console gets the details, cut short
    expect(app.consoleError).toHaveBeenCalledWith(expect.stringMatching(/^POST \/login：返回的 data 与 docs\/api\.md 约定的格式不符/))
    expect(Math.max(...app.consoleError.mock.calls.map(([message]) => String(message).length))).toBeLessThan(600)
  })

  it('the call itself rejects as a refusal with the same sentence', async () => {
    app = startClient({ ttl: null })
    answerLogin({ code: 0, msg: '登录成功', data: { access_token: 1 } })
    const result = await outcome(authApi.login({ username: 'admin', password: 'admin123' }))
    expect(result.ok).toBe(false)
    const error = (result as { error: unknown }).error
    expect(isRequestError(error, 'business') && error.message).toBe(MALFORMED_LOGIN_MESSAGE)
  })

  it('a well-formed answer still signs in and is stored', async () => {
    app = startClient({ ttl: null })
    const token = issueToken('admin', 600)
    answerLogin({ code: 0, msg: '登录成功', data: { access_token: token, expires_in: 600 } })
    const state = await signIn()
    expect(state.value).toBe('signedIn')
    expect(readStoredSession()).toEqual({ token, expiresIn: '600' })
    expect(app.showSuccess).toHaveBeenCalledExactlyOnceWith('登录成功')
  })

  it('a refusal is still a refusal, whatever its data', async () => {
    app = startClient({ ttl: null })
    answerLogin({ code: 1001, msg: '用户名或密码错误', data: { access_token: 1 } })
    const state = await signIn()
    expect(state.context.error).toBe('用户名或密码错误')
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('用户名或密码错误')
  })
})

describe('renewal headers the client could not send back (item 4)', () => {
  it.each([
    ['an oversized token', 'x'.repeat(9000), '900'],
    ['a token with a space', 'abc def', '900'],
    ['no lifetime', 'a.b.c', ''],
    ['a lifetime in words', 'a.b.c', 'soon'],
  ])('ignores %s', async (_case, token, expiresIn) => {
    app = startClient()
    app.mock.server.get('/probe/hostile-renew', () => new Response(200, { 'New-Token': token, 'New-Expires-In': expiresIn }, { code: 0, msg: 'ok', data: 1 }))
    await expect(http.get('/probe/hostile-renew', count)).resolves.toBe(1)
    expect(app.session.auth.getSnapshot().context.token).toBe(app.token)
    expect(readStoredSession()?.token).toBe(app.token)
  })
})

describe('a huge msg (item 8)', () => {
  it('is kept to MAX_MESSAGE_CHARS before it reaches a toast or a screen, and the console says so', async () => {
    app = startClient()
    const huge = `开头${'长'.repeat(3 * 1024 * 1024)}`
    app.mock.server.get('/probe/huge', () => new Response(200, { 'Content-Type': 'application/json' }, { code: 1500, msg: huge, data: null }))
    const result = await outcome(http.get('/probe/huge', nothing))
    const error = (result as { error: Error }).error
    expect(error.message).toHaveLength(MAX_MESSAGE_CHARS + 1)
    expect(error.message.startsWith('开头长')).toBe(true)
    expect(error.message.endsWith('…')).toBe(true)
    expect(app.showError).toHaveBeenCalledExactlyOnceWith(error.message)
    expect(app.consoleError).toHaveBeenCalledWith(`服务器消息过长（${huge.length} 个字符），只保留前 ${MAX_MESSAGE_CHARS} 个`)
  })

  it('messageOf: strings as they are up to the cap, other values as text, objects as nothing', () => {
    expect(messageOf('保存成功')).toBe('保存成功')
    expect(messageOf(undefined)).toBe('')
    expect(messageOf(null)).toBe('')
    expect(messageOf(404)).toBe('404')
    expect(messageOf({ text: 'x' })).toBe('')
    expect(messageOf('x'.repeat(MAX_MESSAGE_CHARS))).toHaveLength(MAX_MESSAGE_CHARS)
    // a character outside the BMP is not cut in half; the cut is told on the console, for whoever debugs the API
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cut = messageOf(`${'x'.repeat(MAX_MESSAGE_CHARS - 1)}😀😀`)
    expect(cut).toBe(`${'x'.repeat(MAX_MESSAGE_CHARS - 1)}…`)
    expect(logged).toHaveBeenCalledWith(`服务器消息过长（${MAX_MESSAGE_CHARS + 3} 个字符），只保留前 ${MAX_MESSAGE_CHARS} 个`)
  })
})
