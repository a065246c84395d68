import { describe, expect, it } from 'vitest'
import { usernameFromToken } from '../../../src/machines/authMachine'
import { RequestError, requestMessages } from '../../../src/machines/requestErrors'
import { auth, context, jwt, settle, start, state, withAuthHarness } from './authHarness'

withAuthHarness()

describe('authMachine: start-up', () => {
  it('restores a stored session as signed in, without clearing anything', () => {
    const token = jwt({ sub: 'editor' })
    start({ token, expiresIn: '3600' })
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token, expiresIn: '3600', username: 'editor' })
    expect(auth.clearSession).not.toHaveBeenCalled()
  })

  it('starts signed out and clears storage when nothing (or an empty token) was stored', () => {
    start(null)
    expect(state()).toBe('signedOut')
    expect(auth.clearSession).toHaveBeenCalledTimes(1)
    auth.actor.stop()
    start({ token: '', expiresIn: '7200' })
    expect(state()).toBe('signedOut')
    expect(auth.clearSession).toHaveBeenCalledTimes(2)
  })
})

describe('authMachine: sign-in', () => {
  it('sends trimmed credentials, then stores the token and expiry it got back', async () => {
    start()
    auth.actor.send({ type: 'auth.signIn', username: '  admin ', password: ' admin123 ' })
    expect(state()).toBe('signingIn')
    expect(auth.signIns.map((call) => call.input)).toEqual([{ username: 'admin', password: ' admin123 ' }])
    const token = jwt({ username: '管理员', sub: 'u1' })
    auth.signIns[0].resolve({ token, expiresIn: '7200' })
    await settle()
    expect(state()).toBe('signedIn')
    expect(context()).toMatchObject({ token, expiresIn: '7200', username: '管理员', error: null })
    expect(auth.storeSession).toHaveBeenCalledExactlyOnceWith({ token, expiresIn: '7200' })
  })

  it('goes back to signed out with the server message when sign-in fails', async () => {
    start()
    auth.actor.send({ type: 'auth.signIn', username: 'admin', password: 'wrong' })
    auth.signIns[0].reject(new Error('用户名或密码错误'))
    await settle()
    expect(state()).toBe('signedOut')
    expect(context()).toMatchObject({ error: '用户名或密码错误', errorSilent: false, token: '' })
    expect(auth.storeSession).not.toHaveBeenCalled()
  })

  it('marks a 5xx failure as silent (no toast told it) until the next attempt', async () => {
    start()
    auth.actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    auth.signIns[0].reject(new RequestError('server', requestMessages.serverError, { status: 502 }))
    await settle()
    expect(state()).toBe('signedOut')
    expect(context().errorSilent).toBe(true)
    auth.actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    expect(context().errorSilent).toBe(false)
    auth.signIns[1].reject(new RequestError('timeout', requestMessages.timeout))
    await settle()
    expect(context()).toMatchObject({ error: requestMessages.timeout, errorSilent: false })
  })

  it('falls back to a generic message when the failure is not an Error', async () => {
    start()
    auth.actor.send({ type: 'auth.signIn', username: 'admin', password: 'x' })
    auth.signIns[0].reject('boom')
    await settle()
    expect(context().error).toBe('登录失败，请稍后重试')
  })

  it.each([
    { username: '', password: 'admin123' },
    { username: '   ', password: 'admin123' },
    { username: 'admin', password: '' },
  ])('does not sign in with an empty field: %o', (credentials) => {
    start()
    auth.actor.send({ type: 'auth.signIn', ...credentials })
    expect(state()).toBe('signedOut')
    expect(auth.signIns).toHaveLength(0)
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
