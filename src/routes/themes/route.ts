import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const themesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'themes', validateSearch: listSearch() }).lazy(() =>
  import('./themes.lazy').then((m) => m.Route),
)
