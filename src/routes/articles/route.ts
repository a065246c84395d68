import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const articlesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles' }).lazy(() =>
  import('./articles.lazy').then((m) => m.Route),
)
