import { useLoaderData, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import type { ListQuery } from '../../api/list'
import { searchFromQuery, type ListSearch } from '../../machines/listQuery'
import { enterFromLink } from '../linkFilters'
import { openedFromLink, type LoadedList } from '../listEnter'

// a list opened from a link drops the filters it cannot hold, once, before it shows (src/routes/listEnter.ts)
openedFromLink.enter = enterFromLink

type ListRouteId = '/_shell/themes' | '/_shell/domain' | '/_shell/anti-chain' | '/_shell/comment' | '/_shell/articles' | '/_shell/push'

/**
 * A list screen's URL (read by route id, so the lazy screen never imports its route file): its validated search
 * params, the page its route loaded for them, how the section has the router load them again after a change, and how
 * the list goes to another page of the same query (the last one that exists, replacing a stale link's). Any route
 * made with `listRoute` (src/routes/listEnter.ts) will do.
 */
export function useListRoute(id: ListRouteId | (string & {})) {
  const from = id as ListRouteId
  const search: ListSearch = useSearch({ from })
  const shown: LoadedList = useLoaderData({ from })
  const router = useRouter()
  const navigate = useNavigate()
  return {
    search,
    shown,
    // every page kept for any list may hold rows a change touched: the others go, this list's are loaded again
    refresh: () => {
      router.clearCache()
      void router.invalidate({ filter: (match) => match.routeId === id })
    },
    replaceQuery: (query: ListQuery) => void navigate({ to: '.', search: searchFromQuery(query) as never, replace: true }),
  }
}
