import { useNavigate, useSearch } from '@tanstack/react-router'
import type { ListQuery } from '../../api/list'
import { searchFromQuery } from '../../machines/listQuery'
import { enterFromLink } from '../linkFilters'
import { openedFromLink } from '../listEnter'

// a list opened from a link drops the filters it cannot hold, once, before it shows (src/routes/listEnter.ts)
openedFromLink.enter = enterFromLink

type ListRouteId = '/_shell/themes' | '/_shell/domain' | '/_shell/anti-chain' | '/_shell/comment' | '/_shell/articles' | '/_shell/push'

/**
 * A list screen's URL: its validated search params (read by route id, so the lazy screen never imports its route
 * file) and how its list writes a query back.
 */
export function useListRoute(id: ListRouteId) {
  const search = useSearch({ from: id })
  const navigate = useNavigate()
  const writeSearch = (query: ListQuery, replace: boolean) => {
    void navigate({ to: '.', search: searchFromQuery(query), replace })
  }
  return { search, writeSearch }
}
