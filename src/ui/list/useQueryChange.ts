import { useNavigate, useRouter } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import type { ListQuery } from '../../api/list'
import { searchFromQuery } from '../../machines/listQuery'
import type { ListActor } from './ListActor'

/**
 * How a list's query changes: `change(query)` asks for the page of `query` (`typing`: from the keyword box, whose
 * load the request gate debounces), `preload(query)` has it ready for a click (a hovered page button).
 */
export interface QueryControl {
  change: (query: ListQuery, options: { typing: boolean }) => void
  preload?: (query: ListQuery) => void
}

/**
 * A list whose query is not the page's URL (a picker in a dialog) gives its own control here. Every other list's
 * query is its URL's: its controls change the URL, its route loads the page, and the list shows it.
 */
export const QueryControlContext = createContext<QueryControl | null>(null)

/**
 * How a list's controls change its query. `change(patch)` goes to page 1 of the query with `patch` applied (unless
 * the patch is the page): in the URL, a new history entry, so Back undoes it; `typing` replaces the entry instead.
 * The query patched is the one the list shows (the URL's, as its route parsed it). `preload(page)` has the router
 * load that page of the same query into its cache.
 */
export function useQueryChange(list: ListActor) {
  const navigate = useNavigate()
  const router = useRouter()
  const control: QueryControl = useContext(QueryControlContext) ?? {
    change: (query, { typing }) => void navigate({ to: '.', search: searchFromQuery(query) as never, replace: typing, state: typing ? { typing } : undefined }),
    preload: (query) => void router.preloadRoute({ to: '.', search: searchFromQuery(query) as never }).catch(() => {}),
  }
  const current = () => list.getSnapshot().context.query
  return {
    change: (patch: (query: ListQuery) => Partial<ListQuery>, { typing = false } = {}) =>
      control.change({ ...current(), page: 1, ...patch(current()) }, { typing }),
    preload: (page: number) => control.preload?.({ ...current(), page }),
  }
}
