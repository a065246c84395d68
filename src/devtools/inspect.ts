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

const SECRET_KEYS = /^(token|access_token|password|authorization|new-token)$/i

/** A copy of `value` with every token, password and Authorization value replaced by a mask. */
export function maskSecrets<T>(value: T, depth = 0): T {
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1)) as T
  const masked: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    masked[key] = SECRET_KEYS.test(key) && typeof item === 'string' && item ? '••••••' : maskSecrets(item, depth + 1)
  }
  return masked as T
}
