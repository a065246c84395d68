import { createRoute, redirect } from '@tanstack/react-router'
import { hasToken, rootRoute } from '../root'

/** The guard: no token → clear the auth state and go to /login, remembering where the person was going. */
export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_shell',
  beforeLoad: ({ context, location }) => {
    if (!hasToken(context.session)) {
      context.session.auth.send({ type: 'auth.signOut' })
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
}).lazy(() => import('./shell.lazy').then((m) => m.Route))
