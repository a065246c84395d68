import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { BACKLINK_FILTERS } from './filters'

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  validateSearch: listSearch(BACKLINK_FILTERS),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
