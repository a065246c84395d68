import { afterEach, beforeEach, vi, type Mock } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { authMachine, type Credentials, type StoredSession } from '../../../src/machines/authMachine'

/** A JWT-shaped token whose payload carries `claims` (UTF-8, base64url, no padding). */
export function jwt(claims: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims))
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`
}

interface Deferred {
  input: Credentials
  resolve(session: StoredSession): void
  reject(error: unknown): void
}

/** The auth machine under test and its injected effects, fresh for every test (fake timers on). */
export const auth = {} as {
  signIns: Deferred[]
  storeSession: Mock<(session: StoredSession) => void>
  clearSession: Mock<() => void>
  redirectToLogin: Mock<(reason: string) => void>
  actor: Actor<typeof authMachine>
}

/** Starts the machine as the app does, from what sessionStorage held; sign-ins wait until a test settles them. */
export function start(session: StoredSession | null = null) {
  const machine = authMachine.provide({
    actors: {
      signIn: fromPromise<StoredSession, Credentials>(({ input }) => new Promise((resolve, reject) => auth.signIns.push({ input, resolve, reject }))),
    },
    actions: {
      storeSession: (_, stored) => auth.storeSession(stored),
      clearSession: () => auth.clearSession(),
      redirectToLogin: (_, { reason }) => auth.redirectToLogin(reason),
    },
  })
  auth.actor = createActor(machine, { input: { session } })
  auth.actor.start()
  return auth.actor
}

export const state = () => auth.actor.getSnapshot().value
export const context = () => auth.actor.getSnapshot().context
export const settle = () => vi.advanceTimersByTimeAsync(0)

/** Signs in and lets the sign-in answer with `token`. */
export async function signIn(token = jwt({ sub: 'admin' }), expiresIn = '7200') {
  auth.actor.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
  auth.signIns.at(-1)!.resolve({ token, expiresIn })
  await settle()
}

/** Registers the fresh mocks and fake timers around each test of the calling file. */
export function withAuthHarness(): void {
  beforeEach(() => {
    vi.useFakeTimers()
    auth.signIns = []
    auth.storeSession = vi.fn<(session: StoredSession) => void>()
    auth.clearSession = vi.fn<() => void>()
    auth.redirectToLogin = vi.fn<(reason: string) => void>()
  })
  afterEach(() => {
    auth.actor.stop()
    vi.useRealTimers()
  })
}
