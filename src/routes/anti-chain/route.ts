import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

/** The list filters of /anti-chain, kept in the URL beside page, keyword and order. */
export const BACKLINK_FILTERS: readonly string[] = ['status', 'targetDomain']

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  validateSearch: listSearch(BACKLINK_FILTERS),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
