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
const MASK = '••••••'

export const isSecretKey = (key: string) => SECRET_KEYS.test(key) || SECRET_SUFFIX.test(key)

/**
 * `item`, the value under `key` of the object `owner`, as it may be shown: the mask if it is a secret's text (a token,
 * password, engine key or Authorization value, or the `value` of a form change of a secret field, `{ field:
 * 'baiduToken', value }`). The one rule for `maskSecrets` and the recorder's preview.
 */
export function maskEntry(owner: object, key: string, item: unknown): unknown {
  const field = (owner as { field?: unknown }).field
  const secret = isSecretKey(key) || (key === 'value' && typeof field === 'string' && isSecretKey(field))
  return secret && typeof item === 'string' && item ? MASK : item
}

/** A copy of `value` with every secret masked (`maskEntry`). Deeper than six levels the value is returned as it is: show no more than that. */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1)) as T
  const masked: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) masked[key] = maskSecrets(maskEntry(value, key, item), depth + 1)
  return masked as T
}
