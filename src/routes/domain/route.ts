import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const domainRoute = createRoute({ getParentRoute: () => shellRoute, path: 'domain' }).lazy(() =>
  import('./domain.lazy').then((m) => m.Route),
)
