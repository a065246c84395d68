// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { waitFor } from 'xstate'
import { AUTH_KEY, readStoredSession } from '../../../src/app/storage'
import { loadTransport } from '../../../src/http/gate'
import { http } from '../../../src/http/request'
import { themeApi } from '../../../src/http/themes'
import { verifyToken } from '../../../src/mock-server/tokens'
import { authorizationOf, outcome, startClient, type Harness } from './clientHarness'

// Silent renewal (new-token / new-expires-in) and late answers from an older session, through the real client.

// The request code is loaded on first use, in real time: loaded here, a test on the fake clock that happens to send
// this file's first request does not wait for it while its clock stands still
await loadTransport()

let app: Harness
afterEach(() => {
  app.stop()
  vi.useRealTimers()
})

const storedToken = () => readStoredSession()?.token

async function signInAgain() {
  app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
  await vi.advanceTimersByTimeAsync(10)
  return (await waitFor(app.session.auth, (state) => state.matches('signedIn'))).context.token
}

describe('http client: silent renewal', () => {
  it('replaces the stored token and expiry when an answer carries new ones, and sends the new token next', async () => {
    app = startClient({ ttl: null })
    // every token this server issues is within the renewal window
    app.mock.configure({ tokenTtl: 60, renewWithin: 120 })
    app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    const signedIn = (await waitFor(app.session.auth, (state) => state.matches('signedIn'))).context.token
    expect(readStoredSession()).toEqual({ token: signedIn, expiresIn: '60' })
    await themeApi.listNames()
    const renewed = storedToken()!
    expect(renewed).not.toBe(signedIn)
    expect(verifyToken(renewed)).toMatchObject({ sub: 'admin' })
    expect(readStoredSession()).toEqual({ token: renewed, expiresIn: '60' })
    expect(app.session.auth.getSnapshot().context).toMatchObject({ token: renewed, expiresIn: '60' })
    await themeApi.listNames()
    expect(app.seen.map(authorizationOf)).toEqual([undefined, `Bearer ${signedIn}`, `Bearer ${renewed}`])
  })

  it.each(['new-token', 'New-Token', 'NEW-TOKEN'])('reads the renewal headers spelled %s', async (name) => {
    app = startClient()
    await expect(http.get('/probe/renew', v.unknown(), { params: { name } })).resolves.toBe('renewed')
    expect(storedToken()).not.toBe(app.token)
    expect(verifyToken(storedToken()!)).not.toBeNull()
    expect(readStoredSession()?.expiresIn).toBe('900')
  })

  it('renews from an error answer too (a 5xx that carries the headers)', async () => {
    app = startClient({ ttl: 60 })
    app.mock.configure({ fault: { kind: 'server', path: '/theme' } })
    await expect(themeApi.listNames()).rejects.toMatchObject({ kind: 'server' })
    expect(storedToken()).not.toBe(app.token)
    expect(verifyToken(storedToken()!)).toMatchObject({ sub: 'admin' })
  })

  it('renews as the clock nears expiry, and signs out once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    app = startClient({ ttl: 7200 })
    await themeApi.listNames()
    expect(storedToken()).toBe(app.token)

    vi.setSystemTime(start + (7200 - 300) * 1000)
    await themeApi.listNames()
    const renewed = storedToken()!
    expect(renewed).not.toBe(app.token)
    expect(verifyToken(renewed)!.exp).toBe(Math.floor(Date.now() / 1000) + 7200)

    vi.setSystemTime(start + (2 * 7200 + 1) * 1000)
    await expect(themeApi.listNames()).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(app.redirectToLogin).toHaveBeenCalledExactlyOnceWith('expired')
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
  })
})

describe('http client: answers to requests sent before the latest sign-out', () => {
  it('does not bring back a session that was signed out while the request was in flight', async () => {
    vi.useFakeTimers()
    app = startClient()
    app.mock.configure({ latency: 500, renewWithin: 7200 * 2 })
    const late = outcome(themeApi.listNames())
    await vi.advanceTimersByTimeAsync(10) // the request is out; its answer is 490 ms away
    app.session.auth.send({ type: 'auth.signOut' })
    await vi.advanceTimersByTimeAsync(600)
    expect((await late).ok).toBe(true)
    expect(sessionStorage.getItem(AUTH_KEY)).toBeNull()
    expect(app.session.auth.getSnapshot().context.token).toBe('')
    expect(app.redirectToLogin).toHaveBeenCalledExactlyOnceWith('manual')
  })

  it('keeps the new session when a late renewal of the old one arrives after signing in again', async () => {
    vi.useFakeTimers()
    app = startClient()
    app.mock.configure({ latency: 500, renewWithin: 7200 * 2 })
    const late = outcome(themeApi.listNames())
    await vi.advanceTimersByTimeAsync(10) // the request is out; its answer is 490 ms away
    app.mock.configure({ latency: 0 })
    app.session.auth.send({ type: 'auth.signOut' })
    const fresh = await signInAgain()
    await vi.advanceTimersByTimeAsync(600)
    expect((await late).ok).toBe(true)
    expect(storedToken()).toBe(fresh)
    expect(app.session.auth.getSnapshot().context.token).toBe(fresh)
  })

  it('ignores a late 401 of the old session after signing in again', async () => {
    vi.useFakeTimers()
    app = startClient()
    app.mock.configure({ latency: 500, fault: { kind: 'unauthorized', path: '/theme' } })
    const late = outcome(themeApi.listNames())
    await vi.advanceTimersByTimeAsync(10) // the request is out; its answer is 490 ms away
    app.mock.configure({ latency: 0 })
    app.session.auth.send({ type: 'auth.signOut' })
    const fresh = await signInAgain()
    await vi.advanceTimersByTimeAsync(600)
    expect(await late).toMatchObject({ ok: false, error: { kind: 'unauthorized' } })
    expect(app.session.auth.getSnapshot().value).toBe('signedIn')
    expect(storedToken()).toBe(fresh)
    expect(app.redirectToLogin).toHaveBeenCalledExactlyOnceWith('manual')
  })
})
