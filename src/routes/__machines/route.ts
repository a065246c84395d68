import { createRoute } from '@tanstack/react-router'
import { shellRoute } from '../shell/route'

/**
 * /__machines: the in-app machine viewer. A function, so that a build without the developer tools, which never
 * calls it (router.ts), drops it with the screen's chunk and Mermaid.
 */
export const createMachinesRoute = () =>
  createRoute({ getParentRoute: () => shellRoute, path: '__machines' }).lazy(() => import('./machines.lazy').then((m) => m.Route))
