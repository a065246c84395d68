import { createActor, fromPromise, type Actor } from 'xstate'
import { inspect } from '../devtools/inspect'
import { afterTransition } from './afterTransition'
import { clearDrafts } from './drafts'
import { MALFORMED_LOGIN_MESSAGE, sessionFromLogin } from '../api/token'
import { authApi } from '../http/auth'
import { installHttp } from '../http/client'
import { themeNamesApi } from '../http/themeNames'
import { authMachine, type SignOutReason } from '../machines/authMachine'
import { themeListMachine } from '../machines/themeListMachine'
import { notify } from '../ui/toast'
import { clearStoredSession, readKnownMissing, readStoredSession, readThemeCache, writeKnownMissing, writeStoredSession, writeThemeCache } from './storage'

export interface Session {
  auth: Actor<typeof authMachine>
  themeList: Actor<typeof themeListMachine>
}

/**
 * The app's long-lived actors, rebuilt from sessionStorage, and the http layer wired to them. Created once in
 * main.tsx (and per test), after the mock backend and before the router.
 */
export function createSession({ redirectToLogin, storage = sessionStorage }: { redirectToLogin: (reason: SignOutReason) => void; storage?: Storage }): Session {
  const themeList = createActor(
    themeListMachine.provide({
      actors: { fetchThemes: fromPromise(({ signal }) => themeNamesApi.listNames(signal)) },
      actions: { cacheThemes: (_, names) => writeThemeCache(names, storage) },
    }),
    { input: { names: readThemeCache(storage) }, inspect },
  )

  const clearThemeList = afterTransition(() => themeList.send({ type: 'theme.clear' }))
  const auth = createActor(
    authMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          // authApi.login already refuses a malformed answer; this keeps a bad one out of storage whatever the caller
          const session = sessionFromLogin(await authApi.login(input))
          if (!session) throw new Error(MALFORMED_LOGIN_MESSAGE)
          return session
        }),
      },
      actions: {
        storeSession: (_, session) => writeStoredSession(session, storage),
        clearSession: () => {
          clearStoredSession(storage)
          clearThemeList()
        },
        redirectToLogin: (_, { reason }) => {
          // after an expiry the person comes back for their unsaved work; after signing out nobody does
          if (reason === 'manual') clearDrafts()
          redirectToLogin(reason)
        },
      },
    }),
    { input: { session: readStoredSession(storage) }, inspect },
  )

  // the http layer reports to this session: installed here, explicitly, before the first request
  installHttp({
    getToken: () => auth.getSnapshot().context.token,
    getSessionId: () => auth.getSnapshot().context.sessionId,
    onRenewed: ({ token, expiresIn, sessionId }) => auth.send({ type: 'auth.tokenRenewed', token, expiresIn, sessionId: sessionId ?? -1 }),
    onUnauthorized: (sessionId) => auth.send({ type: 'auth.unauthorized', sessionId: sessionId ?? -1 }),
    showError: notify.error,
    showSuccess: notify.success,
    logServerError: (message) => console.error(message),
    // the sentences load when a backend first turns out to lack something: most never do, and /login stays lighter
    noticeMissing: (key, status) =>
      void import('./missingFeatures').then(({ missingFeatureNotice }) => {
        const notice = missingFeatureNotice(key, status)
        if (notice) notify.info(notice)
      }),
    // what an earlier page of this session found missing: kept with the stored session (src/app/storage.ts)
    knownMissing: () => readKnownMissing(auth.getSnapshot().context.token, storage),
    rememberMissing: (missing) => writeKnownMissing(missing, storage),
    inspect,
  })

  themeList.start()
  auth.start()
  return { auth, themeList }
}
