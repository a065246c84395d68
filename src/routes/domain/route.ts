import { DOMAIN_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'domain',
  ...listRoute(LIST_PATHS.domains, DOMAIN_FILTERS),
}).lazy(() => import('./domain.lazy').then((m) => m.Route))
