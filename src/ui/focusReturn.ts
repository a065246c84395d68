import { useCallback, useLayoutEffect, useRef } from 'react'

/** The id of the shell's <main>, which the skip link focuses. */
export const MAIN_ID = 'main-content'

/** Where focus was when a dialog opened, and how to find that control again if React replaced it meanwhile. */
interface Opener {
  element: HTMLElement
  rowId: string | null
  text: string
  /** Its place among its row's controls. */
  index: number
}

const CONTROLS = 'button, a[href]'
const nameOf = (element: HTMLElement) => element.getAttribute('aria-label') ?? element.textContent ?? ''

function describe(element: HTMLElement): Opener {
  const row = element.closest<HTMLElement>('[data-row-id]')
  return {
    element,
    rowId: row?.dataset.rowId ?? null,
    text: nameOf(element),
    index: row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)].indexOf(element) : -1,
  }
}

const usable = (element: HTMLElement | null | undefined): element is HTMLElement => !!element && element.isConnected && !(element as HTMLButtonElement).disabled

/** The opener, or the control that took its place after a re-render (same row; same name, else same place). */
function findAgain({ element, rowId, text, index }: Opener): HTMLElement | null {
  if (usable(element)) return element
  if (rowId === null) return null
  const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"]`)
  const controls = row ? [...row.querySelectorAll<HTMLElement>(CONTROLS)] : []
  const same = controls.find((candidate) => nameOf(candidate) === text) ?? controls[index]
  return usable(same) ? same : null
}

/**
 * Focus return for a dialog opened by machine state rather than by a Radix Trigger (Radix gives focus back to its
 * trigger only): remembers the focused control when `open` turns true and returns `onCloseAutoFocus` for the
 * dialog's content, which focuses that control again (or its replacement after a re-render) when the dialog closes.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<Opener | null>(null)
  // a layout effect runs before Radix's focus scope (a passive effect) moves focus into the dialog
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    if (active instanceof HTMLElement && active !== document.body) opener.current = describe(active)
  }, [open])
  return useCallback((event: Event) => {
    const again = opener.current && findAgain(opener.current)
    opener.current = null
    // the opener is gone (its row was deleted) and the focus already went where it belongs, to the row that took its
    // row's place (useRowFocus): the answer came in the same task as the dialog closed (a backend that answers at
    // once), before Radix gave the focus back. It stays there.
    const active = document.activeElement
    if (!again && active instanceof HTMLElement && active !== document.body && active.isConnected) {
      event.preventDefault()
      return
    }
    // the opener is gone and nothing took the focus: the main content, where the skip link leads, rather than the page
    const target = again ?? document.getElementById(MAIN_ID)
    if (!target) return
    event.preventDefault()
    target.focus({ preventScroll: false })
  }, [])
}

/**
 * For a dialog's onInteractOutside: a click on a toast (drawn above the dialog, outside it) is not a click outside
 * that should close the dialog.
 */
export function keepOpenForToasts(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault()
}
