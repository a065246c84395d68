import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'

export const themesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'themes',
  validateSearch: listSearch(),
  ...waitForFirstPage(LIST_PATHS.themes),
}).lazy(() => import('./themes.lazy').then((m) => m.Route))
