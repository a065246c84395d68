import { COMMENT_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const commentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'comment',
  ...listRoute(() => import('./section').then((m) => m.commentSection.fetchPage), COMMENT_FILTERS),
}).lazy(() => import('./comment.lazy').then((m) => m.Route))
