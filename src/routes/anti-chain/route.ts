import { BACKLINK_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  validateSearch: listSearch(BACKLINK_FILTERS),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
