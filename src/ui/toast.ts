/** sonner is loaded on first use (the Toaster asks for it right after the first paint): it stays out of what /login downloads first. */
const sonner = () => import('sonner')

/** A toast shows at most this many characters of a message, then …; the whole text opens in a dialog on demand. */
export const TOAST_MAX_CHARS = 300

/** The text a toast shows for `message`, and whether it was cut: about 300 characters, ending in … when longer. */
export function toastText(message: string): { shown: string; cut: boolean } {
  if (message.length <= TOAST_MAX_CHARS) return { shown: message, cut: false }
  let end = TOAST_MAX_CHARS
  // never split a character outside the Basic Multilingual Plane in half
  const last = message.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return { shown: `${message.slice(0, end).trimEnd()}…`, cut: true }
}

/**
 * The message whose whole text is open in the details dialog (rendered by <Toaster>), or null. A small store rather
 * than React state: the http layer raises toasts from outside React.
 */
let openMessage: string | null = null
const listeners = new Set<() => void>()

export const messageDetails = {
  get: (): string | null => openMessage,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  open(message: string): void {
    openMessage = message
    for (const listener of listeners) listener()
  },
  close(): void {
    openMessage = null
    for (const listener of listeners) listener()
  },
}

/** Label of the toast button that opens the whole text. */
export const SHOW_ALL_LABEL = '展开全文'

function show(kind: 'error' | 'success' | 'info', message: string): void {
  const text = String(message)
  const { shown, cut } = toastText(text)
  void sonner().then(({ toast }) =>
    toast[kind](
      shown,
      // a cut message stays longer, with a button for the rest (clicking it closes the toast and opens the dialog)
      cut ? { duration: 8000, action: { label: SHOW_ALL_LABEL, onClick: () => messageDetails.open(text) } } : undefined,
    ),
  )
}

/** How long a toast offers 撤销: the server keeps what it takes back far longer. */
export const UNDO_MS = 10_000
export const UNDO_LABEL = '撤销'

let undoToasts = 0

/** A success toast with 撤销 for 10 seconds (clicking it closes the toast); answers a function that closes it early. */
function undoable(message: string, onUndo: () => void): () => void {
  const id = `undo-${(undoToasts += 1)}`
  void sonner().then(({ toast }) => toast.success(message, { id, duration: UNDO_MS, action: { label: UNDO_LABEL, onClick: onUndo } }))
  return () => void sonner().then(({ toast }) => toast.dismiss(id))
}

/** The app's notices; screens and the http layer go through these, never through sonner directly. */
export const notify = {
  error: (message: string): void => show('error', message),
  success: (message: string): void => show('success', message),
  /** Neither a success nor a failure of what the person did: something they should know (a feature this backend lacks). */
  info: (message: string): void => show('info', message),
  undoable,
}
