import { ARTICLE_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const articlesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles', validateSearch: listSearch(ARTICLE_FILTERS) }).lazy(() =>
  import('./articles.lazy').then((m) => m.Route),
)
