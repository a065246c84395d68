import { createActor, fromPromise, type Actor, type SimulatedClock } from 'xstate'
import { RequestError } from '../machines/requestErrors'
import { requestGateMachine, type GateCall, type GateMode } from '../machines/requestGateMachine'
import { httpHooks } from './client'
import type { RequestSpec } from './transport'

/** Per-call gating: a repeat within `throttle` ms is refused; only the last call of a burst quiet for `debounce` ms is sent. */
export type GateOptions = { key: string; throttle: number } | { key: string; debounce: number }

type GateActor = Actor<typeof requestGateMachine>

/** Live keyed gates, with every call each one took; a gate removes itself when its burst is over. */
const gates = new Map<string, { actor: GateActor; calls: GateCall[] }>()

/**
 * The clock of the gates started from now on: real time unless a test sets XState's `SimulatedClock` (`undefined`
 * goes back to real time). On a simulated clock a debounce wait or a throttle window ends only when the test
 * advances it, so "a burst of typing" or "a repeat inside the window" does not depend on how busy the machine is.
 */
let clock: Pick<SimulatedClock, 'setTimeout' | 'clearTimeout'> | undefined

export function setGateClock(next: typeof clock): void {
  clock = next
}

export function liveGateKeys(): string[] {
  return [...gates.keys()]
}

/** Stops every live gate (their windows end at once); for tests that share one module instance across files. */
export function stopGates(): void {
  for (const { actor } of gates.values()) actor.stop()
  gates.clear()
}

/**
 * The transport and axios (about 20 kB gzip) come in a chunk of their own, which main.tsx asks for right after the
 * first render: /login shows without waiting for them, and they are there by the time anyone signs in. Once loaded, a
 * call is sent as soon as its gate lets it go; a chunk that cannot be loaded fails the call as a network error would.
 */
let transport: typeof import('./transport') | undefined

export const loadTransport = (): Promise<typeof import('./transport')> => import('./transport').then((loaded) => (transport = loaded))

const send = (request: RequestSpec, signal: AbortSignal) =>
  transport ? transport.send(request, signal) : loadTransport().then((loaded) => loaded.send(request, signal))

/**
 * The gate's machine with its effects, made once: they read the session's hooks and the transport when they run, so
 * every call's gate can share it (made for each call, it built the machine's whole state tree again for each request,
 * four of them on a menu step).
 */
let gateLogic: ReturnType<typeof provideGate> | undefined
const gateMachine = () => (gateLogic ??= provideGate())

function provideGate() {
  return requestGateMachine.provide({
    actors: { send: fromPromise(({ input, signal }) => send(input.request as RequestSpec, signal)) },
    actions: {
      showError: (_, { message }) => httpHooks().showError(message),
      showSuccess: (_, { message }) => httpHooks().showSuccess(message),
      logServerError: (_, { message }) => httpHooks().logServerError(message),
      reportUnauthorized: (_, { sessionId }) => httpHooks().onUnauthorized(sessionId),
    },
  })
}

export function runGated<T>(request: RequestSpec, gate?: GateOptions, quiet = false, silent = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const call: GateCall = { request, resolve: resolve as (value: unknown) => void, reject, quiet: quiet || silent, silent }
    const mode: GateMode = !gate ? 'none' : 'throttle' in gate ? 'throttle' : 'debounce'
    const wait = !gate ? 0 : 'throttle' in gate ? gate.throttle : gate.debounce
    const existing = gate && gates.get(gate.key)
    if (existing) {
      existing.calls.push(call)
      existing.actor.send({ type: 'gate.request', call, wait })
      return
    }
    // (XState spreads the options over its defaults: `clock: undefined` would replace its real clock)
    const actor = createActor(gateMachine(), { input: { mode, wait, call }, inspect: httpHooks().inspect, ...(clock && { clock }) })
    const entry = { actor, calls: [call] }
    const forget = () => {
      if (gate && gates.get(gate.key) === entry) gates.delete(gate.key)
    }
    if (gate) gates.set(gate.key, entry)
    actor.subscribe({
      complete: forget,
      // a gate that crashed (a bug in an effect) must neither keep its key nor leave its callers waiting forever;
      // rejecting an already settled call does nothing
      error: (error) => {
        forget()
        for (const pending of entry.calls) pending.reject(new RequestError('network', error instanceof Error ? error.message : String(error)))
      },
    })
    actor.start()
  })
}
