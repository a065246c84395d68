/**
 * GET /api/audit's matching, order and paging (docs/api.md, 操作日志). Not the shared filterRows: the trail grows
 * without bound (a test fills 100,000 entries), so each entry's time and search text are worked out once and kept,
 * and the order compares plain values (every sortable field is ASCII) instead of the zh-CN collation.
 */
import type { AuditEntry } from '../api/audit'
import { fail } from './envelope'
import { rangeProblem } from './list'

/** An entry as the offline backend keeps it: `rowExists` is worked out when it is read. */
export type StoredEntry = Omit<AuditEntry, 'rowExists'>

const MAX_PAGE_SIZE = 100
const SORTABLE = ['at', 'operator', 'resource', 'action'] as const
type Sortable = (typeof SORTABLE)[number]

// keyed by the stored row itself: Mirage replaces the rows when the tables are loaded again, and these go with them
const searchTexts = new WeakMap<StoredEntry, string>()

/** What a keyword is looked for in: the summary, the row ids and the changed values, lower-case (worked out once). */
function searchText(entry: StoredEntry): string {
  let text = searchTexts.get(entry)
  if (text === undefined) {
    const values = (entry.changes ?? [])
      .flatMap((change) => [change.before, change.after])
      .map((value) => (Array.isArray(value) ? value.join(',') : String(value ?? '')))
    text = [entry.summary, entry.rowIds.join(','), ...values].join('\n').toLowerCase()
    searchTexts.set(entry, text)
  }
  return text
}

/** Ids as numbers compare, without parsing them: a shorter one is smaller. */
const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/** Recording order: `at` (every one written by toISOString, so texts compare as instants), then id. */
const byTime = (a: StoredEntry, b: StoredEntry) => (a.at < b.at ? -1 : a.at > b.at ? 1 : compareIds(a.id, b.id))

/** The entries oldest first: as stored, unless a saved or filled trail holds them otherwise. */
function inTimeOrder(entries: StoredEntry[]): StoredEntry[] {
  for (let n = 1; n < entries.length; n += 1) if (byTime(entries[n - 1], entries[n]) > 0) return entries.sort(byTime)
  return entries
}

/** The refusal of a query GET /api/audit and its export refuse alike, or null. */
export function auditQueryProblem(params: Record<string, string>) {
  const range = rangeProblem(params)
  if (range) return fail(1400, range)
  if (params.rowId && !params.resource) return fail(1400, '按行查看历史须同时给出对象')
  return null
}

/** A range bound as `at` is written (the query may give another zone); checked by auditQueryProblem first. */
const bound = (value: string | undefined) => (value ? new Date(value).toISOString() : null)

/** The entries matching the query's filters, range and keyword, in its order (default `at desc`, ties newest first). */
export function matchingEntries(entries: readonly StoredEntry[], params: Record<string, string>): StoredEntry[] {
  const { operator, resource, action, rowId } = params
  const keyword = (params.keyword ?? '').trim().toLowerCase()
  const from = bound(params.from)
  const to = bound(params.to)
  const matching = entries.filter(
    (entry) =>
      (!operator || entry.operator === operator) &&
      (!resource || entry.resource === resource) &&
      (!action || entry.action === action) &&
      (!rowId || entry.rowIds.some((id) => String(id) === rowId)) &&
      (from === null || entry.at >= from) &&
      (to === null || entry.at <= to) &&
      (!keyword || searchText(entry).includes(keyword)),
  )
  const sort = (SORTABLE as readonly string[]).includes(params.sort) ? (params.sort as Sortable) : 'at'
  const ascending = params.sort === sort && params.order === 'asc'
  // recorded in time order, the trail is one run already: checked, then read backwards for the newest first
  const timed = inTimeOrder(matching)
  if (sort === 'at') return ascending ? timed : timed.reverse()
  // a few values each: grouped in one pass, each group keeping the newest first
  const groups = new Map<string, StoredEntry[]>()
  for (let n = timed.length - 1; n >= 0; n -= 1) {
    const key = timed[n][sort]
    const group = groups.get(key)
    if (group) group.push(timed[n])
    else groups.set(key, [timed[n]])
  }
  const keys = [...groups.keys()].sort()
  return (ascending ? keys : keys.reverse()).flatMap((key) => groups.get(key)!)
}

/** The paging refusal every list gives, or the page's bounds. */
export function pageOfQuery(params: Record<string, string>) {
  const page = Number(params.page ?? 1)
  const pageSize = Number(params.pageSize ?? 20)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return fail(1400, `分页参数无效：页码从 1 开始，每页 1–${MAX_PAGE_SIZE} 条`)
  }
  return { page, pageSize }
}

/**
 * GET /api/audit/operators: each username the entries name, with the display name of its latest entry, by username.
 * One pass over the trail (100,000 entries: a few milliseconds), asked once per visit of the screen.
 */
export function operatorsOf(entries: readonly StoredEntry[]): { username: string; displayName: string }[] {
  const names = new Map<string, string>()
  for (const entry of entries) names.set(entry.operator, entry.operatorName)
  return [...names.keys()].sort().map((username) => ({ username, displayName: names.get(username)! }))
}
