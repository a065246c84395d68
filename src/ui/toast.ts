/** sonner is loaded on first use (the Toaster asks for it right after the first paint): it stays out of what /login downloads first. */
const sonner = () => import('sonner')

/** The app's notices; screens and the http layer go through these two, never through sonner directly. */
export const notify = {
  error: (message: string): void => void sonner().then(({ toast }) => toast.error(message)),
  success: (message: string): void => void sonner().then(({ toast }) => toast.success(message)),
}
