import { toast } from 'sonner'

/** The app's notices; screens and the http layer go through these two, never through sonner directly. */
export const notify = {
  error: (message: string) => toast.error(message),
  success: (message: string) => toast.success(message),
}
