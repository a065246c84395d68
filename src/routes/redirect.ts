// oxlint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f]/
const ANOTHER_HOST = /^\/[/\\]/
const EMPTY_OR_DOT_SEGMENT = /\/\/|\/\.\.?(?:\/|$)/

/** decodeURIComponent, or null for a malformed escape (`/%`, `/%E0%A4%A`). */
function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/**
 * Where to go after signing in: `value` when it is a path on this origin, else '/'. The value is resolved as a URL
 * against this origin and only the result's path + search + hash is kept; that result is checked again, as written and
 * as the router decodes it (no empty or dot segment, no backslash), so dot segments (`/.//evil.example`, `/%2e//evil.example`, `/..//evil.example`) cannot
 * turn it into `//evil.example`. Refuses other origins (`https://…`, `//host`), backslashes (browsers read `/\host` as
 * `//host`), control characters, malformed escapes, and the login page itself. Never throws.
 */
export function safeRedirect(value: unknown, origin: string = window.location.origin): string {
  if (typeof value !== 'string' || !value.startsWith('/') || ANOTHER_HOST.test(value) || UNSAFE_CHARS.test(value)) return '/'
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return '/'
  }
  if (url.origin !== origin) return '/'
  // the path as the router reads it: no empty or dot segment may be left for a second resolution to act on
  const path = decoded(url.pathname)
  if (path === null || EMPTY_OR_DOT_SEGMENT.test(path) || UNSAFE_CHARS.test(path) || /^\/login\/?$/.test(path)) return '/'
  const result = url.pathname + url.search + url.hash
  if (!result.startsWith('/') || ANOTHER_HOST.test(result) || UNSAFE_CHARS.test(result)) return '/'
  return result
}
