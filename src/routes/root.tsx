import { createRootRouteWithContext } from '@tanstack/react-router'
import type { Session } from '../app/session'
import { RootLayout } from './RootLayout'
import { RouteNotFound } from './RouteStates'

export interface RouterContext {
  session: Session
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RouteNotFound,
})

export const hasToken = (session: Session) => session.auth.getSnapshot().context.token !== ''
