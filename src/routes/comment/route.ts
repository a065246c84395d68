import { createRoute } from '@tanstack/react-router'
import { COMMENT_FILTERS } from '../../api/comments'
import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const commentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'comment',
  validateSearch: listSearch(COMMENT_FILTERS),
}).lazy(() => import('./comment.lazy').then((m) => m.Route))
