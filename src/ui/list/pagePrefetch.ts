import type { ListQuery } from '../../api/list'
import type { ListActor } from './ListActor'

/** Who can start a list's page request ahead of a click: given by the section that owns the list (useSection). */
const prefetchers = new WeakMap<ListActor, (query: ListQuery) => void>()

export function setPagePrefetch(list: ListActor, prefetch: (query: ListQuery) => void): void {
  prefetchers.set(list, prefetch)
}

/**
 * Starts the request for page `page` of `list`: the query `list.pageChanged` will load (the same keyword, filters,
 * sort and page size), so the click takes the answer instead of sending again. Nothing for a list without a prefetch.
 */
export function prefetchPage(list: ListActor, page: number): void {
  prefetchers.get(list)?.({ ...list.getSnapshot().context.query, page })
}
