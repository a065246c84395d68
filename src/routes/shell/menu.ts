import type { AnyRouter, StaticDataRouteOption } from '@tanstack/react-router'
import type { ResourcePath, Resources } from '../resources'

export type MenuPath = '/' | `/${ResourcePath}`

/** The menu's icons: 首页's and each resource's (@radix-ui/react-icons names). */
export type MenuIcon = 'HomeIcon' | Resources[ResourcePath]['icon']

export interface MenuItem {
  label: string
  to: MenuPath
  /** Its icon's name in @radix-ui/react-icons (the sidebar draws it: src/routes/shell/Sidebar.tsx). */
  icon: MenuIcon
}

declare module '@tanstack/react-router' {
  /** A list screen's route carries its declaration (src/routes/resourceRoutes.ts): its menu item's label and icon. */
  interface StaticDataRouteOption {
    label?: string
    icon?: MenuIcon
  }
}

const home: MenuItem = { label: '首页', to: '/', icon: 'HomeIcon' }

/**
 * The screens a backend may lack, by the optional operation each needs (docs/api.md, "Partial backends"): their items
 * are left out for a backend without it, and before it had its say (src/routes/shell/Sidebar.tsx).
 */
export const OPTIONAL_SCREENS: Partial<Record<MenuPath, string>> = { '/audit': 'GET /api/audit' }

/**
 * The sidebar menu: 首页, then each declared resource (src/routes/resources.ts) in its order, the spec's. Read from
 * the router's routes (each list route carries its item as static data), not from the declarations: the shell's
 * chunk importing them, screens' import() and all, would split the module preloader out of what /login downloads
 * into a chunk of its own. Hovering or focusing an item has the router preload its screen's first page (the route's
 * loader, `defaultPreload: 'intent'`).
 */
export function menuOf(router: AnyRouter): MenuItem[] {
  const shell: { children?: readonly { fullPath: string; options: { staticData?: StaticDataRouteOption } }[] } = router.routesById['/_shell']
  const items = (shell.children ?? []).flatMap(({ fullPath, options: { staticData } }) =>
    staticData?.label && staticData.icon ? [{ label: staticData.label, icon: staticData.icon, to: fullPath as MenuPath }] : [],
  )
  return [home, ...items]
}

/** The document title's screen name for `pathname`: its menu item's label, if it has one. */
export function menuLabel(menu: readonly MenuItem[], pathname: string): string | null {
  const item = menu.find((entry) => (entry.to === '/' ? pathname === '/' : pathname === entry.to || pathname.startsWith(`${entry.to}/`)))
  return item?.label ?? null
}
