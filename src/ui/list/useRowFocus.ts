import { useLayoutEffect, useRef, type RefObject } from 'react'
import { MAIN_ID } from '../focusReturn'
import { rowOf } from './useRowKeys'

/** A row's control that had focus: its row, its name, its place among the row's controls. */
interface Spot {
  element: Element
  rowId: string
  name: string
  index: number
}

const CONTROLS = 'button, a[href], input'
/** Layers a row's control opens or leaves a notice in: focus there still belongs to the row it came from. */
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-sonner-toaster]'

const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? ''
const usable = (element: Element): element is HTMLElement => element instanceof HTMLElement && element.isConnected && !element.matches(':disabled')
const rowControls = (row: Element) => [...row.querySelectorAll(CONTROLS)].filter(usable)

function spotOf(element: Element): Spot | null {
  const row = element.closest('tr[data-row-id]')
  if (!row) return null
  return { element, rowId: row.getAttribute('data-row-id')!, name: nameOf(element), index: rowControls(row).indexOf(element as HTMLElement) }
}

export const DIALOGS = '[role="dialog"], [role="alertdialog"]'

/** Whether a dialog is open: it holds focus inside itself until it closes. */
export const dialogOpen = () => !!document.querySelector(DIALOGS)

/** Focus has gone nowhere a person would put it: the page, the main area (where a dialog sends it when its opener is gone), or a toast. */
export function focusLost() {
  const active = document.activeElement
  return !active || active === document.body || active.id === MAIN_ID || !!active.closest('[data-sonner-toaster]')
}

/**
 * The row that takes the place of `rowId`, which left the page: the next row of those still there, else the row now
 * standing where it stood (the next page's first moved up), else the last; null when no row is left.
 */
function neighbour(rowId: string, before: readonly string[], now: readonly string[]): string | null {
  const at = before.indexOf(rowId)
  const still = new Set(now)
  const next = before.slice(at + 1).find((id) => still.has(id))
  return next ?? now[Math.min(at, now.length - 1)] ?? null
}

/**
 * Where focus goes when a row's focused control goes away (its row deleted or marked as spam off the filter, its button
 * replaced, 撤销 pressed in a toast, another page shown by Back): to the same control of the row that takes its place
 * (by name, else by place), or of the previous row, or to the table itself, never to the page's <body>. The row that
 * takes its place is the row cursor's (`cursorRow`: the row in its place, or on another page the row its cursor was on)
 * where it is on the page, so the focus and the cursor stay on one row. After 撤销 it goes back to the row that came
 * back. One focusin listener per table, and a look at the rows each time the page's rows change: nothing per row, and
 * no part of the action machinery has to say that a row went.
 */
export function useRowFocus(root: RefObject<HTMLElement | null>, ids: readonly string[], cursorRow: () => string | null = () => null) {
  const spot = useRef<Spot | null>(null)
  // the row a focused control left with (for 撤销), and where focus is to go once a closing dialog lets it
  const gone = useRef<Spot | null>(null)
  const pending = useRef<(() => void) | null>(null)
  // the control focus was moved to after a row left: still there when 撤销 brings the row back (a toast gives focus
  // back where it was), it gives way to the row that came back
  const placed = useRef<Element | null>(null)
  const before = useRef(ids)

  useLayoutEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element)) return
      if (root.current?.contains(target)) {
        spot.current = spotOf(target)
        pending.current = null
      } else if (target.id === MAIN_ID && pending.current) {
        // a dialog closed and found its opener gone
        const go = pending.current
        pending.current = null
        go()
      } else if (!target.closest(OVERLAYS)) {
        // the person went elsewhere (the toolbar, the pagination, the menu): nothing to follow
        spot.current = gone.current = pending.current = placed.current = null
      }
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [root])

  useLayoutEffect(() => {
    const was = before.current
    before.current = ids
    const box = root.current
    const from = spot.current
    if (was === ids || !box) return
    let go: (() => void) | undefined
    if (from && !ids.includes(from.rowId) && was.includes(from.rowId)) {
      gone.current = from
      const cursor = cursorRow()
      const next = cursor !== null && ids.includes(cursor) ? cursor : neighbour(from.rowId, was, ids)
      go = () => (placed.current = focusIn(box, next, from))
    } else if (gone.current && ids.includes(gone.current.rowId) && !was.includes(gone.current.rowId)) {
      const back = gone.current
      gone.current = null
      if (document.activeElement === placed.current) {
        focusIn(box, back.rowId, back)
        return
      }
      go = () => focusIn(box, back.rowId, back)
    } else if (from && !usable(from.element)) {
      // the row is still here, its control is not (标为垃圾 on a comment now spam): the row's control in its place
      go = () => focusIn(box, from.rowId, from)
    }
    if (!go) return
    const active = document.activeElement
    // a dialog still open (closing, or its button busy): it keeps focus inside until it closes, then gives it back
    if (dialogOpen()) pending.current = go
    else if (focusLost()) {
      // a toast's button (撤销): the toaster gives focus back to where it was before once focus leaves it, so it
      // leaves first, then focus goes to the row
      if (active instanceof HTMLElement && active.closest('[data-sonner-toaster]')) active.blur()
      go()
    }
  }, [ids, root, cursorRow])
}

/**
 * Focuses `rowId`'s control named like `like` (else the one in its place, else its last), or the table without one;
 * returns what it focused.
 */
function focusIn(box: HTMLElement, rowId: string | null, like: Spot): HTMLElement | null {
  const row = rowId === null ? null : rowOf(box, rowId)
  // the focus was on a row itself (the row cursor's): on the row that takes its place
  if (row && like.element.tagName === 'TR') {
    row.focus()
    return row
  }
  const controls = row ? rowControls(row) : []
  const control = controls.find((element) => nameOf(element) === like.name) ?? controls[Math.min(Math.max(like.index, 0), controls.length - 1)]
  const target = control ?? box.querySelector('table')
  if (!target) return null
  if (!control) target.tabIndex = -1
  target.focus()
  return target
}
