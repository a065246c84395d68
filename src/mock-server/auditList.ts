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

interface Derived {
  ms: number
  id: number
  text: string
}

// keyed by the stored row itself: Mirage replaces the rows when the tables are loaded again, and these go with them
const derived = new WeakMap<StoredEntry, Derived>()

function derive(entry: StoredEntry): Derived {
  let known = derived.get(entry)
  if (!known) {
    const values = (entry.changes ?? [])
      .flatMap((change) => [change.before, change.after])
      .map((value) => (Array.isArray(value) ? value.join(',') : String(value ?? '')))
    const text = [entry.summary, entry.rowIds.join(','), ...values].join('\n').toLowerCase()
    known = { ms: Date.parse(entry.at), id: Number(entry.id), text }
    derived.set(entry, known)
  }
  return known
}

/** The refusal of a query GET /api/audit and its export refuse alike, or null. */
export function auditQueryProblem(params: Record<string, string>) {
  const range = rangeProblem(params)
  if (range) return fail(1400, range)
  if (params.rowId && !params.resource) return fail(1400, '按行查看历史须同时给出 resource')
  return null
}

const bound = (value: string | undefined) => (value ? Date.parse(value) : null)

/** The entries matching the query's filters, range and keyword, in its order (default `at desc`, ties newest first). */
export function matchingEntries(entries: readonly StoredEntry[], params: Record<string, string>): StoredEntry[] {
  const { operator, resource, action, rowId } = params
  const keyword = (params.keyword ?? '').trim().toLowerCase()
  const from = bound(params.from)
  const to = bound(params.to)
  const matching = entries.filter((entry) => {
    if ((operator && entry.operator !== operator) || (resource && entry.resource !== resource) || (action && entry.action !== action)) return false
    if (rowId && !entry.rowIds.some((id) => String(id) === rowId)) return false
    if (from === null && to === null && !keyword) return true
    const { ms, text } = derive(entry)
    return (from === null || ms >= from) && (to === null || ms <= to) && (!keyword || text.includes(keyword))
  })
  const sort = (SORTABLE as readonly string[]).includes(params.sort) ? (params.sort as Sortable) : 'at'
  const direction = params.sort === sort ? (params.order === 'asc' ? 1 : -1) : -1
  // recorded in time order, the trail is (nearly) one run already: the sort only checks it
  const byTime = (a: StoredEntry, b: StoredEntry) => {
    const x = derive(a)
    const y = derive(b)
    return x.ms - y.ms || x.id - y.id
  }
  if (sort === 'at') return matching.sort((a, b) => direction * byTime(a, b))
  return matching.sort((a, b) => {
    const x = a[sort]
    const y = b[sort]
    return x === y ? -byTime(a, b) : direction * (x < y ? -1 : 1)
  })
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
