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

export function writeStoredSession(session: StoredSession, storage: Storage = sessionStorage): void {
  write(storage, AUTH_KEY, { token: session.token, expiresIn: session.expiresIn })
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
