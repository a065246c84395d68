import { DOMAIN_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'

export const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'domain',
  validateSearch: listSearch(DOMAIN_FILTERS),
  ...waitForFirstPage(LIST_PATHS.domains),
}).lazy(() => import('./domain.lazy').then((m) => m.Route))
