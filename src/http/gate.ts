import { createActor, fromPromise, type Actor } from 'xstate'
import { requestGateMachine, type GateMode } from '../machines/requestGateMachine'
import { hooks } from './client'
import { send, type RequestSpec } from './transport'

/** Per-call gating: a repeat within `throttle` ms is refused; only the last call of a burst quiet for `debounce` ms is sent. */
export type GateOptions = { key: string; throttle: number } | { key: string; debounce: number }

type GateActor = Actor<typeof requestGateMachine>

/** Live keyed gates; each removes itself when its burst is over, so idle keys hold nothing. */
const gates = new Map<string, GateActor>()

export function liveGateKeys(): string[] {
  return [...gates.keys()]
}

function gateMachine() {
  return requestGateMachine.provide({
    actors: { send: fromPromise(({ input, signal }) => send(input.request as RequestSpec, signal)) },
    actions: {
      showError: (_, { message }) => hooks.showError(message),
      showSuccess: (_, { message }) => hooks.showSuccess(message),
      logServerError: (_, { message }) => hooks.logServerError(message),
      reportUnauthorized: (_, { sessionId }) => hooks.onUnauthorized(sessionId),
    },
  })
}

export function runGated<T>(request: RequestSpec, gate?: GateOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const call = { request, resolve: resolve as (value: unknown) => void, reject }
    const mode: GateMode = !gate ? 'none' : 'throttle' in gate ? 'throttle' : 'debounce'
    const wait = !gate ? 0 : 'throttle' in gate ? gate.throttle : gate.debounce
    const existing = gate && gates.get(gate.key)
    if (existing) {
      existing.send({ type: 'gate.request', call, wait })
      return
    }
    const actor = createActor(gateMachine(), { input: { mode, wait, call }, inspect: hooks.inspect })
    if (gate) {
      gates.set(gate.key, actor)
      actor.subscribe({
        complete: () => {
          if (gates.get(gate.key) === actor) gates.delete(gate.key)
        },
      })
    }
    actor.start()
  })
}
