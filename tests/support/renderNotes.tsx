import { Theme } from '@radix-ui/themes'
import { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createSession } from '../../src/app/session'
import { defaultScenario } from '../../src/mock-server/scenario'
import { makeServer } from '../../src/mock-server/server'
import { Toaster } from '../../src/ui/Toaster'
import { notesResource } from './notesResource'
import { notesRoute } from './NotesScreen'
import { storeSignedInSession } from './session'

/** The toolkit's test screen at `path`, signed in, against Mirage with the 10,000 test notes. */
export function renderNotes(path = '/notes') {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [notesResource] })
  const requests: string[] = []
  const bodies: unknown[] = []
  mock.server.pretender.handledRequest = (verb, url, request) => {
    requests.push(`${verb} ${decodeURIComponent(url)}`)
    if (verb !== 'GET') bodies.push(request.requestBody ? (JSON.parse(request.requestBody) as unknown) : null)
  }
  storeSignedInSession()
  const session = createSession({ redirectToLogin: () => {} })
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  })
  const router = createRouter({ routeTree: root.addChildren([notesRoute(() => root)]), history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(
    <Theme>
      <RouterProvider router={router} />
    </Theme>,
  )
  return {
    router,
    mock,
    user: userEvent.setup(),
    /** Requests Mirage answered, as `GET /api/notes?…`. */
    requests,
    /** The JSON bodies of the changes Mirage answered, in order. */
    bodies,
    unmount() {
      view.unmount()
      session.auth.stop()
      session.themeList.stop()
      mock.shutdown()
    },
  }
}
