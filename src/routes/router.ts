import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { Session } from '../app/session'
import { articleEditRoute, articleNewRoute } from './articles/editor.route'
import { createMachinesRoute } from './__machines/route'
import { homeRoute } from './home/route'
import { loginRoute } from './login/route'
import { resourceRoutes } from './resourceRoutes'
import { rootRoute } from './root'
import { RouteError, RoutePending } from './RouteStates'
import { notFoundRoute } from './shell/notFound.route'
import { shellRoute } from './shell/route'

export const routeTree = rootRoute.addChildren([
  loginRoute,
  shellRoute.addChildren([
    homeRoute,
    // the list screens, each from its declaration (src/routes/resources.ts)
    ...resourceRoutes,
    articleNewRoute,
    articleEditRoute,
    // the in-app machine viewer: dev server and demo build only, so the real build holds no trace of it
    ...(import.meta.env.DEVTOOLS ? [createMachinesRoute()] : []),
    notFoundRoute,
  ]),
])

export function createAppRouter({ session, history }: { session: Session; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    history,
    context: { session },
    // menu links load their screen's chunk on hover or focus, so a click shows the section at once
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
