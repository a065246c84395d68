import type { Operation } from '../api/contract'
import type { StampAnswer } from '../api/versions'
import { callOperation } from './operationCall'

/** Asks again, for its stamp alone, the query a page of a list was answered for. */
export type StampCheck = (signal: AbortSignal) => Promise<string>

// by the page a list call answered: how to ask whether it changed (its query, its resource's stamp call)
const checks = new WeakMap<object, StampCheck>()

/**
 * Remembers, for a page a list call answered, how to ask for its stamp again (docs/api.md, "Several operators":
 * GET /api/<resource>/stamp with the list's own params): only when the answer carried a stamp and the resource has
 * the call. Silent: a refusal is the list's to show at its next load, and a check nobody asked for never raises one.
 */
export function keepStampCheck<Page extends { stamp?: string }>(page: Page, op: Operation<StampAnswer> | undefined, params: Record<string, unknown>): Page {
  if (op && page.stamp !== undefined) checks.set(page, (signal) => callOperation(op, { params, signal, silent: true }).then(({ stamp }) => stamp))
  return page
}

/** How to ask whether `page` changed, or null (no stamp, no stamp call, or not a list call's answer). */
export const stampCheckOf = (page: object | null | undefined): StampCheck | null => (page && checks.get(page)) ?? null
