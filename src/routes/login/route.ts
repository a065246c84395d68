import { createRoute, redirect } from '@tanstack/react-router'
import { safeRedirect } from '../redirect'
import { hasToken, rootRoute } from '../root'

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: ({ context, search }) => {
    if (hasToken(context.session)) throw redirect({ href: safeRedirect(search.redirect) })
  },
}).lazy(() => import('./login.lazy').then((m) => m.Route))
