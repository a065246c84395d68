import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { DOMAIN_FILTERS } from './filters'

export const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'domain',
  validateSearch: listSearch(DOMAIN_FILTERS),
}).lazy(() => import('./domain.lazy').then((m) => m.Route))
