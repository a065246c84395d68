import { lazy, Suspense, useSyncExternalStore } from 'react'
import { messageDetails } from './toast'

// loaded after the first paint; a toast raised before it mounts is shown as soon as it does (sonner replays them)
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))
// the dialog with a message's whole text: only loaded once someone asks for it
const MessageDetailsDialog = lazy(() => import('./MessageDetailsDialog'))

export function Toaster() {
  const details = useSyncExternalStore(messageDetails.subscribe, messageDetails.get)
  return (
    <Suspense fallback={null}>
      {/* toast-capped (src/styles.css): a toast is never taller than a third of the window */}
      <SonnerToaster position="top-center" richColors closeButton duration={4000} toastOptions={{ className: 'toast-capped' }} />
      {details !== null && <MessageDetailsDialog message={details} onClose={messageDetails.close} />}
    </Suspense>
  )
}
