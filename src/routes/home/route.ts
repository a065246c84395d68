import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const homeRoute = createRoute({ getParentRoute: () => shellRoute, path: '/' }).lazy(() => import('./home.lazy').then((m) => m.Route))
