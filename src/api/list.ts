import { dayEndInstant, dayStartInstant } from './dateRange'

/**
 * What a list call asks for (docs/api.md, "Sections"): a page of rows matching a keyword and filters, in an order,
 * and how that becomes the request's params. Lists, exports and "apply to all matching" calls read the same params.
 */

/** What a list shows: one page of rows matching a keyword and filters, in an order. Lives in the URL. */
export interface ListQuery {
  page: number
  pageSize: number
  keyword: string
  sort: string | null
  order: 'asc' | 'desc'
  filters: Record<string, string>
}

/** What the server gets for each bound of the 创建时间 range: the instant the operator's day starts, or ends. */
const rangeInstants: Record<string, (day: string) => string | null> = { from: dayStartInstant, to: dayEndInstant }

/**
 * The request params of a list call: `page, pageSize, keyword, sort, order` and the filters; the days of the
 * 创建时间 range go as UTC instants (docs/api.md, "Sections").
 */
export function paramsFromQuery(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, pageSize: query.pageSize }
  if (query.keyword.trim()) params.keyword = query.keyword.trim()
  if (query.sort) {
    params.sort = query.sort
    params.order = query.order
  }
  for (const [key, value] of Object.entries(query.filters)) {
    const sent = value && Object.hasOwn(rangeInstants, key) ? rangeInstants[key](value) : value
    if (sent) params[key] = sent
  }
  return params
}

/** The keyword and filters of a list query: the rows a "check all" (or any call on every matching row) applies to. */
export function matchParams(query: ListQuery): Record<string, string> {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...rest } = paramsFromQuery(query)
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)]))
}

/** An export's params: the rows matching the keyword and filters, in the list's order, without paging. */
export function exportParams(query: ListQuery): Record<string, string> {
  return { ...matchParams(query), ...(query.sort ? { sort: query.sort, order: query.order } : {}) }
}

/**
 * What a batch call applies to (docs/api.md, "Sections"): the rows listed by id, or every row matching a list's
 * keyword and filters (`matchParams`), which the server finds itself, however many there are.
 */
export type BatchTarget = { ids: string[] } | { filter: Record<string, string> }

/** The body part of a batch call for `target`: `{ ids }` or `{ filter }`, nothing else it may carry (a count). */
export const batchBody = (target: BatchTarget): BatchTarget => ('ids' in target ? { ids: target.ids } : { filter: target.filter })
