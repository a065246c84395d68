import { lazy, Suspense, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { messageDetails } from './toast'

// loaded after the first paint; a toast raised before it mounts is shown as soon as it does (sonner replays them)
const SonnerToaster = lazy(() => import('./ThemedToaster'))
// the dialog with a message's whole text: only loaded once someone asks for it
const MessageDetailsDialog = lazy(() => import('./MessageDetailsDialog'))

/**
 * The toasts, rendered straight into <body>: inside the app's Radix Theme root (a stacking context at z-index 0) they
 * would sit under an open dialog, whose portal is a later child of <body>. As a live region they also stay out of
 * what a modal dialog hides from screen readers.
 */
export function Toaster() {
  const details = useSyncExternalStore(messageDetails.subscribe, messageDetails.get)
  return (
    <>
      {createPortal(
        <Suspense fallback={null}>
          {/* toast-capped (src/styles.css): a toast is never taller than a third of the window; where the stack
              sits is ThemedToaster's (bottom-right, at the top while a dialog is open) */}
          <SonnerToaster richColors closeButton duration={4000} toastOptions={{ className: 'toast-capped' }} />
        </Suspense>,
        document.body,
      )}
      {details !== null && (
        <Suspense fallback={null}>
          <MessageDetailsDialog message={details} onClose={messageDetails.close} />
        </Suspense>
      )}
    </>
  )
}
