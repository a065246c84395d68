import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../../src/app/App'
import { createSession } from '../../src/app/session'
import { makeServer, type MockServer } from '../../src/mock-server/server'
import { createAppRouter, type AppRouter } from '../../src/routes/router'
import { defaultScenario } from '../../src/mock-server/scenario'

export interface RenderedApp {
  router: AppRouter
  mock: MockServer
  session: ReturnType<typeof createSession>
  user: ReturnType<typeof userEvent.setup>
  unmount(): void
}

/**
 * The whole app as main.tsx builds it, on a memory history at `path`, against Mirage in its test environment
 * (no latency). Shut the returned mock server down after the test.
 */
export function renderApp(path = '/', { mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } }) } = {}): RenderedApp {
  let router: AppRouter | undefined
  const session = createSession({
    redirectToLogin: (reason) => {
      const here = router!.state.location.href
      void router!.navigate({ to: '/login', search: reason === 'expired' ? { redirect: here } : {}, ignoreBlocker: true })
    },
  })
  router = createAppRouter({ session, history: createMemoryHistory({ initialEntries: [path] }) })
  const user = userEvent.setup()
  const view = render(<App router={router} session={session} />)
  return {
    router,
    mock,
    session,
    user,
    unmount() {
      view.unmount()
      session.auth.stop()
      session.themeList.stop()
      mock.shutdown()
    },
  }
}

/** Signs in through the login form as a person would. */
export async function signIn(app: RenderedApp, username = 'admin', password = 'admin123') {
  await app.user.type(await screen.findByLabelText('用户名'), username)
  await app.user.type(screen.getByLabelText('密码'), password)
  await app.user.click(screen.getByRole('button', { name: '登陆' }))
}
