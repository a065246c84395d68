import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'

/** What the session entry in sessionStorage holds; expiresIn stays a string, as the spec says. */
export interface StoredSession {
  token: string
  expiresIn: string
}

export interface Credentials {
  username: string
  password: string
}

export type SignOutReason = 'manual' | 'expired'

export interface AuthContext extends StoredSession {
  username: string
  /** Bumped at every sign-in and sign-out: a response to a request sent under an older session may neither renew nor end this one. */
  sessionId: number
  error: string | null
  /** The last sign-in failed with no toast to say so (a 5xx goes to the console only): the login screen says it itself. */
  errorSilent: boolean
  signOutReason: SignOutReason | null
}

export type AuthEvent =
  | { type: 'auth.signIn'; username: string; password: string }
  | { type: 'auth.signOut' }
  | { type: 'auth.tokenRenewed'; token: string; expiresIn: string; sessionId: number }
  | { type: 'auth.unauthorized'; sessionId: number }

export type LoginField = keyof Credentials

export function loginFieldErrors(values: Credentials): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {}
  if (!values.username.trim()) errors.username = '请输入用户名'
  if (!values.password) errors.password = '请输入密码'
  return errors
}

/** The signed-in user's name, read from a JWT-shaped token when it carries one; the API has no "who am I" call. */
export function usernameFromToken(token: string): string | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    // base64url → bytes → UTF-8: atob alone would garble a name like 张三
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    if (claims && typeof claims === 'object') {
      const { sub, username } = claims as Record<string, unknown>
      const name = typeof username === 'string' ? username : sub
      if (typeof name === 'string' && name) return name
    }
  } catch {
    // not a JWT: the name stays unknown
  }
  return null
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { session: StoredSession | null },
  },
  actors: {
    signIn: fromPromise<StoredSession, Credentials>(async () => {
      throw new Error('signIn is provided by the app')
    }),
  },
  actions: {
    storeSession: (_, _session: StoredSession) => {},
    clearSession: () => {},
    redirectToLogin: (_, _params: { reason: SignOutReason }) => {},
    endSession: assign(({ context }, params: { reason: SignOutReason }) => ({
      token: '',
      expiresIn: '',
      username: '',
      sessionId: context.sessionId + 1,
      signOutReason: params.reason,
    })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    credentialsComplete: ({ event }) => event.type === 'auth.signIn' && Object.keys(loginFieldErrors(event)).length === 0,
    sameSession: ({ context, event }) => 'sessionId' in event && event.sessionId === context.sessionId,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input.session?.token ?? '',
    expiresIn: input.session?.expiresIn ?? '',
    username: input.session ? (usernameFromToken(input.session.token) ?? '') : '',
    sessionId: 0,
    error: null,
    errorSilent: false,
    signOutReason: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasToken', target: 'signedIn' },
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },
    signedOut: {
      on: {
        'auth.signIn': { guard: 'credentialsComplete', target: 'signingIn' },
        // the shell guard sends this when it finds no token: make sure nothing stale stays stored
        'auth.signOut': { actions: 'clearSession' },
      },
    },
    signingIn: {
      entry: assign({ error: null, errorSilent: false, signOutReason: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const { username, password } = event as Extract<AuthEvent, { type: 'auth.signIn' }>
          return { username: username.trim(), password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign(({ context, event }) => ({
              token: event.output.token,
              expiresIn: event.output.expiresIn,
              username: usernameFromToken(event.output.token) ?? context.username,
              sessionId: context.sessionId + 1,
            })),
            { type: 'storeSession', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '登录失败，请稍后重试'),
            errorSilent: ({ event }) => isRequestError(event.error, 'server'),
          }),
        },
      },
    },
    signedIn: {
      on: {
        'auth.tokenRenewed': { guard: 'sameSession', target: 'renewing' },
        'auth.unauthorized': {
          guard: 'sameSession',
          target: 'signedOut',
          actions: [{ type: 'endSession', params: { reason: 'expired' } }, 'clearSession', { type: 'redirectToLogin', params: { reason: 'expired' } }],
        },
        'auth.signOut': {
          target: 'signedOut',
          actions: [{ type: 'endSession', params: { reason: 'manual' } }, 'clearSession', { type: 'redirectToLogin', params: { reason: 'manual' } }],
        },
      },
    },
    renewing: {
      entry: [
        assign(({ event }) => {
          const { token, expiresIn } = event as Extract<AuthEvent, { type: 'auth.tokenRenewed' }>
          return { token, expiresIn }
        }),
        { type: 'storeSession', params: ({ context }) => ({ token: context.token, expiresIn: context.expiresIn }) },
      ],
      always: 'signedIn',
    },
  },
})
