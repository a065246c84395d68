import { COMMENT_FILTERS } from '../../api/filters'
import { createRoute } from '@tanstack/react-router'

import { listSearch } from '../listSearch'
import { shellRoute } from '../shell/route'
import { waitForFirstPage } from '../listEnter'
import { LIST_PATHS } from '../../http/listPaths'

export const commentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'comment',
  validateSearch: listSearch(COMMENT_FILTERS),
  ...waitForFirstPage(LIST_PATHS.comments),
}).lazy(() => import('./comment.lazy').then((m) => m.Route))
