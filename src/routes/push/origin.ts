import { safeRedirect } from '../redirect'

/**
 * `returnTo`: the address a push was started from (`/push?articleIds=12,15&returnTo=/articles%3Fstatus%3Dpublished`), where
 * the screen returns once the push ends, with that list's filters and page as they were. Only a path of this app
 * other than the push screen itself (the same rule as the login's redirect); anything else means the push screen.
 */
export function originParam(value: unknown): string | null {
  if (typeof value !== 'string') return null
  // as a URL writes it (non-ASCII escaped); anything safeRedirect refuses comes back as '/'
  const path = safeRedirect(value)
  return path !== '/' && !/^\/push(?:[/?#]|$)/.test(path) ? path : null
}
