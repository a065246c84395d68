import { describe, expect, it } from 'vitest'
import { auth, context, jwt, signIn, start, state, withAuthHarness } from './authHarness'

withAuthHarness()

describe('authMachine: renewal', () => {
  it('replaces the token and expiry and stores them', async () => {
    start()
    await signIn()
    auth.storeSession.mockClear()
    auth.actor.send({ type: 'auth.tokenRenewed', token: 'renewed-token', expiresIn: '600', sessionId: context().sessionId })
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token: 'renewed-token', expiresIn: '600' })
    expect(auth.storeSession).toHaveBeenCalledExactlyOnceWith({ token: 'renewed-token', expiresIn: '600' })
  })

  it('ignores a renewal from a request sent before the latest sign-out', async () => {
    start()
    await signIn(jwt({ sub: 'admin' }))
    const before = context().sessionId
    auth.actor.send({ type: 'auth.signOut' })
    auth.actor.send({ type: 'auth.tokenRenewed', token: 'late', expiresIn: '600', sessionId: before })
    expect(context().token).toBe('')
    const token = jwt({ sub: 'admin', n: 2 })
    await signIn(token)
    auth.storeSession.mockClear()
    auth.actor.send({ type: 'auth.tokenRenewed', token: 'late', expiresIn: '600', sessionId: before })
    expect(context().token).toBe(token)
    expect(auth.storeSession).not.toHaveBeenCalled()
  })
})

describe('authMachine: sign-out', () => {
  it('signs out once on a burst of five 401s: clears and redirects exactly once', async () => {
    start()
    await signIn()
    auth.clearSession.mockClear()
    const { sessionId } = context()
    for (let i = 0; i < 5; i += 1) auth.actor.send({ type: 'auth.unauthorized', sessionId })
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ token: '', expiresIn: '', username: '', signOutReason: 'expired' })
    expect(context().sessionId).toBe(sessionId + 1)
    expect(auth.clearSession).toHaveBeenCalledTimes(1)
    expect(auth.redirectToLogin).toHaveBeenCalledExactlyOnceWith('expired')
  })

  it('ignores a 401 from an older session', async () => {
    start()
    await signIn()
    const old = context().sessionId
    auth.actor.send({ type: 'auth.signOut' })
    await signIn()
    auth.redirectToLogin.mockClear()
    auth.clearSession.mockClear()
    auth.actor.send({ type: 'auth.unauthorized', sessionId: old })
    expect(state()).toBe('signedIn')
    expect(auth.clearSession).not.toHaveBeenCalled()
    expect(auth.redirectToLogin).not.toHaveBeenCalled()
  })

  it('signs out manually: clears the session and redirects with reason manual', async () => {
    start({ token: jwt({ sub: 'admin' }), expiresIn: '7200' })
    auth.actor.send({ type: 'auth.signOut' })
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ token: '', signOutReason: 'manual' })
    expect(auth.clearSession).toHaveBeenCalledTimes(1)
    expect(auth.redirectToLogin).toHaveBeenCalledExactlyOnceWith('manual')
  })

  it('clears stale storage when the guard signs out an already signed-out session, without redirecting', () => {
    start()
    auth.clearSession.mockClear()
    auth.actor.send({ type: 'auth.signOut' })
    expect(auth.clearSession).toHaveBeenCalledTimes(1)
    expect(auth.redirectToLogin).not.toHaveBeenCalled()
  })
})
