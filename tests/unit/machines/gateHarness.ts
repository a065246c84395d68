import { vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import type { RequestError } from '../../../src/machines/requestErrors'
import { requestGateMachine, type GateMode, type GateReply, type TransportFailure } from '../../../src/machines/requestGateMachine'

/** One request the gate handed to its send actor; the test answers it by hand. */
export interface Sent {
  request: unknown
  signal: AbortSignal
  reply(reply: GateReply): Promise<void>
  fail(failure: TransportFailure): Promise<void>
}

/** A caller's promise and how it has settled so far. */
export interface Call {
  promise: Promise<unknown>
  state: 'pending' | 'resolved' | 'rejected'
  value?: unknown
  error?: RequestError
}

/** Lets the actor take in a settled send promise (microtasks) without moving the clock. */
export const flush = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0)
}

export const envelope = (code: number, msg: string, data: unknown = null): GateReply => ({ kind: 'envelope', code, msg, data })

/**
 * One cache key's gate, as src/http/gate.ts drives it: a call goes to the live actor when there is one, otherwise
 * a new actor starts. The effects are spies; the send actor's promises are resolved by the test.
 */
export function gateHarness(mode: GateMode, wait = 0) {
  const sent: Sent[] = []
  const showError = vi.fn<(message: string) => void>()
  const showSuccess = vi.fn<(message: string) => void>()
  const logServerError = vi.fn<(message: string) => void>()
  const reportUnauthorized = vi.fn<(sessionId: number | undefined) => void>()
  const actors: Actor<typeof requestGateMachine>[] = []

  const machine = requestGateMachine.provide({
    actors: {
      send: fromPromise<GateReply, { request: unknown }>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            sent.push({
              request: input.request,
              signal,
              reply: (reply) => (resolve(reply), flush()),
              fail: (failure) => (reject(failure), flush()),
            })
          }),
      ),
    },
    actions: {
      showError: (_, { message }) => showError(message),
      showSuccess: (_, { message }) => showSuccess(message),
      logServerError: (_, { message }) => logServerError(message),
      reportUnauthorized: (_, { sessionId }) => reportUnauthorized(sessionId),
    },
  })

  const live = () => {
    const last = actors.at(-1)
    return last && last.getSnapshot().status === 'active' ? last : undefined
  }

  function call(request: unknown = { url: '/x' }, { silent = false }: { silent?: boolean } = {}): Call {
    const record: Partial<Call> = { state: 'pending' }
    record.promise = new Promise((resolve, reject) => {
      const gateCall = { request, resolve, reject, quiet: silent, silent }
      // as in gate.ts, an ungated call never shares an actor
      const actor = mode === 'none' ? undefined : live()
      if (actor) actor.send({ type: 'gate.request', call: gateCall, wait })
      else {
        const created = createActor(machine, { input: { mode, wait, call: gateCall } })
        actors.push(created)
        created.start()
      }
    }).then(
      (value) => Object.assign(record, { state: 'resolved', value }),
      (error: RequestError) => Object.assign(record, { state: 'rejected', error }),
    )
    return record as Call
  }

  return {
    call,
    sent,
    actors,
    showError,
    showSuccess,
    logServerError,
    reportUnauthorized,
    /** Whether every gate actor started so far has reached its final state. */
    allDone: () => actors.length > 0 && actors.every((actor) => actor.getSnapshot().status === 'done'),
    stopAll: () => actors.forEach((actor) => actor.stop()),
  }
}
