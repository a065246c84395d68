import { COMMENT_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { LIST_PATHS } from '../../http/listPaths'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const commentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'comment',
  ...listRoute(LIST_PATHS.comments, COMMENT_FILTERS),
}).lazy(() => import('./comment.lazy').then((m) => m.Route))
