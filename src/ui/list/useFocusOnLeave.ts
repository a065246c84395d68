import { useLayoutEffect, useRef, type FocusEvent } from 'react'
import { MAIN_ID } from '../focusReturn'
import { DIALOGS, dialogOpen, focusLost } from './useRowFocus'

/** The first row's checkbox of the table in `container`, or the table itself. */
function focusTable(container: Element) {
  const table = container.querySelector('table')
  const first = table?.querySelector<HTMLElement>('tbody tr[data-row-id] input[type="checkbox"], tbody tr[data-row-id] button')
  if (first) first.focus()
  else if (table) {
    table.tabIndex = -1
    table.focus()
  }
}

/**
 * For a bar that goes away while it holds the focus (the selection bar once a bulk action is done): focus goes to the
 * table beside it, its first row's checkbox (or the table), rather than to the page's <body>; after a confirmation,
 * once the dialog has closed and found its opener gone. Spread the returned props on the bar's element.
 */
export function useFocusOnLeave<Bar extends HTMLElement>(shown: boolean) {
  const ref = useRef<Bar>(null)
  // where the bar sits (to find its table once it is gone), and whether it held the focus
  const held = useRef<Element | null>(null)

  useLayoutEffect(() => {
    const container = held.current
    if (shown || !container) return undefined
    held.current = null
    if (!dialogOpen()) {
      if (focusLost()) focusTable(container)
      return undefined
    }
    // a dialog asked first: once it closes, the focus it gives back lands on <main> (its opener, a button of the bar,
    // is gone)
    const next = (event: globalThis.FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest(DIALOGS)) return
      document.removeEventListener('focusin', next)
      if (event.target.id === MAIN_ID) focusTable(container)
    }
    document.addEventListener('focusin', next)
    return () => document.removeEventListener('focusin', next)
  }, [shown])

  return {
    ref,
    onFocus: () => (held.current = ref.current?.parentElement ?? null),
    onBlur: (event: FocusEvent) => {
      const to = event.relatedTarget
      // focus went elsewhere on purpose (not to nowhere, not into the dialog the bar's button opened)
      if (to && !ref.current?.contains(to) && !to.closest(DIALOGS)) held.current = null
    },
  }
}
