import type { Operation } from '../api/contract'
import { httpHooks } from './client'

/**
 * What this backend has of the optional operations (docs/api.md, "Partial backends"), for the signed-in session.
 * GET /api/capabilities names the optional operations a backend has; a backend without that call is taken to have
 * them all, until one answers 404, 405 or 501: from then on it counts as absent for the session — never asked again,
 * said once, and the screens stop offering what needs it. What was found missing is kept by the session (its
 * `knownMissing` / `rememberMissing` hooks: the stored session), so a reload neither offers it nor says it again; a new
 * sign-in starts afresh.
 */
interface Known {
  session: number
  /** The optional operations the backend listed, or null when it did not say. */
  listed: Set<string> | null
  /** Whether GET /api/capabilities has answered (with a list or without one) in this session. */
  settled: boolean
  /** Optional operations found missing (by key), with the HTTP status that said so. */
  missing: Map<string, number>
}

let known: Known = { session: -1, listed: null, settled: false, missing: new Map() }
const listeners = new Set<() => void>()
let version = 0

/**
 * The record of the current session: a new sign-in (another session id) forgets the last one's; a page load starts
 * from what the stored session (the one holding this token) found missing. After a sign-in that is nothing: its entry
 * is written afresh.
 */
function current(): Known {
  const session = httpHooks().getSessionId()
  if (known.session !== session) known = { session, listed: null, settled: false, missing: new Map(Object.entries(httpHooks().knownMissing())) }
  return known
}

function changed() {
  version += 1
  for (const listener of listeners) listener()
}

export const capabilities = {
  /** Whether `op` may be called: a required one always; an optional one unless this backend lacks it. */
  has(op: Pick<Operation, 'key' | 'optional'>): boolean {
    if (!op.optional) return true
    const { listed, missing } = current()
    return !missing.has(op.key) && (listed === null || listed.has(op.key))
  },
  /** The HTTP status that showed `op` missing, or null (listed as absent by GET /api/capabilities, or not missing). */
  missingStatus: (op: Pick<Operation, 'key'>): number | null => current().missing.get(op.key) ?? null,
  /** Whether a screen may offer `op` now: not before the backend had its say (a button shown, then taken away). */
  offered(op: Pick<Operation, 'key' | 'optional'>): boolean {
    return !op.optional || (current().settled && capabilities.has(op))
  },
  /**
   * GET /api/capabilities answered: the optional operations it names are there, the others are not. Without `keys`
   * (it failed, or this backend does not have it) each optional operation is there until it answers 404.
   */
  settled(keys?: readonly string[]): void {
    const record = current()
    if (keys) record.listed = new Set(keys)
    record.settled = true
    changed()
  },
  /** `op` answered 404, 405 or 501: absent for the rest of the session, said once. */
  missing(op: Operation, status: number): void {
    const { missing } = current()
    if (missing.has(op.key)) return
    missing.set(op.key, status)
    httpHooks().rememberMissing(Object.fromEntries(missing))
    if (op.optional) httpHooks().noticeMissing(op.key, status)
    changed()
  },
  /** For useSyncExternalStore: a number that changes with what is known. */
  version: (): string => `${current().session}:${version}`,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Forgets everything (tests that share one load of this module across sessions). */
  forget(): void {
    known = { session: -1, listed: null, settled: false, missing: new Map() }
    changed()
  },
}
