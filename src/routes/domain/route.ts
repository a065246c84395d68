import { DOMAIN_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'domain',
  validateSearch: listSearch(DOMAIN_FILTERS),
}).lazy(() => import('./domain.lazy').then((m) => m.Route))
