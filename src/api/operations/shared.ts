/**
 * What the documentation of many operations shares (only ever used inside an operation's `doc`, see contract.ts): the refusals, the query of a list call and the body of a batch call
 * (docs/api.md, "Sections").
 */
import * as v from 'valibot'
import type { ListOrder, Refusal } from '../contract'
import { CONFLICT_CODE } from '../versions'

// (schemas are made when a doc asks for them: a module-level one would stay in the production build)
const fieldMessages = () => v.looseObject({ fields: v.record(v.string(), v.string()) })

/** The refusals most calls may give, by what they mean. */
export const refuse = {
  badRequest: (when: string): Refusal => ({ code: 1400, when }),
  fields: (when = '字段不合要求：data.fields 按字段给出提示'): Refusal => ({ code: 1422, when, data: fieldMessages() }),
  notFound: (when = '要操作的数据不存在或已被删除'): Refusal => ({ code: 1404, when }),
  conflict: (when: string): Refusal => ({ code: 1409, when }),
  settingMissing: (when: string): Refusal => ({ code: 1412, when }),
  outsideRefused: (when: string): Refusal => ({ code: 1403, when }),
  quota: (when: string): Refusal => ({ code: 1429, when }),
  outsideFailed: (when: string): Refusal => ({ code: 1502, when }),
  /** The row changed since the version the change started from: nothing changed, `data.current` is the row as it is now. */
  changedMeanwhile: (current: v.GenericSchema): Refusal => ({
    code: CONFLICT_CODE,
    when: '该记录已被他人修改：发送的 version 与这一行现在的版本不同，什么也没有改；data.current 是这一行现在的样子',
    data: v.looseObject({ current }),
  }),
}

/** The refusal of a `version` that is not a whole number from 1. */
export const VERSION_REFUSAL = /* @__PURE__ */ refuse.badRequest('版本号（version）不是从 1 开始的整数')

/** A row's version, as a change sends the one it started from (docs/api.md, "Several operators"). */
export const version = () => v.pipe(v.number(), v.integer(), v.minValue(1), v.description('这一行开始修改时的版本；与现在的版本不同时拒绝（1460）'))

/** The query of a change without a JSON body (a delete, an upload): the version it started from. */
export const versionQuery = () => v.object({ version: v.optional(version()) })

/** `{ ids }` of a versions check. */
export const versionsBody = () => v.object({ ids: v.pipe(v.array(v.string()), v.minLength(1)) })

/** The refusal of bad paging and of a 创建时间 bound that is not an instant, which every list call gives. */
export const LIST_REFUSAL = /* @__PURE__ */ refuse.badRequest(
  '分页参数无效（页码从 1 开始，每页 1–100 条），或创建时间不是带时区的 ISO 8601 时间，或开始晚于结束',
)

/** The refusal of a batch body without ids or filter, or whose filter names a key the list does not have. */
export const BATCH_REFUSAL = /* @__PURE__ */ refuse.badRequest('请求体既没有 ids（非空）也没有 filter，或 filter 含有列表没有的参数')

/** Page size limits of every list call. */
export const PAGE_SIZE = { default: 20, max: 100 } as const

const whole = (min: number, max?: number) =>
  max === undefined ? v.pipe(v.number(), v.integer(), v.minValue(min)) : v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/** A UTC instant with its zone, as the 创建时间 bounds go (`2026-09-30T16:00:00.000Z`). */
export const instant = () => v.pipe(v.string(), v.isoTimestamp())

/** A filter's values, as a list names them: a choice of values, or any text. */
export type FilterSchemas = Record<string, v.GenericSchema<unknown, string>>

function queryEntries(order: ListOrder, filters: FilterSchemas, dated: boolean, paged: boolean): v.ObjectEntries {
  const entries: v.ObjectEntries = {}
  if (paged) {
    entries.page = v.optional(whole(1))
    entries.pageSize = v.optional(whole(1, PAGE_SIZE.max))
  }
  entries.keyword = v.optional(v.string())
  entries.sort = v.optional(v.picklist(order.sortable as string[]))
  entries.order = v.optional(v.picklist(['asc', 'desc']))
  for (const [key, schema] of Object.entries(filters)) entries[key] = v.optional(schema)
  if (dated) {
    entries.from = v.optional(instant())
    entries.to = v.optional(instant())
  }
  return entries
}

/** The query of a list call: paging, keyword, order, its own filters and, when it has one, the 创建时间 range. */
/* @__NO_SIDE_EFFECTS__ */
export function listQuery(order: ListOrder, filters: FilterSchemas, dated = true): v.GenericSchema {
  return v.object(queryEntries(order, filters, dated, true))
}

/** The query of an export: the list's without paging. */
/* @__NO_SIDE_EFFECTS__ */
export function exportQuery(order: ListOrder, filters: FilterSchemas, dated = true): v.GenericSchema {
  return v.object(queryEntries(order, filters, dated, false))
}

/** The keys a batch's `filter` may have: the list's keyword, filters and 创建时间 range (string values). */
/* @__NO_SIDE_EFFECTS__ */
export function filterKeys(filters: FilterSchemas, dated = true): string[] {
  return ['keyword', ...Object.keys(filters), ...(dated ? ['from', 'to'] : [])]
}

/**
 * A batch body: `{ ids }` (with, optionally, the `versions` the rows were selected at: the answer then says how many
 * `changed`) or `{ filter }` with the list's keyword and filters and nothing else, and the call's own fields.
 */
/* @__NO_SIDE_EFFECTS__ */
export function batchBody(filters: FilterSchemas, own: v.ObjectEntries, dated = true): v.GenericSchema {
  const filterEntries: v.ObjectEntries = Object.fromEntries(filterKeys(filters, dated).map((key) => [key, v.optional(v.string())]))
  const ids = v.pipe(v.array(v.string()), v.minLength(1))
  const versions = v.optional(v.record(v.string(), version()))
  return v.union([v.object({ ids, versions, ...own }), v.object({ filter: v.strictObject(filterEntries), ...own })])
}

/** `{ ids }` of a restore. */
export const idsBody = () => v.object({ ids: v.pipe(v.array(v.string()), v.minLength(1)) })
