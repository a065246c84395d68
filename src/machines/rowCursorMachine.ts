import { assign, setup } from 'xstate'

interface RowCursorContext {
  /** The rows of the page shown, in order. */
  ids: string[]
  /** Which page they are: the query they were loaded for, as its URL says it (the same page loaded again keeps it). */
  page: string | null
  /** The row the cursor is on, on this page (kept by id while its row is not shown yet: a reload's first rows). */
  cursor: string | null
  /** Where the cursor's row stood on its page: the row taking its place when it goes (deleted, spam off a filter). */
  at: number
  /** The cursor's row of each other page shown before, by page: it is on that row again when its page comes back. */
  pages: Record<string, string>
  /** Counts the moves made by a key, after which the cursor's row takes the focus (a move by the focus does not). */
  moves: number
}

export type RowCursorEvent =
  /**
   * The list shows a page: another one, or the same one loaded again (a change, 刷新, 撤销). `kept` is the row the
   * browser's history entry kept for it (over a reload, or Back to it: src/ui/list/cursorEntry.ts), and `focused`
   * the row holding the focus now (a focus put back after an action, before this page's rows were known here).
   */
  | { type: 'cursor.rows'; ids: string[]; page: string; kept?: string | null; focused?: string | null }
  | { type: 'cursor.next' }
  | { type: 'cursor.previous' }
  /** The focus went into a row (a click, Tab, a dialog giving it back): the cursor follows it. */
  | { type: 'cursor.follow'; id: string }

/** The row the cursor is on when it is on this page, else null (nothing shows a cursor then). */
export const cursorRow = ({ ids, cursor }: Pick<RowCursorContext, 'ids' | 'cursor'>) => (cursor !== null && ids.includes(cursor) ? cursor : null)

/** One step from the cursor's row, kept inside the page; from no row on this page, the first row. */
function step(context: RowCursorContext, by: 1 | -1) {
  const { ids } = context
  if (ids.length === 0) return {}
  const shown = cursorRow(context)
  const at = shown === null ? 0 : Math.min(Math.max(ids.indexOf(shown) + by, 0), ids.length - 1)
  return { cursor: ids[at], at, moves: context.moves + 1 }
}

type Rows = Extract<RowCursorEvent, { type: 'cursor.rows' }>

/** Where the cursor is once `event`'s rows show: the row it is on (possibly not shown yet), or null. */
function cursorFor(context: RowCursorContext, { ids, page, kept, focused }: Rows, pages: Record<string, string>): string | null {
  // the focus is in a row: that row is the one the keys act on
  if (focused && ids.includes(focused)) return focused
  const { cursor } = context
  if (page !== context.page) {
    // another page: the row its history entry kept, else the one it had when last shown, else the row the cursor
    // was on if this page shows it too (a filter it still matches); none otherwise, until j
    const back = kept ?? pages[page] ?? null
    if (back !== null && (ids.length === 0 || ids.includes(back))) return back
    return cursor !== null && ids.includes(cursor) ? cursor : null
  }
  // the same page without the cursor's row: it went, and the row now in its place takes the cursor
  if (cursor !== null && !ids.includes(cursor) && context.ids.includes(cursor)) return ids[Math.min(context.at, ids.length - 1)] ?? null
  return cursor
}

/**
 * A list's row cursor, which `j` / `k` (and ↓ / ↑) move and the row shortcuts act on (src/ui/list/useRowCursor.ts).
 * Kept by row id: it stays on its row when the page is loaded again with the row elsewhere on it. Each page (each
 * query of the list) has its own: going to another page leaves the cursor's row with the page it is on, and coming
 * back to that page (its button, Back, a reload of its history entry) finds the cursor on that row again where the
 * row still exists. When its row leaves the page it is on (deleted, marked as spam under a filter of pending ones) it
 * goes to the row now standing where it stood. It stops at the first and last rows rather than wrapping round to the
 * other end. It follows the focus into a row, so the row a person tabbed or clicked into, or the one a focus was put
 * back on after an action, is the one the keys act on.
 */
export const rowCursorMachine = setup({
  types: {
    context: {} as RowCursorContext,
    events: {} as RowCursorEvent,
  },
}).createMachine({
  id: 'rowCursor',
  context: { ids: [], page: null, cursor: null, at: 0, pages: {}, moves: 0 },
  on: {
    'cursor.rows': {
      actions: assign(({ context, event }) => {
        const { ids, page } = event
        let { pages } = context
        if (page !== context.page && context.page !== null) {
          // the page left keeps its cursor's row for when it comes back
          const left = cursorRow(context)
          pages = { ...pages }
          if (left === null) delete pages[context.page]
          else pages[context.page] = left
        }
        const cursor = cursorFor(context, event, pages)
        const at = cursor !== null && ids.includes(cursor) ? ids.indexOf(cursor) : page === context.page ? context.at : 0
        return { ids, page, cursor, at, pages }
      }),
    },
    'cursor.next': { actions: assign(({ context }) => step(context, 1)) },
    'cursor.previous': { actions: assign(({ context }) => step(context, -1)) },
    'cursor.follow': {
      actions: assign(({ context, event }) => (context.ids.includes(event.id) ? { cursor: event.id, at: context.ids.indexOf(event.id) } : {})),
    },
  },
})
