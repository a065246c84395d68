import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate'
import { addInspectionListener, maskEntry } from './inspect'

/**
 * What the /__machines page shows live: every running state-machine actor with its current state, and the last
 * events they processed, secrets masked. It listens to the `inspect` fan-out every actor is created with, so it
 * must start before the first actor exists (main.tsx, demo and dev builds only).
 */

export interface RunningActor {
  sessionId: string
  /** The id the actor was given (`systemId`), or its id among its parent's children; '' for a root actor without one. */
  name: string
  /** The `id` of its machine: actors of one machine are drawn on one diagram. */
  machineId: string
  value: StateValue
  /** Events it has processed so far. */
  events: number
}

export interface RecordedEvent {
  /** Increases by one per event: a stable React key. */
  seq: number
  time: number
  sessionId: string
  /** The actor's name (`RunningActor.name`). */
  name: string
  machineId: string
  type: string
  /** The event, masked and shortened: never the live object. */
  payload: string
  /** The state value after the event, as text. */
  state: string
}

export interface Recorder {
  /** The running machine actors, in the order they started. */
  actors(): RunningActor[]
  /** The last events, oldest first. */
  events(): RecordedEvent[]
  /** The event a logged entry records, as it was sent (live, unmasked: mask it before showing or saving it). */
  eventOf(seq: number): unknown
  /** The machine a running actor runs (its own, with what its creator provided), to draw it. */
  logicOf(sessionId: string): AnyStateMachine | undefined
  /**
   * Orders the machines (by `machineId`) by when their first actor was created: smaller first, -1 for one never seen.
   * Created, not started: React starts a screen's actors before the shell's around it.
   */
  firstSeen(machineId: string): number
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  stop(): void
}

/** What the recorder reads of an inspected actor. */
interface InspectedActor {
  sessionId: string
  id: string
  systemId?: string
  logic: { id?: string; root?: unknown }
  getSnapshot(): { status: string; value?: StateValue }
}

interface Tracked extends RunningActor {
  ref: WeakRef<InspectedActor>
}

/** XState numbers its actors as it creates them, across all systems: `x:0`, `x:1`… (NaN-safe: unknown ones last). */
const creationOrder = (sessionId: string) => {
  const number = Number(sessionId.slice(sessionId.lastIndexOf(':') + 1))
  return Number.isFinite(number) ? number : Number.MAX_SAFE_INTEGER
}
const isMachineActor = (actor: InspectedActor) => typeof actor.logic?.root === 'object'
const leafPaths = (value: StateValue): string[][] =>
  typeof value === 'string'
    ? [[value]]
    : Object.entries(value).flatMap(([key, child]) =>
        child && (typeof child === 'string' || Object.keys(child).length) ? leafPaths(child).map((path) => [key, ...path]) : [[key]],
      )
/** A state value as text: `signedIn`, or every active leaf of a nested one, `opened.swing.still | opened.light.on`. */
export const stateText = (value: StateValue): string =>
  leafPaths(value)
    .map((path) => path.join('.'))
    .join(' | ')

/**
 * A short, masked picture of an event for the log: five levels deep at most, long values cut. It masks what it shows
 * as it goes (`maskEntry`, as `maskSecrets` does), so a page of 2,000 rows costs the five it shows, not a masked copy of all.
 */
export function preview(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
  if (typeof value === 'function') return 'ƒ'
  if (value === null || typeof value !== 'object') return String(value)
  if (depth >= 4) return '…'
  if (Array.isArray(value)) {
    const items = value.slice(0, 5).map((item) => preview(item, depth + 1))
    return `[${[...items, ...(value.length > 5 ? [`…${value.length - 5} more`] : [])].join(', ')}]`
  }
  const entries = Object.entries(value).filter(([, item]) => typeof item !== 'function' && item !== undefined)
  const shown = entries.slice(0, 8).map(([key, item]) => `${key}: ${preview(maskEntry(value, key, item), depth + 1)}`)
  return `{${[...shown, ...(entries.length > 8 ? ['…'] : [])].join(', ')}}`
}

/** An event as recorded: its texts are written once, when the log is first read. */
interface Logged extends Omit<RecordedEvent, 'payload' | 'state'> {
  event: unknown
  snapshot: { value: StateValue; status: string }
  text?: RecordedEvent
}

function written(entry: Logged): RecordedEvent {
  if (entry.text) return entry.text
  const { event, snapshot, text: _text, ...rest } = entry
  let payload: string
  try {
    payload = preview(event)
  } catch {
    payload = '(unreadable)'
  }
  const state = snapshot.status === 'active' ? stateText(snapshot.value) : `${stateText(snapshot.value)} (${snapshot.status})`
  entry.text = { ...rest, payload, state }
  return entry.text
}

export function createRecorder({
  limit = 200,
  listen = addInspectionListener,
  now = () => Date.now(),
}: { limit?: number; listen?: typeof addInspectionListener; now?: () => number } = {}): Recorder {
  const running = new Map<string, Tracked>()
  const log: Logged[] = []
  // the event objects themselves, by seq, for the ones in the log: kept as they are, masked only when exported
  const sent = new Map<number, unknown>()
  const seen = new Map<string, number>()
  const listeners = new Set<() => void>()
  let seq = 0

  const changed = () => listeners.forEach((listener) => listener())
  const record = (event: InspectionEvent) => {
    const actor = event.actorRef as unknown as InspectedActor
    if (!isMachineActor(actor)) return
    if (event.type === '@xstate.event' && event.event.type === 'xstate.init') {
      const machineId = actor.logic.id ?? actor.id
      const created = creationOrder(actor.sessionId)
      if (!(seen.get(machineId)! <= created)) seen.set(machineId, created)
      running.set(actor.sessionId, {
        ref: new WeakRef(actor),
        sessionId: actor.sessionId,
        name: actor.systemId ?? (actor.id === actor.sessionId ? '' : actor.id),
        machineId,
        value: actor.getSnapshot().value ?? '',
        events: 0,
      })
      return
    }
    if (event.type !== '@xstate.snapshot') return
    const tracked = running.get(actor.sessionId)
    if (!tracked) return
    const snapshot = event.snapshot as unknown as { value: StateValue; status: string }
    tracked.value = snapshot.value
    tracked.events += 1
    if (snapshot.status !== 'active') running.delete(actor.sessionId)
    // the texts are written when the log is read (the /__machines page), not for every event the app sends; of the
    // snapshot only the value and status are kept (the whole one would keep the machine's context alive with it)
    const { value, status } = snapshot
    log.push({
      seq: ++seq,
      time: now(),
      sessionId: actor.sessionId,
      name: tracked.name,
      machineId: tracked.machineId,
      type: event.event.type,
      event: event.event,
      snapshot: { value, status },
    })
    sent.set(seq, event.event)
    if (log.length > limit) for (const dropped of log.splice(0, log.length - limit)) sent.delete(dropped.seq)
    changed()
  }
  const unlisten = listen(record)

  return {
    actors() {
      // an actor that failed or was dropped sends no last snapshot: look at it before listing it
      for (const [sessionId, tracked] of running) {
        if (tracked.ref.deref()?.getSnapshot().status !== 'active') running.delete(sessionId)
      }
      return [...running.values()].map(({ ref: _ref, ...actor }) => ({ ...actor }))
    },
    events: () => log.map(written),
    eventOf: (wanted) => sent.get(wanted),
    logicOf: (sessionId) => running.get(sessionId)?.ref.deref()?.logic as AnyStateMachine | undefined,
    firstSeen: (machineId) => seen.get(machineId) ?? -1,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      unlisten()
      listeners.clear()
    },
  }
}

let appRecorder: Recorder | null = null

/** The app's recorder: main.tsx starts it before the session creates the first actor; the page reads it. */
export function startRecorder(): Recorder {
  appRecorder ??= createRecorder()
  return appRecorder
}

export const getRecorder = (): Recorder | null => appRecorder
