import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const commentRoute = createRoute({ getParentRoute: () => shellRoute, path: 'comment' }).lazy(() =>
  import('./comment.lazy').then((m) => m.Route),
)
