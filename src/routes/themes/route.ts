import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const themesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'themes' }).lazy(() =>
  import('./themes.lazy').then((m) => m.Route),
)
