import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

export const antiChainRoute = createRoute({ getParentRoute: () => shellRoute, path: 'anti-chain' }).lazy(() =>
  import('./anti-chain.lazy').then((m) => m.Route),
)
