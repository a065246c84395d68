import { createRoute } from '@tanstack/react-router'
import { PUSH_FILTERS } from '../../api/filters'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

// the push records' list: page, pageSize, keyword, sort, order and its filters, as every list's (articleIds and
// returnTo are read by the screen through their own checks, src/routes/push/search.ts)
export const pushRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'push',
  ...listRoute(LIST_PATHS.pushRecords, PUSH_FILTERS),
}).lazy(() => import('./push.lazy').then((m) => m.Route))
