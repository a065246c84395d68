import { createRoute } from '@tanstack/react-router'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const themesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'themes',
  ...listRoute(LIST_PATHS.themes),
}).lazy(() => import('./themes.lazy').then((m) => m.Route))
