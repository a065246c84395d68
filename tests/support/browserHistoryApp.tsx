import { createBrowserHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../../src/app/App'
import { createSession } from '../../src/app/session'
import { createAppRouter, type AppRouter } from '../../src/routes/router'

/**
 * The whole app as renderApp draws it, but on the window's own history (happy-dom's), as the browser runs it: what
 * the app keeps in history.state is there for the next app drawn at the same entry, as after a reload (F5). Start
 * the mock server first.
 * `unmount()` stops the app and gives window.history back its own methods; `forget()` leaves the window at `/` with no
 * state, for the tests after (they share the window).
 */
export function renderAppOnWindowHistory() {
  let router: AppRouter | undefined
  const session = createSession({
    redirectToLogin: () => void router!.navigate({ to: '/login', ignoreBlocker: true }),
  })
  router = createAppRouter({ session, history: createBrowserHistory() })
  const user = userEvent.setup()
  const view = render(<App router={router} session={session} />)
  return {
    router,
    user,
    unmount() {
      view.unmount()
      router.history.destroy()
      session.auth.stop()
      session.themeList.stop()
    },
  }
}

/** The window at `path` with no history state, as a tab just opened there. */
export const openWindowAt = (path: string) => window.history.replaceState(null, '', path)
