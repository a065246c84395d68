import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'
import { validatePushSearch } from './search'

export const pushRoute = createRoute({ getParentRoute: () => shellRoute, path: 'push', validateSearch: validatePushSearch }).lazy(() =>
  import('./push.lazy').then((m) => m.Route),
)
