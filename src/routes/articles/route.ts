import { ARTICLE_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const articlesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'articles',
  ...listRoute(() => import('./section').then((m) => m.articleSection.fetchPage), ARTICLE_FILTERS),
}).lazy(() => import('./articles.lazy').then((m) => m.Route))
