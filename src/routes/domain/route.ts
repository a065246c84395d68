import { DOMAIN_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const domainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'domain',
  ...listRoute(() => import('./section').then((m) => m.domainSection.fetchPage), DOMAIN_FILTERS),
}).lazy(() => import('./domain.lazy').then((m) => m.Route))
