import { CONFLICT_CODE } from '../api/versions'
import { isRequestError } from './requestErrors'

/**
 * Another operator's change met by a save (docs/api.md, "Several operators"): the form's values carry `version`, the
 * row's version they started from, and a save refused with 1460 brings the row as it is now. These compare three
 * versions of the form's values, field by field: what the row was when the form started from it (`base`), what this
 * operator has now (`mine`) and what the row is now (`now`). A field only one side changed merges without asking;
 * a field both changed, differently, is the person's to choose.
 */

/** The key of a form's values holding the row's version it started from: sent with the save, never compared. */
export const VERSION_FIELD = 'version'

/** A field both sides changed, differently: what it was, what the other change made it, and what this operator typed. */
export interface ConflictField {
  field: string
  before: unknown
  now: unknown
  mine: unknown
}

/** A field only the other change touched: taken over without asking, and said so. */
export interface MergedField {
  field: string
  before: unknown
  now: unknown
}

export interface Conflict {
  fields: ConflictField[]
  merged: MergedField[]
  /** Who made the other change, when the row says so. */
  by: string | null
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** `data.current` of a 1460 refusal: the row as it is now; null for any other failure. */
export function changedMeanwhile(error: unknown): Record<string, unknown> | null {
  if (!isRequestError(error, 'business') || error.code !== CONFLICT_CODE) return null
  const current = (error.data as { current?: unknown } | null)?.current
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : null
}

/** Who last changed a row, when a backend says so in it (not in the contract: a name is shown only when there is one). */
export function changedBy(row: Record<string, unknown>): string | null {
  for (const key of ['updatedByName', 'operatorName', 'updatedBy']) if (typeof row[key] === 'string' && row[key]) return row[key] as string
  return null
}

/**
 * The values to show after a conflict, and what to say about it: each field as this operator has it, except those
 * only the other change touched (taken over); both `version`s become the row's now, so the next save starts from it.
 */
export function mergeConflict<Values extends object>(base: Values, mine: Values, now: Values, by: string | null): { values: Values; conflict: Conflict } {
  const [b, m, n] = [base, mine, now] as Record<string, unknown>[]
  const values: Record<string, unknown> = { ...m, [VERSION_FIELD]: n[VERSION_FIELD] }
  const fields: ConflictField[] = []
  const merged: MergedField[] = []
  for (const field of new Set([...Object.keys(m), ...Object.keys(n)])) {
    if (field === VERSION_FIELD || same(m[field], n[field]) || same(b[field], n[field])) continue
    if (same(b[field], m[field])) {
      values[field] = n[field]
      merged.push({ field, before: b[field], now: n[field] })
    } else fields.push({ field, before: b[field], now: n[field], mine: m[field] })
  }
  return { values: values as Values, conflict: { fields, merged, by } }
}

/** Which side a conflicting field holds now: the person may also have typed a third value since. */
export const sideOf = (field: ConflictField, value: unknown): 'mine' | 'theirs' | null =>
  same(value, field.mine) ? 'mine' : same(value, field.now) ? 'theirs' : null

/**
 * The key under which a draft kept over a sign-in carries what the form started from (the merge's base), so that a
 * conflict met after signing in again still tells what this operator changed from what the other one did.
 */
export const BASE_FIELD = '__startedFrom'

/** Values with their base, as a draft keeps them. */
export const withBase = <Values extends object>(values: Values, base: Values): Values =>
  VERSION_FIELD in values ? ({ ...values, [BASE_FIELD]: base } as Values) : values

/** Values and the base a draft kept with them (none: the values themselves). */
export function withoutBase<Values extends object>(values: Values): { values: Values; base: Values | null } {
  if (!(BASE_FIELD in values)) return { values, base: null }
  const { [BASE_FIELD]: base, ...rest } = values as Record<string, unknown>
  return { values: rest as Values, base: base as Values }
}

/** A row's `version` as a form's values keep it (nothing from a backend without versions). */
export const versionOf = (row: { version?: number }): { version?: number } => (row.version === undefined ? {} : { version: row.version })

/** How a row's or form's fields are named to a person, and their values shown (a status by its label, not its code). */
export type FieldLabels = Record<string, { label: string; show?: (value: unknown) => string }>

/** A field's value as a person reads it. */
export function shownValue(labels: FieldLabels, field: string, value: unknown): string {
  const show = labels[field]?.show
  if (show) return show(value)
  if (value === null || value === undefined || value === '') return '（空）'
  if (typeof value === 'boolean') return value ? '是' : '否'
  return Array.isArray(value) ? value.join('、') : String(value)
}

/** What changed between a row as shown and as it is now, in words: 站点标题「A」→「B」; only the fields `labels` names. */
export function changesInWords(labels: FieldLabels, before: Record<string, unknown>, now: Record<string, unknown>): string {
  return Object.keys(labels)
    .filter((field) => field in now && !same(before[field], now[field]))
    .map((field) => `${labels[field].label}「${shownValue(labels, field, before[field])}」→「${shownValue(labels, field, now[field])}」`)
    .join('，')
}
