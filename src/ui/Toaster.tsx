import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'

// loaded after the first paint; a toast raised before it mounts is shown as soon as it does (sonner replays them)
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * The toasts, rendered straight into <body>: inside the app's Radix Theme root (a stacking context at z-index 0) they
 * would sit under an open dialog, whose portal is a later child of <body>. As a live region they also stay out of
 * what a modal dialog hides from screen readers.
 */
export function Toaster() {
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton duration={4000} />
    </Suspense>,
    document.body,
  )
}
