import { isUsableToken } from '../api/token'
import type { StoredSession } from '../machines/authMachine'

/** The only two sessionStorage entries the app writes (spec §9): the auth state and the theme list. */
export const AUTH_KEY = 'backoffice.auth'
export const THEMES_KEY = 'backoffice.themes'

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return null // corrupt JSON, or storage that refuses access
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or refused: the session still works in memory for this page
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key)
  } catch {
    // nothing to clear
  }
}

/**
 * The stored session, or null with the key cleared when it is missing, corrupt, wrong-shaped, empty, longer than 8 KB
 * or holding characters not allowed in a header (src/api/token.ts).
 */
export function readStoredSession(storage: Storage = sessionStorage): StoredSession | null {
  const value = read(storage, AUTH_KEY)
  if (value && typeof value === 'object') {
    const { token, expiresIn } = value as Record<string, unknown>
    // a token too long for a request header, or with characters a header cannot carry, is as corrupt as a missing one
    if (isUsableToken(token) && typeof expiresIn === 'string') return { token, expiresIn }
  }
  if (value !== undefined) remove(storage, AUTH_KEY)
  return null
}

/** A renewal rewrites the entry: what the session found missing stays with it (a sign-in finds the entry cleared). */
export function writeStoredSession(session: StoredSession, storage: Storage = sessionStorage): void {
  const missing = missingIn(read(storage, AUTH_KEY))
  write(storage, AUTH_KEY, { token: session.token, expiresIn: session.expiresIn, ...(Object.keys(missing).length > 0 && { missing }) })
}

/** The well-formed part of an entry's `missing`: operation keys, each with a status that says missing. */
function missingIn(entry: unknown): Record<string, number> {
  const missing = entry && typeof entry === 'object' ? (entry as { missing?: unknown }).missing : null
  if (!missing || typeof missing !== 'object') return {}
  return Object.fromEntries(Object.entries(missing).filter(([key, status]) => /^[A-Z]+ \/api\/\S+$/.test(key) && [404, 405, 501].includes(status)))
}

/**
 * The optional operations this backend answered 404, 405 or 501 in the session holding `token` (src/http/capabilities.ts),
 * by key, with that status: kept in the auth entry (spec §9 allows two entries; this is the session's), so a reload
 * does not offer them again, and signing out, which clears the entry, forgets them. Beside another token (or none) it
 * is not this session's: nothing; anything malformed in it is ignored.
 */
export function readKnownMissing(token: string, storage: Storage = sessionStorage): Record<string, number> {
  const entry = read(storage, AUTH_KEY)
  return token && entry && typeof entry === 'object' && (entry as { token?: unknown }).token === token ? missingIn(entry) : {}
}

export function writeKnownMissing(missing: Record<string, number>, storage: Storage = sessionStorage): void {
  const session = readStoredSession(storage)
  if (session) write(storage, AUTH_KEY, { ...session, missing })
}

/** The cached theme names, or an empty list with the key cleared when the cache is corrupt. */
export function readThemeCache(storage: Storage = sessionStorage): string[] {
  const value = read(storage, THEMES_KEY)
  if (Array.isArray(value) && value.every((name) => typeof name === 'string')) return value
  if (value !== undefined) remove(storage, THEMES_KEY)
  return []
}

export function writeThemeCache(names: string[], storage: Storage = sessionStorage): void {
  write(storage, THEMES_KEY, names)
}

export function clearStoredSession(storage: Storage = sessionStorage): void {
  remove(storage, AUTH_KEY)
  remove(storage, THEMES_KEY)
}
