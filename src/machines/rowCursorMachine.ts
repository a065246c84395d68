import { assign, setup } from 'xstate'

interface RowCursorContext {
  /** The rows of the page shown, in order. */
  ids: string[]
  /** Which page they are: the list's query as its URL says it (the same page loaded again keeps it). */
  page: string | null
  /** The row the cursor is on, kept by id while its row is off the page (paged away from; it comes back with it). */
  cursor: string | null
  /** Where the cursor's row stood on its page: the row taking its place when it goes (deleted, spam off a filter). */
  at: number
  /** Counts the moves made by a key, after which the cursor's row takes the focus (a move by the focus does not). */
  moves: number
}

export type RowCursorEvent =
  /** The list shows a page: another one, or the same one loaded again (a change, 刷新, 撤销). */
  | { type: 'cursor.rows'; ids: string[]; page: string }
  | { type: 'cursor.next' }
  | { type: 'cursor.previous' }
  /** The focus went into a row (a click, Tab, a dialog giving it back): the cursor follows it. */
  | { type: 'cursor.follow'; id: string }
  /**
   * The row the cursor was on when this page was last shown (the browser's history entry kept it over a reload): the
   * cursor is on it once the page shows it, unless a key or the focus placed it meanwhile. It takes no focus.
   */
  | { type: 'cursor.restore'; id: string }

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

/**
 * A list's row cursor, which `j` / `k` (and ↓ / ↑) move and the row shortcuts act on (src/ui/list/useRowCursor.ts).
 * Kept by row id: it stays on its row when the page is loaded again with the row elsewhere on it, waits for its row
 * while another page is shown and is on it again when that page comes back; when its row leaves the page it is on
 * (deleted, marked as spam under a filter of pending ones) it goes to the row now standing where it stood. It stops
 * at the first and last rows rather than wrapping round to the other end. It follows the focus into a row, so the row
 * a person tabbed or clicked into is the one the keys act on. A reload (F5) finds it on its row again, where the row
 * still exists (`cursor.restore`, from the history entry: src/ui/list/cursorEntry.ts).
 */
export const rowCursorMachine = setup({
  types: {
    context: {} as RowCursorContext,
    events: {} as RowCursorEvent,
  },
}).createMachine({
  id: 'rowCursor',
  context: { ids: [], page: null, cursor: null, at: 0, moves: 0 },
  on: {
    'cursor.rows': {
      actions: assign(({ context, event }) => {
        const { ids, page } = event
        const { cursor } = context
        if (cursor === null || ids.includes(cursor)) return { ids, page, at: cursor === null ? context.at : ids.indexOf(cursor) }
        // the same page without the cursor's row: it went, and the row now in its place takes the cursor
        const went = page === context.page && context.ids.includes(cursor)
        if (!went) return { ids, page }
        const at = Math.min(context.at, ids.length - 1)
        return { ids, page, cursor: at < 0 ? null : ids[at], at: Math.max(at, 0) }
      }),
    },
    'cursor.next': { actions: assign(({ context }) => step(context, 1)) },
    'cursor.previous': { actions: assign(({ context }) => step(context, -1)) },
    'cursor.restore': {
      guard: ({ context }) => context.cursor === null,
      actions: assign(({ context, event }) =>
        context.ids.includes(event.id) ? { cursor: event.id, at: context.ids.indexOf(event.id) } : { cursor: event.id },
      ),
    },
    'cursor.follow': {
      actions: assign(({ context, event }) => (context.ids.includes(event.id) ? { cursor: event.id, at: context.ids.indexOf(event.id) } : {})),
    },
  },
})
