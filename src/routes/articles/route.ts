import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { ARTICLE_FILTERS } from './filters'

export const articlesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles', validateSearch: listSearch(ARTICLE_FILTERS) }).lazy(() =>
  import('./articles.lazy').then((m) => m.Route),
)
