import { COMMENT_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'

export const commentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'comment',
  validateSearch: listSearch(COMMENT_FILTERS),
}).lazy(() => import('./comment.lazy').then((m) => m.Route))
