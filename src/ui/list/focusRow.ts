import { rowOf } from './useRowKeys'

/** How long an opened list's rows are waited for, at most: a list that never shows the row leaves the focus as it is. */
const GIVE_UP_MS = 15_000

/**
 * After a record's list was opened for it (by the palette, or a link of 操作日志): the focus goes to the record's row
 * once the list shows it, so the chosen record is the one the eye and the keys are on — the row cursor follows the
 * focus (src/ui/list/useRowCursor.ts), keeps it for a reload, and a screen reader reads the row. The rows come after the screen, so it waits for the row
 * while the focus stays where the opening left it (`main`, the screen's <main>) and `stillOpen()` (the list is still
 * the one opened); it gives up once either is no longer so, or after GIVE_UP_MS. Answers a function that stops it.
 */
export function focusRowWhenShown(main: HTMLElement, id: string, stillOpen: () => boolean): () => void {
  const waiting = () => {
    const active = document.activeElement
    return stillOpen() && (active === main || active === document.body || active === null)
  }
  // whether the wait is over: the row took the focus, or the focus or the screen moved on
  const settled = () => {
    if (!waiting()) return true
    const row = rowOf(main, id)
    row?.focus()
    return !!row
  }
  if (settled()) return () => {}
  const observer = new MutationObserver(() => settled() && stop())
  const timer = setTimeout(() => stop(), GIVE_UP_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
