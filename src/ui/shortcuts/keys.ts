import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { allowed, pressedKey, SHORTCUT_ORDER, type Shortcut } from './registry'

/** A shortcut's handler: false when it is not its to take now (no row, focus elsewhere); the key then does what it did. */
export type ShortcutRun = (event: KeyboardEvent) => boolean | void

interface Registration {
  shortcut: Shortcut
  run: ShortcutRun
}

/** The handlers of the components shown, in the order they came: a later one (the screen's) is asked first. */
const registrations: Registration[] = []
const listeners = new Set<() => void>()
let version = 0
/** The first key of a sequence (`g`) and when it was pressed: the next key within SEQUENCE_MS completes it. */
let started: { key: string; at: number } | null = null
const SEQUENCE_MS = 1500

function changed() {
  version += 1
  for (const listener of listeners) listener()
}

function take(pressed: string, event: KeyboardEvent): boolean {
  for (let at = registrations.length - 1; at >= 0; at -= 1) {
    const { shortcut, run } = registrations[at]
    if (!shortcut.keys.includes(pressed) || !allowed(shortcut, event)) continue
    if (run(event) === false) continue
    event.preventDefault()
    return true
  }
  return false
}

/** The one keydown listener, on the document while any shortcut is registered. */
function onKeyDown(event: KeyboardEvent) {
  const key = pressedKey(event)
  const first = started
  started = null
  if (!key) return
  if (first && event.timeStamp - first.at < SEQUENCE_MS && take(`${first.key} ${key}`, event)) return
  if (take(key, event)) return
  const begins = registrations.some(({ shortcut }) => shortcut.keys.some((keys) => keys.startsWith(`${key} `)) && allowed(shortcut, event))
  if (begins) started = { key, at: event.timeStamp }
}

/** Adds `run` for `shortcut` until the returned function is called. */
export function registerShortcut(shortcut: Shortcut, run: ShortcutRun): () => void {
  const registration = { shortcut, run }
  if (registrations.length === 0) document.addEventListener('keydown', onKeyDown)
  registrations.push(registration)
  changed()
  return () => {
    const at = registrations.indexOf(registration)
    if (at >= 0) registrations.splice(at, 1)
    if (registrations.length === 0) document.removeEventListener('keydown', onKeyDown)
    changed()
  }
}

/** `run` answers `shortcut` while the calling component is mounted (its latest render's `run`). */
export function useShortcut(shortcut: Shortcut | null, run: ShortcutRun): void {
  const latest = useRef(run)
  useLayoutEffect(() => {
    latest.current = run
  })
  useLayoutEffect(() => (shortcut ? registerShortcut(shortcut, (event) => latest.current(event)) : undefined), [shortcut])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const rank = ({ id, group }: Shortcut) =>
  (group === 'global' ? 0 : 100) + (id.startsWith('go.') ? SHORTCUT_ORDER.indexOf('help') + 0.5 : SHORTCUT_ORDER.indexOf(id))

/** The shortcuts that work now (each once): those whose handlers are mounted, global ones first, in the registry's order. */
export function shortcutsNow(): Shortcut[] {
  const seen = new Map<string, Shortcut>()
  for (const { shortcut } of registrations) seen.set(shortcut.id, shortcut)
  return [...seen.values()].sort((a, b) => rank(a) - rank(b))
}

/** shortcutsNow(), drawn again as screens come and go. */
export function useShortcutsNow(): Shortcut[] {
  const now = useSyncExternalStore(subscribe, () => version)
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- `now` counts the registrations' changes
  return useMemo(() => shortcutsNow(), [now])
}
