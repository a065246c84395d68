import { createRoute } from '@tanstack/react-router'
import { RouteNotFound } from '../RouteStates'
import { shellRoute } from './route'

/**
 * Any address no screen answers, matched under the shell: it passes the shell's guard first (signed out → /login)
 * and shows the not-found page inside the shell, sidebar and all.
 */
export const notFoundRoute = createRoute({ getParentRoute: () => shellRoute, path: '$', component: RouteNotFound })
