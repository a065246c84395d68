import { useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { searchFromQuery } from '../../machines/listQuery'
import { cursorRow, rowCursorMachine, type RowCursorEvent } from '../../machines/rowCursorMachine'
import { registerShortcut, type ShortcutRun } from '../shortcuts/keys'
import { SHORTCUTS } from '../shortcuts/registry'
import { UNDO_LABEL } from '../toast'
import { keepCursor, keptCursor } from './cursorEntry'
import type { ListActor } from './ListActor'
import { hintRowControl, rowControl, type RowControl } from './rowControls'

const rowOf = (box: Element, id: string) => box.querySelector<HTMLElement>(`tbody tr[data-row-id="${CSS.escape(id)}"]`)
const DIALOGS = '[role="dialog"], [role="alertdialog"]'

/**
 * A list's row cursor (src/machines/rowCursorMachine.ts) and the row shortcuts (src/ui/shortcuts/registry.ts): j / k
 * anywhere on the screen, ↓ / ↑ with the focus in the table, move it; x and Shift+x tick; Enter (on the row), e and
 * # / Delete press the row's own controls (src/ui/list/rowControls.ts); z presses the 撤销 of the newest notice.
 *
 * Screen readers follow it by focus (roving focus, the grid pattern's way): a key moves the focus to the cursor's row
 * itself, which is read with its cells, and Tab goes on into that row's checkbox and buttons as they are. With
 * aria-activedescendant the focus would stay on the table, so the row's buttons could not hold it, the browser would
 * not scroll the row into view, and the table would have to become a grid whose cells are each stepped through. The
 * cursor follows the focus back the other way: the row a person tabs or clicks into is the one the keys act on.
 * Answers the id of the row to draw with the cursor, or null.
 */
export function useRowCursor(root: RefObject<HTMLElement | null>, list: ListActor, ids: readonly string[], selectable: boolean, rowHeight: number) {
  const cursor = useActorRef(rowCursorMachine)
  const shown = useSelector(cursor, (state) => cursorRow(state.context))
  const moves = useSelector(cursor, (state) => state.context.moves)
  const page = useSelector(list, (state) => JSON.stringify(searchFromQuery(state.context.query)))
  const { history } = useRouter()

  // the screen's own table (not one in a dialog) keeps its cursor's row in the history entry, for a reload (F5)
  const screens = () => !!root.current && !root.current.closest(DIALOGS)
  useLayoutEffect(() => {
    const kept = screens() ? keptCursor(history) : null
    if (kept !== null) cursor.send({ type: 'cursor.restore', id: kept })
    // once, before the first rows: what the entry kept when the screen opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cursor])
  useLayoutEffect(() => {
    cursor.send({ type: 'cursor.rows', ids: [...ids], page })
  }, [cursor, ids, page])
  // (again after a navigation of the list's own: the entry it made or replaced starts without it)
  useLayoutEffect(() => {
    if (shown !== null && screens()) keepCursor(history, shown)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, shown, page])

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

  useLayoutEffect(() => {
    // the table this is, when its keys are the screen's: not a table inside a dialog (the push dialog's article picker)
    const table = () => {
      const box = root.current
      return box?.isConnected && !box.closest(DIALOGS) ? box : null
    }
    const current = () => {
      const box = table()
      const id = cursorRow(cursor.getSnapshot().context)
      return box && id !== null ? { id, row: rowOf(box, id) } : null
    }
    const inTable = () => {
      const active = document.activeElement
      return !!active && !!table()?.contains(active) && (active.tagName === 'TABLE' || !!active.closest('tbody tr[data-row-id]'))
    }
    const move =
      (type: RowCursorEvent['type'], arrow: string): ShortcutRun =>
      (event) => {
        if (!table() || (event.key === arrow && !inTable())) return false
        cursor.send({ type } as RowCursorEvent)
      }
    const tick =
      (type: 'list.rowToggled' | 'list.rangeToggled'): ShortcutRun =>
      () => {
        const at = current()
        if (!selectable || !at) return false
        list.send({ type, id: at.id })
      }
    const press =
      (which: RowControl): ShortcutRun =>
      () => {
        const row = current()?.row
        const control = row && rowControl(row, which)
        if (!control) return false
        control.click()
      }
    const undo: ShortcutRun = () => {
      const button = table() && [...document.querySelectorAll<HTMLElement>('[data-sonner-toaster] button')].find((b) => b.textContent?.trim() === UNDO_LABEL)
      if (!button) return false
      button.click()
    }
    const off = [
      registerShortcut(SHORTCUTS.next, move('cursor.next', 'ArrowDown')),
      registerShortcut(SHORTCUTS.previous, move('cursor.previous', 'ArrowUp')),
      registerShortcut(SHORTCUTS.tick, tick('list.rowToggled')),
      registerShortcut(SHORTCUTS.range, tick('list.rangeToggled')),
      // Enter is the row's only when the row itself has the focus: on a button or a link it is that control's
      registerShortcut(SHORTCUTS.open, (event) => (current()?.row === document.activeElement ? press('open')(event) : false)),
      registerShortcut(SHORTCUTS.edit, press('edit')),
      registerShortcut(SHORTCUTS.remove, press('remove')),
      registerShortcut(SHORTCUTS.undo, undo),
    ]
    return () => off.forEach((unregister) => unregister())
  }, [root, cursor, list, selectable])

  return shown
}
