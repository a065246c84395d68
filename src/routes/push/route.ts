import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'
import { validatePushSearch } from './search'

export const pushRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'push',
  validateSearch: validatePushSearch,
  ...waitForFirstPage(LIST_PATHS.pushRecords),
}).lazy(() => import('./push.lazy').then((m) => m.Route))
