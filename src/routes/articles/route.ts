import { ARTICLE_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'

export const articlesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'articles',
  validateSearch: listSearch(ARTICLE_FILTERS),
  ...waitForFirstPage(LIST_PATHS.articles),
}).lazy(() => import('./articles.lazy').then((m) => m.Route))
