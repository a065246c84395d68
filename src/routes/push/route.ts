import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const pushRoute = createRoute({ getParentRoute: () => shellRoute, path: 'push' }).lazy(() =>
  import('./push.lazy').then((m) => m.Route),
)
