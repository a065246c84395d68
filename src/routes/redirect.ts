/**
 * Where to go after signing in: `value` when it is a path on this origin, else '/'.
 * Refuses other origins (`https://…`, `//host`), backslashes (browsers read `/\host` as `//host`),
 * control characters, and the login page itself.
 */
export function safeRedirect(value: unknown, origin: string = window.location.origin): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/'
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/'
  try {
    const url = new URL(value, origin)
    if (url.origin !== origin) return '/'
    if (url.pathname === '/login') return '/'
    return url.pathname + url.search + url.hash
  } catch {
    return '/'
  }
}
