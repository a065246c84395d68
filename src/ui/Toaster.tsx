import { lazy, Suspense } from 'react'

// loaded after the first paint; a toast raised before it mounts is shown as soon as it does (sonner replays them)
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton duration={4000} />
    </Suspense>
  )
}
