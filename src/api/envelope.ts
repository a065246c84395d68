/**
 * The shapes every answer of the API shares (docs/api.md): the envelope around each answer and the page a list
 * call answers. Both sides read them: src/http unwraps the envelope, the mock server builds it.
 */
import * as v from 'valibot'

/** Every JSON answer: `code` 0 is success, anything else a refusal or an error whose `msg` the person reads. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** One page of a list, as every list call answers it (docs/api.md). */
export interface Page<Row> {
  items: Row[]
  total: number
  page: number
  pageSize: number
  /** Changes whenever this page's rows or the total would (GET /api/<resource>/stamp answers it alone); absent from a backend without stamps. */
  stamp?: string
}

/*
 * The answer schemas (valibot): what the client accepts as `data` of a `code: 0` answer, one schema per answer
 * shape, each typed against the interface it checks (`GenericSchema<unknown, T>`), so a schema that drifts from its
 * type fails to compile. src/http passes each call's schema to the boundary (src/http/answer.ts); a `data` that does
 * not match rejects the call with a RequestError of kind `invalid`. Schemas are built where they are used and
 * tree-shaken: only what the shell calls at start reaches the /login download.
 */

/** A whole number from 0 up: counts, totals, page numbers. */
export const count: v.GenericSchema<unknown, number> = v.pipe(v.number(), v.integer(), v.minValue(0))

/** A list of names: the theme names (GET /api/theme), the domain options (GET /api/domains/options). */
export const names: v.GenericSchema<unknown, string[]> = v.array(v.string())

/** DELETE /api/<resource>/:id answers `null`. */
export const nothing: v.GenericSchema<unknown, null> = v.null()

/**
 * POST /api/<resource>/batch-delete answers how many it deleted and their ids (what 撤销 puts back); with `versions` in
 * the body, also how many of the ids had another version when it ran (`changed`, docs/api.md "Several operators").
 */
export const deletedRows: v.GenericSchema<unknown, { deleted: number; ids: string[]; changed?: number }> = v.looseObject({
  deleted: count,
  ids: v.array(v.string()),
  changed: v.optional(count),
})

/** POST /api/<resource>/restore answers how many rows it put back. */
export const restoredCount: v.GenericSchema<unknown, { restored: number }> = v.looseObject({ restored: count })

/** The batch status calls answer `{ updated }`, and `changed` as batch-delete does. */
export const updatedCount: v.GenericSchema<unknown, { updated: number; changed?: number }> = v.looseObject({ updated: count, changed: v.optional(count) })

/** One page of a list, whose rows each match `row`. */
export function pageOf<Row>(row: v.GenericSchema<unknown, Row>): v.GenericSchema<unknown, Page<Row>> {
  return v.looseObject({ items: v.array(row), total: count, page: fromOne, pageSize: fromOne, stamp: v.optional(v.string()) })
}

/** Page numbers and sizes: whole numbers from 1. */
const fromOne: v.GenericSchema<unknown, number> = v.pipe(v.number(), v.integer(), v.minValue(1))
