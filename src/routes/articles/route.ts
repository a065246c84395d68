import { createRoute } from '@tanstack/react-router'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

/** The list's filters, kept in the URL beside page, pageSize, keyword, sort and order. */
export const ARTICLE_FILTERS = ['status', 'theme', 'domain'] as const

export const articlesRoute = createRoute({ getParentRoute: () => shellRoute, path: 'articles', validateSearch: listSearch(ARTICLE_FILTERS) }).lazy(() =>
  import('./articles.lazy').then((m) => m.Route),
)
