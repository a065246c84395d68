import { queryFromSearch, searchFromQuery, type ListSearch } from '../machines/listQuery'

/**
 * A list route's `validateSearch`: page, pageSize, keyword, sort, order and the route's own filters, with
 * malformed values dropped, so a hand-edited or stale link still opens a working list.
 */
export const listSearch =
  (filterKeys: readonly string[]) =>
  (search: Record<string, unknown>): ListSearch =>
    searchFromQuery(queryFromSearch(search, filterKeys))
