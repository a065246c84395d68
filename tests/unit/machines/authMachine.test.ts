import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { RequestError, requestMessages } from '../../../src/machines/requestErrors'
import { authMachine, usernameFromToken, type Credentials, type StoredSession } from '../../../src/machines/authMachine'

/** A JWT-shaped token whose payload carries `claims` (UTF-8, base64url, no padding). */
function jwt(claims: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims))
  const payload = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`
}

interface Deferred {
  input: Credentials
  resolve(session: StoredSession): void
  reject(error: unknown): void
}

let signIns: Deferred[]
let storeSession: Mock<(session: StoredSession) => void>
let clearSession: Mock<() => void>
let redirectToLogin: Mock<(reason: string) => void>
let actor: Actor<typeof authMachine>

function start(session: StoredSession | null = null) {
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise<StoredSession, Credentials>(
        ({ input }) => new Promise((resolve, reject) => signIns.push({ input, resolve, reject })),
      ),
    },
    actions: {
      storeSession: (_, stored) => storeSession(stored),
      clearSession: () => clearSession(),
      redirectToLogin: (_, { reason }) => redirectToLogin(reason),
    },
  })
  actor = createActor(machine, { input: { session } })
  actor.start()
  return actor
}

const state = () => actor.getSnapshot().value
const context = () => actor.getSnapshot().context
const settle = () => vi.advanceTimersByTimeAsync(0)

async function signIn(token = jwt({ sub: 'admin' }), expiresIn = '7200') {
  actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
  signIns.at(-1)!.resolve({ token, expiresIn })
  await settle()
}

beforeEach(() => {
  vi.useFakeTimers()
  signIns = []
  storeSession = vi.fn<(session: StoredSession) => void>()
  clearSession = vi.fn<() => void>()
  redirectToLogin = vi.fn<(reason: string) => void>()
})
afterEach(() => {
  actor.stop()
  vi.useRealTimers()
})

describe('authMachine: start-up', () => {
  it('restores a stored session as signed in, without clearing anything', () => {
    const token = jwt({ sub: 'editor' })
    start({ token, expiresIn: '3600' })
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token, expiresIn: '3600', username: 'editor' })
    expect(clearSession).not.toHaveBeenCalled()
  })

  it('starts signed out and clears storage when nothing (or an empty token) was stored', () => {
    start(null)
    expect(state()).toBe('signedOut')
    expect(clearSession).toHaveBeenCalledTimes(1)
    actor.stop()
    start({ token: '', expiresIn: '7200' })
    expect(state()).toBe('signedOut')
    expect(clearSession).toHaveBeenCalledTimes(2)
  })
})

describe('authMachine: sign-in', () => {
  it('sends trimmed credentials, then stores the token and expiry it got back', async () => {
    start()
    actor.send({ type: 'auth.signIn', username: '  admin ', password: ' admin123 ' })
    expect(state()).toBe('signingIn')
    expect(signIns.map((call) => call.input)).toEqual([{ username: 'admin', password: ' admin123 ' }])
    const token = jwt({ username: '管理员', sub: 'u1' })
    signIns[0].resolve({ token, expiresIn: '7200' })
    await settle()
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token, expiresIn: '7200', username: '管理员', error: null })
    expect(storeSession).toHaveBeenCalledExactlyOnceWith({ token, expiresIn: '7200' })
  })

  it('goes back to signed out with the server message when sign-in fails', async () => {
    start()
    actor.send({ type: 'auth.signIn', username: 'admin', password: 'wrong' })
    signIns[0].reject(new Error('用户名或密码错误'))
    await settle()
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ error: '用户名或密码错误', errorSilent: false, token: '' })
    expect(storeSession).not.toHaveBeenCalled()
  })

  it('marks a 5xx failure as silent (no toast told it) until the next attempt', async () => {
    start()
    actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    signIns[0].reject(new RequestError('server', requestMessages.serverError, { status: 502 }))
    await settle()
    expect(state()).toBe('signedOut')
    expect(context().errorSilent).toBe(true)
    actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    expect(context().errorSilent).toBe(false)
    signIns[1].reject(new RequestError('timeout', requestMessages.timeout))
    await settle()
    expect(context()).toMatchObject({ error: requestMessages.timeout, errorSilent: false })
  })

  it('falls back to a generic message when the failure is not an Error', async () => {
    start()
    actor.send({ type: 'auth.signIn', username: 'admin', password: 'x' })
    signIns[0].reject('boom')
    await settle()
    expect(context().error).toBe('登录失败，请稍后重试')
  })

  it.each([
    { username: '', password: 'admin123' },
    { username: '   ', password: 'admin123' },
    { username: 'admin', password: '' },
  ])('does not sign in with an empty field: %o', (credentials) => {
    start()
    actor.send({ type: 'auth.signIn', ...credentials })
    expect(state()).toBe('signedOut')
    expect(signIns).toHaveLength(0)
  })
})

describe('authMachine: renewal', () => {
  it('replaces the token and expiry and stores them', async () => {
    start()
    await signIn()
    storeSession.mockClear()
    actor.send({ type: 'auth.tokenRenewed', token: 'renewed-token', expiresIn: '600', sessionId: context().sessionId })
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token: 'renewed-token', expiresIn: '600' })
    expect(storeSession).toHaveBeenCalledExactlyOnceWith({ token: 'renewed-token', expiresIn: '600' })
  })

  it('ignores a renewal from a request sent before the latest sign-out', async () => {
    start()
    await signIn(jwt({ sub: 'admin' }))
    const before = context().sessionId
    actor.send({ type: 'auth.signOut' })
    actor.send({ type: 'auth.tokenRenewed', token: 'late', expiresIn: '600', sessionId: before })
    expect(context().token).toBe('')
    const token = jwt({ sub: 'admin', n: 2 })
    await signIn(token)
    storeSession.mockClear()
    actor.send({ type: 'auth.tokenRenewed', token: 'late', expiresIn: '600', sessionId: before })
    expect(context().token).toBe(token)
    expect(storeSession).not.toHaveBeenCalled()
  })
})

describe('authMachine: sign-out', () => {
  it('signs out once on a burst of five 401s: clears and redirects exactly once', async () => {
    start()
    await signIn()
    clearSession.mockClear()
    const { sessionId } = context()
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'auth.unauthorized', sessionId })
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ token: '', expiresIn: '', username: '', signOutReason: 'expired' })
    expect(context().sessionId).toBe(sessionId + 1)
    expect(clearSession).toHaveBeenCalledTimes(1)
    expect(redirectToLogin).toHaveBeenCalledExactlyOnceWith('expired')
  })

  it('ignores a 401 from an older session', async () => {
    start()
    await signIn()
    const old = context().sessionId
    actor.send({ type: 'auth.signOut' })
    await signIn()
    redirectToLogin.mockClear()
    clearSession.mockClear()
    actor.send({ type: 'auth.unauthorized', sessionId: old })
    expect(state()).toBe('signedIn')
    expect(clearSession).not.toHaveBeenCalled()
    expect(redirectToLogin).not.toHaveBeenCalled()
  })

  it('signs out manually: clears the session and redirects with reason manual', async () => {
    start({ token: jwt({ sub: 'admin' }), expiresIn: '7200' })
    actor.send({ type: 'auth.signOut' })
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ token: '', signOutReason: 'manual' })
    expect(clearSession).toHaveBeenCalledTimes(1)
    expect(redirectToLogin).toHaveBeenCalledExactlyOnceWith('manual')
  })

  it('clears stale storage when the guard signs out an already signed-out session, without redirecting', () => {
    start()
    clearSession.mockClear()
    actor.send({ type: 'auth.signOut' })
    expect(clearSession).toHaveBeenCalledTimes(1)
    expect(redirectToLogin).not.toHaveBeenCalled()
  })
})

describe('usernameFromToken', () => {
  it('reads username before sub, decodes UTF-8, and gives null for anything else', () => {
    expect(usernameFromToken(jwt({ sub: 'admin' }))).toBe('admin')
    expect(usernameFromToken(jwt({ sub: 'u1', username: '张三' }))).toBe('张三')
    expect(usernameFromToken(jwt({ sub: '' }))).toBeNull()
    expect(usernameFromToken(jwt({ sub: 42 }))).toBeNull()
    expect(usernameFromToken('opaque-token')).toBeNull()
    expect(usernameFromToken('a.!!!not-base64.c')).toBeNull()
    expect(usernameFromToken(`a.${btoa('"just a string"')}.c`)).toBeNull()
  })
})
