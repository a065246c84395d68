import { createRoute } from '@tanstack/react-router'
import { listRoute } from '../listEnter'
import { shellRoute } from '../shell/route'

export const themesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'themes',
  ...listRoute(() => import('./section').then((m) => m.themeSection.fetchPage)),
}).lazy(() => import('./themes.lazy').then((m) => m.Route))
