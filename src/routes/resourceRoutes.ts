import { createRoute } from '@tanstack/react-router'
import { listRoute } from './listEnter'
import { RESOURCES, type ResourcePath, type Resources } from './resources'
import { shellRoute } from './shell/route'

/**
 * A declared resource's route: its path under the shell, its list's search check and loader, its lazy screen, and its
 * menu item (src/routes/shell/menu.ts reads it from the router).
 */
const resourceRoute = <const Path extends ResourcePath>([path, resource]: [Path, Resources[ResourcePath]]) =>
  createRoute({ getParentRoute: () => shellRoute, path, ...listRoute(resource), staticData: resource }).lazy(() => resource.screen().then((m) => m.Route))

/** Each declared resource's route (src/routes/resources.ts), in the menu's order. */
export const resourceRoutes = (Object.entries(RESOURCES) as [ResourcePath, Resources[ResourcePath]][]).map(resourceRoute) as unknown as {
  [Path in ResourcePath]: ReturnType<typeof resourceRoute<Path>>
}[ResourcePath][]
