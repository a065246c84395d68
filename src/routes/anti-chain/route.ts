import { BACKLINK_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const antiChainRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'anti-chain',
  ...listRoute(() => import('./section').then((m) => m.backlinkSection.fetchPage), BACKLINK_FILTERS),
}).lazy(() => import('./anti-chain.lazy').then((m) => m.Route))
