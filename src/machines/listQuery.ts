import type { ListQuery } from '../api/list'
import { isCalendarDay, isReversed } from '../api/dates'
import { DATE_RANGE_FILTERS } from '../api/filters'

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

/** The flat URL search object of a query; defaults are left out so links stay short. */
export type ListSearch = Record<string, string | number | undefined>

const positiveInt = (value: unknown, fallback: number) => {
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/**
 * Reads a query from URL search params, ignoring anything malformed (a hand-edited or stale link): a 创建时间 bound
 * that is not a real day, and a range whose start is after its end, are dropped.
 */
export function queryFromSearch(search: Record<string, unknown>, filterKeys: readonly string[]): ListQuery {
  const pageSize = positiveInt(search.pageSize, DEFAULT_PAGE_SIZE)
  const filters: Record<string, string> = {}
  // in the order the URL writes them (searchFromQuery), so a query reads the same however it was made
  for (const key of [...filterKeys].sort()) {
    const value = search[key]
    if ((DATE_RANGE_FILTERS as readonly string[]).includes(key) ? isCalendarDay(value) : (typeof value === 'string' && value) || typeof value === 'number')
      filters[key] = String(value)
  }
  if (isReversed(filters.from ?? '', filters.to ?? '')) {
    delete filters.from
    delete filters.to
  }
  return {
    page: positiveInt(search.page, 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    keyword: typeof search.keyword === 'string' ? search.keyword : '',
    sort: typeof search.sort === 'string' && /^[A-Za-z]\w*$/.test(search.sort) ? search.sort : null,
    order: search.order === 'asc' ? 'asc' : 'desc',
    filters,
  }
}

export function searchFromQuery(query: ListQuery): ListSearch {
  const search: ListSearch = {}
  if (query.page !== 1) search.page = query.page
  if (query.pageSize !== DEFAULT_PAGE_SIZE) search.pageSize = query.pageSize
  if (query.keyword) search.keyword = query.keyword
  if (query.sort) {
    search.sort = query.sort
    search.order = query.order
  }
  for (const key of Object.keys(query.filters).sort()) if (query.filters[key]) search[key] = query.filters[key]
  return search
}

// (what only the lists' own code uses lives in listMachine.ts: this module is in /login's chunk with the routes)
