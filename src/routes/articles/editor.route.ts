import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

/** The full-page editor: a new article, and an existing one by id. */
export const articleNewRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles/new' }).lazy(() => import('./new.lazy').then((m) => m.Route))

export const articleEditRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles/$id' }).lazy(() => import('./edit.lazy').then((m) => m.Route))
