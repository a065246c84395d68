import { useSyncExternalStore } from 'react'
import { Toaster, type ToasterProps } from 'sonner'
import { currentAppearance, watchAppearance } from './appearance'

/** An open modal dialog: Radix marks its content `data-state="open"` while it is shown. */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'

/** Radix puts each dialog in a portal of its own, a child of <body>, added when it opens and removed once it has closed. */
function watchDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { childList: true })
  return () => observer.disconnect()
}

const dialogOpen = () => document.querySelector(OPEN_DIALOG) !== null

/**
 * sonner's toaster in the appearance <html> shows (light or dark), following every change of it. Loaded lazily.
 *
 * Where the toasts stack: in the bottom-right corner, clear of every list's search box and
 * filters at the top of the screen (tests/e2e/notices.e2e.ts), where a stack would cover them just when the person
 * looks there again after an action; while a dialog is open, at the top instead, clear of the dialog's buttons at
 * its bottom (the list behind it cannot be used meanwhile).
 */
export default function ThemedToaster(props: Omit<ToasterProps, 'theme' | 'position'>) {
  const theme = useSyncExternalStore(watchAppearance, () => currentAppearance())
  const overDialog = useSyncExternalStore(watchDialogs, dialogOpen)
  // over a dialog only the newest toast shows (the others wait behind it): a stack, spread by the pointer resting on
  // it, would reach down to a short window's dialog buttons
  return <Toaster theme={theme} {...props} position={overDialog ? 'top-center' : 'bottom-right'} visibleToasts={overDialog ? 1 : 3} />
}
