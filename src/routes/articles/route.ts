import { ARTICLE_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const articlesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'articles',
  ...listRoute(LIST_PATHS.articles, ARTICLE_FILTERS),
}).lazy(() => import('./articles.lazy').then((m) => m.Route))
