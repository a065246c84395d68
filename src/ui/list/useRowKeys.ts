import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cursorRow, type rowCursorMachine, type RowCursorEvent } from '../../machines/rowCursorMachine'
import { registerShortcut, type ShortcutRun } from '../shortcuts/keys'
import { SHORTCUTS } from '../shortcuts/registry'
import type { ListActor } from './ListActor'
import { offersControl, rowControl, type RowControl } from './rowControls'

type CursorActor = ActorRefFrom<typeof rowCursorMachine>

const ROWS = 'tbody tr[data-row-id]'
const DIALOGS = '[role="dialog"], [role="alertdialog"]'
const CONTROLS: readonly RowControl[] = ['open', 'edit', 'remove']

export const rowOf = (box: Element, id: string) => box.querySelector<HTMLElement>(`tbody tr[data-row-id="${CSS.escape(id)}"]`)

/** The table, when its keys are the screen's: shown, and not a table inside a dialog (the push dialog's article picker). */
export function screenTable(root: RefObject<HTMLElement | null>): HTMLElement | null {
  const box = root.current
  return box?.isConnected && !box.closest(DIALOGS) ? box : null
}

/** The row of `box` the focus is in (the row itself, or its checkbox or a button), with its id. */
export function focusedRow(box: HTMLElement): { id: string; row: HTMLElement } | null {
  const active = document.activeElement
  const row = active && box.contains(active) ? active.closest<HTMLElement>(ROWS) : null
  return row ? { id: row.getAttribute('data-row-id')!, row } : null
}

/**
 * The row shortcuts of a list, registered only where the list has what they do, so the 快捷键 dialog lists no key
 * that does nothing there: j / k (↓ / ↑ in the table) on every list; x and Shift+x where its rows can be ticked;
 * Enter, e and # / Delete where its rows draw the control the key presses (src/ui/list/rowControls.ts: a row
 * action, 编辑 or 回复, the action table's `delete`), looked up in the rows shown. (z, 撤销, is the section's: it
 * comes with an action table that offers one, src/routes/section/useUndoKey.ts.) The keys act on the row the focus is
 * in, else the cursor's.
 */
export function useRowKeys(root: RefObject<HTMLElement | null>, list: ListActor, cursor: CursorActor, ids: readonly string[], selectable: boolean) {
  // registered again only when what the list has changes (not with each page): which keys, and how to take them off
  const registered = useRef<{ has: string; off: () => void } | null>(null)
  useLayoutEffect(() => {
    const rows = root.current ? [...root.current.querySelectorAll(ROWS)] : []
    // a page without rows (loading, nothing matches) says nothing of what the list's rows have
    const offered = ids.length === 0 || rows.length === 0 ? null : CONTROLS.filter((which) => rows.some((row) => offersControl(row, which)))
    const kept = registered.current?.has.split(' ').filter((key) => key !== 'tick')
    const has = [selectable ? 'tick' : '', ...(offered ?? kept ?? [])].filter(Boolean).join(' ')
    if (registered.current?.has === has) return
    registered.current?.off()
    registered.current = { has, off: registerRowKeys(root, list, cursor, has.split(' ')) }
  }, [root, list, cursor, ids, selectable])
  useLayoutEffect(
    () => () => {
      registered.current?.off()
      registered.current = null
    },
    [],
  )
}

/** Registers the row keys: j / k, and those of `has` (tick: x and Shift+x; open, edit, remove). Answers their removal. */
function registerRowKeys(root: RefObject<HTMLElement | null>, list: ListActor, cursor: CursorActor, has: readonly string[]): () => void {
  const current = () => {
    const box = screenTable(root)
    if (!box) return null
    // the focus is in a row: the keys are that row's, and the cursor goes there if it was not (it follows the focus)
    const focused = focusedRow(box)
    if (focused) {
      cursor.send({ type: 'cursor.follow', id: focused.id })
      return focused
    }
    const id = cursorRow(cursor.getSnapshot().context)
    return id === null ? null : { id, row: rowOf(box, id) }
  }
  const inTable = () => {
    const active = document.activeElement
    return !!active && !!screenTable(root)?.contains(active) && (active.tagName === 'TABLE' || !!active.closest(ROWS))
  }
  const move =
    (type: RowCursorEvent['type'], arrow: string): ShortcutRun =>
    (event) => {
      if (!screenTable(root) || (event.key === arrow && !inTable())) return false
      cursor.send({ type } as RowCursorEvent)
    }
  const tick =
    (type: 'list.rowToggled' | 'list.rangeToggled'): ShortcutRun =>
    () => {
      const at = current()
      if (!at) return false
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
  const off = [
    registerShortcut(SHORTCUTS.next, move('cursor.next', 'ArrowDown')),
    registerShortcut(SHORTCUTS.previous, move('cursor.previous', 'ArrowUp')),
    has.includes('tick') && registerShortcut(SHORTCUTS.tick, tick('list.rowToggled')),
    has.includes('tick') && registerShortcut(SHORTCUTS.range, tick('list.rangeToggled')),
    // Enter is the row's only when the row itself has the focus: on a button or a link it is that control's
    has.includes('open') && registerShortcut(SHORTCUTS.open, (event) => (current()?.row === document.activeElement ? press('open')(event) : false)),
    has.includes('edit') && registerShortcut(SHORTCUTS.edit, press('edit')),
    has.includes('remove') && registerShortcut(SHORTCUTS.remove, press('remove')),
  ]
  return () => off.forEach((unregister) => unregister && unregister())
}
