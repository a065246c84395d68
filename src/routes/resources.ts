import type * as Icons from '@radix-ui/react-icons'
import type { AnyRoute, LazyRoute } from '@tanstack/react-router'
import type { ListCall, ListOf } from './listEnter'
import { ARTICLE_FILTERS, AUDIT_FILTERS, BACKLINK_FILTERS, COMMENT_FILTERS, DOMAIN_FILTERS, PUSH_FILTERS } from '../api/filters'

/**
 * One list resource of the back office, declared once, keyed by its path under the shell: its route (the search
 * check and the loader, which the router also runs to preload the first page on intent: src/routes/resourceRoutes.ts,
 * src/routes/listEnter.ts), its menu item and document title (src/routes/shell/menu.ts) and the typed route ids all
 * come from here. tests/unit/routes/resources.test.ts holds the route tree, the menu and the list calls to it.
 *
 * This module is in what /login downloads first (the route tree is built from it), so it holds only strings and the
 * screen's `import()`; the rest is reached through them: the screen's code brings the section's list call, crudApi's
 * for the resource's list operation in src/api/operations (its answer schema, a page of the row schema's rows, types
 * the rows); the icon is a name, drawn through the sidebar's own table so that the icons stay in the shell's chunk.
 * The shell reads the menu items from the routes (their static data), not from here: a lazy chunk importing this
 * module, screens' import() and all, would split Vite's module preloader out of /login's chunk into one of its own.
 */
export interface Resource extends ListOf {
  /** The menu item's label, and the document title's screen name. */
  label: string
  /** Its menu icon's name in @radix-ui/react-icons (drawn through the sidebar's own table). */
  icon: keyof typeof Icons
  /**
   * The screen's code: its `.lazy.tsx`, whose `Route` is made with createLazyRoute('/_shell/<path>') and whose
   * `section` is its definition (src/routes/<section>/section.ts), with `fetchPage`: its list call, crudApi's for
   * the list operation of its resource in src/api/operations (GET /api/<resource>, a page of its row schema's rows).
   */
  screen: () => Promise<{ Route: LazyRoute<AnyRoute>; section: { fetchPage: ListCall } }>
}

/**
 * `load` once, its promise kept for every later call, which then settles within the task that asked. An `import()` of
 * a module the browser already has settles only a task later: a screen's list call, which waits for its screen's code,
 * left on every visit after the click's other requests had been answered. A failed load is not kept: the next call
 * tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      const started = load()
      loading = started
      started.catch(() => {
        if (loading === started) loading = undefined
      })
    }
    return loading
  }
}

/** By the screen's path under the shell (`domain`: /domain), in the menu's order (the spec's). */
export const RESOURCES = {
  themes: {
    label: '主题列表',
    icon: 'LayersIcon',
    screen: once(() => import('./themes/themes.lazy')),
  },
  domain: {
    label: '域名管理',
    icon: 'GlobeIcon',
    filters: DOMAIN_FILTERS,
    screen: once(() => import('./domain/domain.lazy')),
  },
  'anti-chain': {
    label: '反链管理',
    icon: 'Link2Icon',
    filters: BACKLINK_FILTERS,
    screen: once(() => import('./anti-chain/anti-chain.lazy')),
  },
  comment: {
    label: '留言管理',
    icon: 'ChatBubbleIcon',
    filters: COMMENT_FILTERS,
    screen: once(() => import('./comment/comment.lazy')),
  },
  articles: {
    label: '文章列表',
    icon: 'FileTextIcon',
    filters: ARTICLE_FILTERS,
    screen: once(() => import('./articles/articles.lazy')),
  },
  // the push records' list; the screen reads articleIds and returnTo through their own checks (push/search.ts)
  push: {
    label: '文章推送',
    icon: 'PaperPlaneIcon',
    filters: PUSH_FILTERS,
    screen: once(() => import('./push/push.lazy')),
  },
  // optional (GET /api/audit): the menu leaves it out for a backend without it (src/routes/shell/Sidebar.tsx)
  audit: {
    label: '操作日志',
    icon: 'ActivityLogIcon',
    filters: AUDIT_FILTERS,
    screen: once(() => import('./audit/audit.lazy')),
  },
} as const satisfies Record<string, Resource>

export type Resources = typeof RESOURCES
/** A list screen's path under the shell: `domain`. */
export type ResourcePath = keyof Resources
/** The route id of each list screen (`/_shell/domain`), for useListRoute. */
export type ListRouteId = `/_shell/${ResourcePath}`
