import { useLoaderData, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import type { ListQuery } from '../../api/list'
import { searchFromQuery, type ListSearch } from '../../machines/listQuery'
import { enterFromLink } from '../linkFilters'
import { openedFromLink, type LoadedList } from '../listEnter'
import type { ListRouteId } from '../resources'

// a list opened from a link drops the filters it cannot hold, once, before it shows (src/routes/listEnter.ts)
openedFromLink.enter = enterFromLink

/**
 * A list screen's URL (read by route id, so the lazy screen never imports its route file): its validated search
 * params, the page its route loaded for them, how the router loads that page again (`reload`: after a failure; the
 * other pages it kept stay, for Back) or, after a change of rows, drops every kept page too (`refresh`), and how the
 * list goes to another page of the same query (the last one that exists, replacing a stale link's). Any route made
 * with `listRoute` (src/routes/listEnter.ts) will do.
 */
export function useListRoute(id: ListRouteId | (string & {})) {
  const from = id as ListRouteId
  const search: ListSearch = useSearch({ from })
  const shown: LoadedList = useLoaderData({ from })
  const router = useRouter()
  const navigate = useNavigate()
  const reload = () => {
    const here = new Set(router.state.matches.map((match) => match.id))
    void router.invalidate({ filter: (match) => match.routeId === id && here.has(match.id) })
  }
  return {
    search,
    shown,
    reload,
    // every page kept for any list may hold rows a change touched: they go, and the one on view is loaded again
    refresh: () => {
      router.clearCache()
      reload()
    },
    replaceQuery: (query: ListQuery) => void navigate({ to: '.', search: searchFromQuery(query) as never, replace: true }),
  }
}
