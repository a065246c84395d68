import { prefetchWait } from '../http/prefetchWait'

/** At most this long, a list screen being opened waits for the first page its link already asked for. */
export const ENTER_WAIT_MS = 300

interface LoaderContext {
  cause: 'preload' | 'enter' | 'stay'
  location: { searchStr: string; search: Record<string, unknown> }
  route: ListRoute
}

export interface ListRoute {
  id: string
  fullPath: string
  /** Loads the screen's code (its `.lazy()`), the router's own import of it. */
  lazyFn?: () => Promise<unknown>
}

/**
 * How a screen opened from a link with search params goes on: src/routes/linkFilters.ts, set by the list screens'
 * code (src/routes/section/useListRoute.ts), so it is reached through the screen's own import and /login downloads
 * neither it nor a chunk of its own (a dynamic import of it would split the chunks /login shares with the screens).
 */
export const openedFromLink: { enter?: (list: string, route: ListRoute, search: Record<string, unknown>) => unknown } = {}

/**
 * A list route's loader, for the route's options. Opening the screen (not a preload, not a change of its own search)
 * waits up to ENTER_WAIT_MS for the answers prefetched for its list call `list` (a menu click sends its screen's first
 * request with its code, src/routes/shell/listPrefetch.ts), and the screen before stays on view meanwhile. The new
 * screen is then drawn once, with its rows, instead of a skeleton that a second draw replaces a frame later (issue
 * 14): one style, layout and paint of the page. Nothing prefetched, as after a typed URL or Back: no wait. A slow
 * answer: the screen shows its skeleton after the wait, as before. The loader only waits; the list's fetch still
 * takes the answer.
 *
 * The prefetch cache is the shell's code, not /login's: the loader reaches it through `prefetchWait`, which it fills
 * once loaded (before that, nothing was prefetched).
 *
 * Opened with search params (a shared link, Back, a typed address), the screen's code is loaded first (the router
 * loads it anyway) and drops the filters its list cannot hold, saying so once (src/routes/linkFilters.ts).
 *
 * `blocking` with `preloadStaleTime: 0`: a screen the router preloaded on hover, then clicked, waits the same way
 * (the router would otherwise show the preloaded match at once and run the loader in the background).
 */
export const waitForFirstPage = (list: string) => ({
  loader: {
    handler: ({ cause, location, route }: LoaderContext) =>
      cause === 'enter'
        ? location.searchStr
          ? route.lazyFn?.().then(() => openedFromLink.enter?.(list, route, location.search))
          : prefetchWait.settled?.(list, ENTER_WAIT_MS)
        : undefined,
    staleReloadMode: 'blocking' as const,
  },
  preloadStaleTime: 0,
})
