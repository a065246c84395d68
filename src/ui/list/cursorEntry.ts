import type { RouterHistory } from '@tanstack/react-router'

/**
 * A list's row cursor kept in the browser's history entry (history.state), beside the router's own keys, so that a
 * reload (F5) of the same entry finds it again — and Back to an entry its own — while sessionStorage holds nothing
 * more. The browser keeps an entry's state over a reload; @tanstack/history reads it into its location's state at
 * start, and keeps it when the router makes the address canonical (`state: true`); a navigation to another address
 * makes an entry of its own.
 *
 * It is written with History's own replaceState: the router wraps window.history's, and would take a call through it
 * for a navigation (and load the route again). Only when the window's entry is the router's current one (its
 * `__TSR_key`): not while a navigation of the router's waits to be written, and never for a memory history (tests).
 */
const KEY = 'rowCursor'
/** The router's key of an entry (@tanstack/history), new with each entry it writes. */
const ENTRY_KEY = '__TSR_key'

type EntryState = Record<string, unknown>

/** The window's history entry state, when it is `history`'s current entry. */
function entryOf(history: RouterHistory): EntryState | null {
  if (typeof window === 'undefined') return null
  const state = window.history.state as EntryState | null
  const key = (history.location.state as unknown as EntryState)[ENTRY_KEY]
  return state && key !== undefined && state[ENTRY_KEY] === key ? state : null
}

/** The row id the current entry kept, or null. */
export function keptCursor(history: RouterHistory): string | null {
  const kept = entryOf(history)?.[KEY]
  return typeof kept === 'string' ? kept : null
}

/** Keeps `id` as the current entry's cursor row. */
export function keepCursor(history: RouterHistory, id: string): void {
  const state = entryOf(history)
  if (!state || state[KEY] === id) return
  History.prototype.replaceState.call(window.history, { ...state, [KEY]: id }, '')
}
