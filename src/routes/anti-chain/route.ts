import { BACKLINK_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  validateSearch: listSearch(BACKLINK_FILTERS),
  ...waitForFirstPage(LIST_PATHS.backlinks),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
