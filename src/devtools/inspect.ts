import type { InspectionEvent } from 'xstate'

type Listener = (event: InspectionEvent) => void

const listeners = new Set<Listener>()

/**
 * The one `inspect` option every actor is created with. It fans out to whatever developer tools registered;
 * in the real build nothing registers, so it costs a loop over an empty set.
 */
export function inspect(event: InspectionEvent): void {
  for (const listener of listeners) listener(event)
}

export function addInspectionListener(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Keys whose values are secrets: the session's token and password, and the push engines' keys (baiduToken, bingApiKey…). */
const SECRET_KEYS = /^(token|access_token|password|authorization|new-token|secret|api_?key)$/i
const SECRET_SUFFIX = /[a-z0-9](Token|Password|Secret|ApiKey|Key)$/
export const MASK = '••••••'

export const isSecretKey = (key: string) => SECRET_KEYS.test(key) || SECRET_SUFFIX.test(key)

/**
 * A copy of `value` with every token, password, engine key and Authorization value replaced by a mask; a form
 * change of a secret field (`{ field: 'baiduToken', value }`) has its value masked too. Deeper than six levels the
 * value is returned as it is: show no more than that.
 */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1)) as T
  const masked: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    masked[key] = isSecretKey(key) && typeof item === 'string' && item ? MASK : maskSecrets(item, depth + 1)
  }
  if (typeof masked.field === 'string' && isSecretKey(masked.field) && typeof masked.value === 'string' && masked.value) masked.value = MASK
  return masked as T
}
