import { BACKLINK_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  ...listRoute(LIST_PATHS.backlinks, BACKLINK_FILTERS),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
