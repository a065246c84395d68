import { maskEntry } from './inspect'
import type { RecordedEvent } from './recorder'

/** How much of an event a saved log keeps: deep and long enough to read, bounded however large the event. */
const DEPTH = 8
const ITEMS = 100
const TEXT = 2000

/**
 * `value` as plain JSON data, every secret masked as the log shows it (`maskEntry`: tokens, passwords, engine keys, a
 * form change of a secret field), cut where it gets too deep or long; functions, cycles and live objects (actors,
 * files) named rather than followed.
 */
export function jsonSafe(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return value.length > TEXT ? `${value.slice(0, TEXT)}…` : value
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value)
  if (typeof value === 'bigint') return String(value)
  if (typeof value === 'function') return 'ƒ'
  if (value === null || typeof value !== 'object') return value ?? null
  if (seen.has(value)) return '(cycle)'
  if (depth >= DEPTH) return '…'
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Error) return { name: value.name, message: value.message }
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `(${value instanceof File ? `file ${value.name}` : 'blob'}, ${value.size} bytes)`
  if ('sessionId' in value && 'send' in value) return `(actor ${String(value.sessionId)})`
  seen.add(value)
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, ITEMS).map((item) => jsonSafe(item, depth + 1, seen))
      return value.length > ITEMS ? [...items, `…${value.length - ITEMS} more`] : items
    }
    const prototype = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) return `(${prototype?.constructor?.name || 'object'})`
    const copy: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = jsonSafe(maskEntry(value, key, item), depth + 1, seen)
    return copy
  } finally {
    seen.delete(value)
  }
}

/** The saved log: each entry as the log lists it, with the whole event (masked) instead of its one-line preview. */
export function exportDocument(events: readonly RecordedEvent[], eventOf: (seq: number) => unknown, { filter, at }: { filter: string | null; at: Date }) {
  return {
    exportedAt: at.toISOString(),
    /** What the log was filtered on (`actor:x:30`, `machine:list`), or null for every event. */
    filter,
    events: events.map(({ seq, time, sessionId, name, machineId, type, state }) => ({
      seq,
      time: new Date(time).toISOString(),
      actor: sessionId,
      name,
      machine: machineId,
      type,
      state,
      event: jsonSafe(eventOf(seq)),
    })),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `machine-events-20250301-142530.json`, in local time: sorts by time and is a valid name everywhere. */
export const exportFileName = (at: Date) =>
  `machine-events-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.json`
