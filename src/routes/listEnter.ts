import type { StaticDataRouteOption } from '@tanstack/react-router'
import type { Page } from '../api/envelope'
import type { FetchPageInput, ListRow, ShownPage } from '../machines/listMachine'
import { queryFromSearch, type ListSearch } from '../machines/listQuery'
import { listSearch } from './listSearch'

/** At most this long, a list screen being opened keeps the screen before on view while its first page comes. */
export const ENTER_WAIT_MS = 300

/**
 * How long a loaded page is served from the router's cache without asking again: Back, Forward, and the click after a
 * hover take it at once. Any change refreshes the list's pages itself (the section invalidates them).
 */
export const LIST_FRESH_MS = 10_000

/** A list's page for one URL: its query, the answer on its way, and the page once it came. */
export type LoadedList = ShownPage

/** A section's list call (its definition's `fetchPage`): the page of rows for a query. */
export type ListCall = (input: FetchPageInput, signal: AbortSignal) => Promise<Page<ListRow>>

/** What a list route is made from (a resource's declaration, src/routes/resources.ts). */
export interface ListOf {
  /** The list's filter keys beside page, pageSize, keyword, sort and order (src/api/filters.ts). */
  filters?: readonly string[]
  /** The screen's code, whose `section` holds its list call (`fetchPage`). */
  screen: () => Promise<{ section: { fetchPage: ListCall } }>
}

declare module '@tanstack/react-router' {
  /** A list route carries its declaration (src/routes/resourceRoutes.ts): its filter keys, for a link's filters. */
  interface StaticDataRouteOption {
    filters?: readonly string[]
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The keyword box's navigation: its list's load goes through the request gate's debounce. */
    typing?: boolean
  }
}

/** A list route as its loader sees it: its static data is its resource's declaration (src/routes/resourceRoutes.ts). */
export interface ListRoute {
  id: string
  path: string
  fullPath: string
  options: { staticData?: StaticDataRouteOption }
}

interface LoaderContext {
  cause: 'preload' | 'enter' | 'stay'
  deps: ListSearch
  abortController: AbortController
  location: { searchStr: string; search: Record<string, unknown>; state: { typing?: boolean } }
  route: ListRoute
}

/**
 * How a screen opened from a link with search params goes on: src/routes/linkFilters.ts, set by the list screens'
 * code (src/routes/section/useListRoute.ts), so it is reached through the screen's own import and /login downloads
 * neither it nor a chunk of its own (a dynamic import of it would split the chunks /login shares with the screens).
 */
export const openedFromLink: { enter?: (route: ListRoute, search: Record<string, unknown>) => void } = {}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// by list route: the keyword of the last page asked for (a preload aside), so that typing is told from a reload
const lastKeyword = new Map<string, string>()

/**
 * Whether this load is typing: the keyword box's navigation (its history entry says so) to a keyword the list has not
 * asked for yet. Only then does it wait for the typing to pause. A reload of the same URL (刷新, the list's own reload
 * after a change) goes at once, although the entry still says typing: debounced, it would replace the typed keyword's
 * answer on its way (superseded), whose loss has the list ask for its page again, through the same debounce, for ever.
 */
function typing({ cause, deps, location, route }: LoaderContext): boolean {
  const keyword = String(deps.keyword ?? '')
  if (cause === 'preload') return false
  const changed = lastKeyword.get(route.id) !== keyword
  lastKeyword.set(route.id, keyword)
  return cause === 'stay' && location.state.typing === true && changed
}

/**
 * A list route's options: the URL is the list's one truth. `validateSearch` parses it once; the loader asks for the
 * page of that search (its `loaderDeps`: the list's own params, nothing else of the URL) and the router keeps each
 * answer for LIST_FRESH_MS, keyed by that search, so Back and Forward show an earlier page at once and a hovered link
 * (the router preloads on intent) has its rows ready for the click.
 *
 * The loader hands the answer on without waiting for it when the list stays (a filter, a page, a sort): the screen
 * shows its rows loading at once. Opening the screen (or preloading it) waits up to ENTER_WAIT_MS for the answer,
 * and the screen before stays on view meanwhile: the new screen is then drawn once, with its rows, instead of a
 * skeleton a second draw replaces a frame later. A slow answer: the screen shows its skeleton after the wait.
 *
 * The list call is the section's (the `fetchPage` of the `section` its screen's code exports), asked once that code
 * came: the route files, in /login's chunk, hold none of the sections' code. Opened with search params (a shared
 * link, Back, a typed address), the screen's code is loaded first and drops the filters its list cannot hold, saying
 * so once (src/routes/linkFilters.ts). A kept page no longer fresh is loaded again before it shows
 * (`blocking`): an opening waits for it as for any first page, a change within the list does not wait at all.
 */
export function listRoute({ filters: filterKeys = [], screen }: ListOf) {
  const validateSearch = listSearch(filterKeys)
  return {
    validateSearch,
    loaderDeps: ({ search }: { search: Record<string, unknown> }) => validateSearch(search),
    loader: {
      handler: async (context: LoaderContext): Promise<LoadedList> => {
        const { cause, deps, abortController, location, route } = context
        // before any wait: a reload that comes meanwhile compares its keyword with this one
        const debounce = typing(context)
        if (cause === 'enter' && location.searchStr) {
          await screen()
          openedFromLink.enter?.(route, location.search)
        }
        const query = queryFromSearch(deps, filterKeys)
        // typing in the keyword box: only the last call of a burst is sent (a cached page is taken at once, as any)
        // the router aborts its load once the URL leaves this search (another page, filter or screen): so is the
        // request, on the wire, while it is still on its way
        const answer = screen().then(({ section }) => section.fetchPage({ query, debounce }, abortController.signal))
        const loaded: LoadedList = { query, answer }
        // a failure is the list's to show (a preloaded page nobody opened has no one to tell)
        answer.then(
          (page) => (loaded.page = page),
          () => {},
        )
        if (cause !== 'stay') await Promise.race([answer.catch(() => {}), pause(ENTER_WAIT_MS)])
        return loaded
      },
      staleReloadMode: 'blocking' as const,
    },
    staleTime: LIST_FRESH_MS,
    preloadStaleTime: LIST_FRESH_MS,
  }
}
