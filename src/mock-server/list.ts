import type { Request } from 'miragejs'
import type { Envelope, Page } from '../api/envelope'
import { RANGE_REVERSED } from '../api/dateRange'
import type { DateRangeKey } from '../api/filters'
import { docOf, type Operation } from '../api/contract'
import type { BatchTarget } from '../api/list'
import { fail, ok } from './envelope'

/** How a resource's list answers; `Filters` are the resource's filter keys from src/api, so both sides name the same ones. */
export interface ListSpec<Row, Filters extends readonly string[] = readonly string[]> {
  /** Fields the keyword is looked for in (case-insensitive substring). */
  searchable: (keyof Row)[]
  /** Query params that filter rows, each with its test; the 创建时间 range (`from`, `to`) is the shared one below. */
  filters?: Record<Exclude<Filters[number], DateRangeKey>, (row: Row, value: string) => boolean>
  /** The time the 创建时间 range applies to: `from` ≤ it ≤ `to`, both UTC instants (the list has no range without it). */
  created?: keyof Row
  /** Fields a list may be sorted by. */
  sortable: (keyof Row)[]
  /** The order without a `sort` param. */
  defaultSort: { field: keyof Row; order: 'asc' | 'desc' }
}

/**
 * The list spec of a list operation of the contract table: its search fields, sortable fields and default order come
 * from the table (src/api/operations), the filters' tests and the 创建时间 field from the resource.
 */
export function listSpecOf<Row, Filters extends readonly string[] = readonly string[]>(
  op: Operation,
  rest: Pick<ListSpec<Row, Filters>, 'filters' | 'created'>,
): ListSpec<Row, Filters> {
  const order = docOf(op).list
  if (!order) throw new Error(`${op.key} is not a list call`)
  return {
    searchable: order.searchable as (keyof Row)[],
    sortable: order.sortable as (keyof Row)[],
    defaultSort: { field: order.defaultSort.field as keyof Row, order: order.defaultSort.order },
    ...rest,
  }
}

const MAX_PAGE_SIZE = 100

/** How many pages' stamps are remembered; past it the one unasked longest is forgotten (seen again, it gets a new stamp). */
const REMEMBERED_PAGES = 200
/** This backend's own prefix: a stamp from before a restart never equals one from after it. */
const BOOT = Math.random().toString(36).slice(2, 8)
const stamps = new Map<string, string>()
let stamped = 0

/**
 * A page's stamp: its rows as answered (ids, versions, every shown field, the order) and the total. Each page's answer
 * text gets the next number, and the same text the same number, found by the engine's own string hashing: a hash
 * written as a loop over the characters ran cold in the demo's page (read once a request) and cost up to 5 ms.
 */
export function stampOf(items: readonly unknown[], total: number): string {
  // one flat text: a joined one would be copied flat again by the lookup, tens of kB for a page of push records
  const page = JSON.stringify([total, items])
  let stamp = stamps.get(page)
  if (stamp) {
    // asked again: the last to be forgotten
    stamps.delete(page)
  } else {
    if (stamps.size >= REMEMBERED_PAGES) stamps.delete(stamps.keys().next().value!)
    stamped += 1
    stamp = `${BOOT}-${stamped.toString(36)}`
  }
  stamps.set(page, stamp)
  return stamp
}

/** An ISO 8601 instant with its zone (`2026-10-01T16:00:00.000Z`, `2026-10-02T00:00:00+08:00`): a day alone is not one. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** The milliseconds of a range bound, null when not sent, NaN when not an instant. */
const boundOf = (value: string | undefined) => (value ? (INSTANT.test(value) ? Date.parse(value) : NaN) : null)

/** The refusal of a 创建时间 bound that is not an instant, or of a range that ends before it starts. */
export function rangeProblem(params: Record<string, string>): string | null {
  const from = boundOf(params.from)
  const to = boundOf(params.to)
  if (Number.isNaN(from) || Number.isNaN(to)) return '创建时间格式不正确：起止时间须为带时区的 ISO 8601 时间'
  return from !== null && to !== null && from > to ? RANGE_REVERSED : null
}

/** The rows created inside the range of `params` (`from` and `to` included); a bound that is not an instant matches nothing. */
function inRange<Row>(rows: Row[], params: Record<string, string>, field: keyof Row | undefined): Row[] {
  const from = boundOf(params.from)
  const to = boundOf(params.to)
  if (!field || (from === null && to === null)) return rows
  return rows.filter((row) => {
    const at = Date.parse(String(row[field] ?? ''))
    return (from === null || at >= from) && (to === null || at <= to)
  })
}

/** One collator for every sort: `localeCompare(…, 'zh-CN')` finds its collator again on each of a sort's calls. */
const ZH = new Intl.Collator('zh-CN')

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return ZH.compare(String(a ?? ''), String(b ?? ''))
}

/** `toISOString()`'s form: two such texts differ first at a digit, so they order alike by code point and by collator. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const byCodePoint = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)

/** How to order `values`: instants (every list's default order) without the collator, in a third to half of its time. */
const comparerOf = (values: unknown[]) => (values.every((value) => typeof value === 'string' && UTC_INSTANT.test(value)) ? byCodePoint : compare)

/** The rows a list request asks for, before paging: keyword, filters, then the order. */
export function filterRows<Row>(rows: Row[], params: Record<string, string>, spec: ListSpec<Row>): Row[] {
  const keyword = (params.keyword ?? '').trim().toLowerCase()
  let result = keyword
    ? rows.filter((row) =>
        spec.searchable.some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(keyword),
        ),
      )
    : rows
  for (const [key, test] of Object.entries<(row: Row, value: string) => boolean>(spec.filters ?? {})) {
    const value = params[key]
    if (value) result = result.filter((row) => test(row, value))
  }
  result = inRange(result, params, spec.created)
  const requested = params.sort as keyof Row | undefined
  const field = requested && spec.sortable.includes(requested) ? requested : spec.defaultSort.field
  const order = requested && spec.sortable.includes(requested) ? (params.order === 'asc' ? 'asc' : 'desc') : spec.defaultSort.order
  const direction = order === 'asc' ? 1 : -1
  const fieldOrder = comparerOf(result.map((row) => row[field]))
  return [...result].sort((a, b) => direction * fieldOrder(a[field], b[field]) || idOf(a) - idOf(b))
}

const idOf = (row: unknown) => Number((row as { id?: unknown }).id)

/** GET /api/<resource>: filtering, sorting and paging on the server, as docs/api.md says. */
export function listAnswer<Row>(rows: Row[], request: Request, spec: ListSpec<Row>): Envelope<Page<Row>> | Envelope<null> {
  const params = request.queryParams as Record<string, string>
  const page = Number(params.page ?? 1)
  const pageSize = Number(params.pageSize ?? 20)
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return fail(1400, `分页参数无效：页码从 1 开始，每页 1–${MAX_PAGE_SIZE} 条`)
  }
  const range = spec.created ? rangeProblem(params) : null
  if (range) return fail(1400, range)
  const matching = filterRows(rows, params, spec)
  const items = matching.slice((page - 1) * pageSize, page * pageSize)
  return ok({ items, total: matching.length, page, pageSize, stamp: stampOf(items, matching.length) })
}

/**
 * The refusal of an export (which reads its list's params, without paging) whose 创建时间 bound is not an instant or
 * whose range ends before it starts, as the list refuses them; null when the export may go.
 */
export function exportRefusal<Row>(request: Request, spec: ListSpec<Row>): Envelope<null> | null {
  const range = spec.created ? rangeProblem(request.queryParams as Record<string, string>) : null
  return range ? fail(1400, range) : null
}

/** The JSON body of a request; an unreadable body reads as empty, so validation names what is missing. */
export function readBody<Body extends object = Record<string, unknown>>(request: Request): Partial<Body> {
  try {
    const body: unknown = JSON.parse(request.requestBody || '{}')
    return body && typeof body === 'object' ? (body as Partial<Body>) : {}
  } catch {
    return {}
  }
}

/** A refusal with per-field messages, answered as `data.fields`. */
export const fieldRefusal = (fields: Record<string, string>, msg = '请检查填写的内容') => fail(1422, msg, { fields })

export const notFound = (what: string) => fail(1404, `${what}不存在或已被删除`)

export const nowIso = () => new Date().toISOString()

/** The rows of a batch's `ids` that still exist, each once, in the order asked; ids deleted meanwhile are skipped. */
export function existingRows<Row>(table: { find(id: string): Row | null | undefined }, ids: string[]): Row[] {
  return [...new Set(ids)].map((id) => table.find(id)).filter((row): row is Row => !!row)
}

/** `ids` of a batch request: a non-empty array of strings, or null. */
export function readIds(request: Request): string[] | null {
  const { ids } = readBody<{ ids: unknown }>(request)
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null
}

/**
 * What a batch request applies to: `{ ids }` (a non-empty array of strings) or `{ filter }` (the list's own query
 * params, string values only: every row the list shows for them); null when the body has neither.
 */
export function readTarget(request: Request): BatchTarget | null {
  const ids = readIds(request)
  if (ids) return { ids }
  const { filter } = readBody<{ filter: unknown }>(request)
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return null
  return { filter: Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }
}

/**
 * The rows of a batch target: the ids that still exist (each once), or every row matching the filter by the same
 * `filterRows` and spec the list answers with, so a batch on "all matching" changes exactly what the list shows.
 */
export function targetRows<Row>(target: BatchTarget, table: { find(id: string): Row | null | undefined }, all: () => Row[], spec: ListSpec<Row>): Row[] {
  return 'ids' in target ? existingRows(table, target.ids) : filterRows(all(), target.filter, spec)
}
