import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { ListRow } from '../../machines/listMachine'
import { searchFromQuery } from '../../machines/listQuery'
import { cursorRow, rowCursorMachine } from '../../machines/rowCursorMachine'
import { keepCursor, keptCursor } from './cursorEntry'
import type { ListActor } from './ListActor'
import { hintRowControl } from './rowControls'
import { focusedRow, rowOf, screenTable, useRowKeys } from './useRowKeys'

type ListSnapshot = SnapshotFrom<ListActor>

/**
 * The rows shown and the query they were loaded for. The list takes a new query at once and keeps showing the rows of
 * the one before until its page comes: the query of the snapshot that brought the rows is theirs, and kept (the
 * comparison) until other rows come.
 */
const shownRows = (state: ListSnapshot) => ({ items: state.context.items, query: state.context.query })
const sameRows = (a: { items: ListRow[] }, b: { items: ListRow[] }) => a.items === b.items

/**
 * A list's row cursor (src/machines/rowCursorMachine.ts) and its row shortcuts (useRowKeys): j / k anywhere on the
 * screen, ↓ / ↑ with the focus in the table, move it; x, Shift+x, Enter, e and # / Delete act on its row.
 *
 * Screen readers follow it by focus (roving focus, the grid pattern's way): a key moves the focus to the cursor's row
 * itself, which is read by its name and as the current row (DataRow), and Tab goes on into that row's checkbox and
 * buttons as they are. With aria-activedescendant the focus would stay on the table, so the row's buttons could not
 * hold it, the browser would not scroll the row into view, and the table would have to become a grid whose cells are
 * each stepped through. The cursor follows the focus back the other way: whenever the focus enters a row (Tab, a
 * click, a focus put back after an action), that row is the cursor's, and the keys act on it.
 *
 * Each page (each query) has its own cursor row: coming back to a page by its button, Back or a reload finds it on
 * that row where the row still exists. Answers the id of the row to draw with the cursor (`shown`, or null), and
 * `current()`, the cursor's row as the machine has it now.
 */
export function useRowCursor(root: RefObject<HTMLElement | null>, list: ListActor, ids: readonly string[], selectable: boolean, rowHeight: number) {
  const cursor = useActorRef(rowCursorMachine)
  const shown = useSelector(cursor, (state) => cursorRow(state.context))
  const moves = useSelector(cursor, (state) => state.context.moves)
  const rows = useSelector(list, shownRows, sameRows)
  const page = useMemo(() => JSON.stringify(searchFromQuery(rows.query)), [rows])
  const { history } = useRouter()
  // the cursor's row now, shown or not yet drawn (for a focus to go to: useRowFocus)
  const current = useCallback(() => cursorRow(cursor.getSnapshot().context), [cursor])

  // the screen's own table (not one in a dialog) keeps its cursor's row in the history entry, for a reload (F5) and
  // for Back to the entry; a page that comes is told the row its entry kept, and the row the focus is in now (a focus
  // put back in its rows before it came here: the cursor goes with it)
  useLayoutEffect(() => {
    const box = screenTable(root)
    cursor.send({ type: 'cursor.rows', ids: [...ids], page, kept: box ? keptCursor(history) : null, focused: box && focusedRow(box)?.id })
    // (read when the rows change, not when the router's history does)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor, ids, page])
  // (again after a navigation of the list's own: the entry it made or replaced starts without it)
  useLayoutEffect(() => {
    if (shown !== null && screenTable(root)) keepCursor(history, shown)
  }, [root, history, shown, page])

  useLayoutEffect(() => {
    const box = root.current
    if (!box) return undefined
    const onFocus = (event: FocusEvent) => {
      hintRowControl(event.target)
      const row = event.target instanceof Element ? event.target.closest('tbody tr[data-row-id]') : null
      if (row) cursor.send({ type: 'cursor.follow', id: row.getAttribute('data-row-id')! })
    }
    const onPointer = (event: PointerEvent) => hintRowControl(event.target)
    box.addEventListener('focusin', onFocus)
    box.addEventListener('pointerover', onPointer)
    return () => {
      box.removeEventListener('focusin', onFocus)
      box.removeEventListener('pointerover', onPointer)
    }
  }, [root, cursor])

  // after a key moved the cursor, its row takes the focus; a long page draws only the rows in view, so the box
  // scrolls to a row not drawn and it is focused once it is
  const focused = useRef(0)
  useLayoutEffect(() => {
    const box = root.current
    if (moves === focused.current || shown === null || !box) return
    const row = rowOf(box, shown)
    if (row) {
      focused.current = moves
      row.focus()
      return
    }
    const viewport = box.querySelector('.rt-ScrollAreaViewport')
    if (viewport) viewport.scrollTop = Math.max(0, ids.indexOf(shown) * rowHeight - rowHeight)
  })

  useRowKeys(root, list, cursor, ids, selectable)
  return { shown, current }
}
