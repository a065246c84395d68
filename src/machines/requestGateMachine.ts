import { and, assign, fromPromise, setup } from 'xstate'
import type { Envelope } from '../api/envelope'
import { RequestError, requestMessages, type RequestErrorKind } from './requestErrors'

/** One caller waiting on the gate: the request to send and how to settle its promise. */
export interface GateCall {
  request: unknown
  resolve: (value: unknown) => void
  reject: (error: RequestError) => void
  /** Its caller tells the person the outcome itself: a success message is not shown (a refusal still is). */
  quiet?: boolean
  /** Its caller shows every outcome in place (one line per domain of a push): no toast for a refusal or a failure either. */
  silent?: boolean
}

export type GateMode = 'none' | 'throttle' | 'debounce'

/** The refusal of a save or delete sent with a version another operator has moved on from (docs/api.md). */
export const VERSION_CONFLICT = 1460

/** What the send actor gives back: an envelope `{ code, msg, data }`, or a raw body (stream downloads). */
export type GateReply = ({ kind: 'envelope' } & Envelope) | { kind: 'raw'; value: unknown }

/** What the send actor throws when no reply came back, already classified by the http layer. */
export interface TransportFailure {
  kind: 'unauthorized' | 'server' | 'http' | 'missing' | 'timeout' | 'network' | 'cancelled'
  status?: number
  sessionId?: number
  /** The call, as the contract names it (`GET /api/domains`): said when the backend does not have it. */
  call?: string
}

interface GateContext {
  mode: GateMode
  wait: number
  call: GateCall
  windowEndsAt: number
}

type GateEvent = { type: 'gate.request'; call: GateCall; wait: number }

const envelopeOf = (output: GateReply) => (output.kind === 'envelope' ? output : null)

function reject(context: GateContext, kind: RequestErrorKind, message: string, extra?: ConstructorParameters<typeof RequestError>[2]) {
  context.call.reject(new RequestError(kind, message, extra))
}

/**
 * One actor per cache key (or per call when ungated). It admits calls by throttle or debounce, sends the last
 * admitted one, turns the answer into exactly one outcome, then stops: keyed gates never outlive their burst.
 *
 * Under debounce a success message is shown and the caller's promise is left unresolved (the spec's rule):
 * debounced callers must not wait on it for anything but data without a message.
 */
export const requestGateMachine = setup({
  types: {
    context: {} as GateContext,
    events: {} as GateEvent,
    input: {} as { mode: GateMode; wait: number; call: GateCall },
  },
  actors: {
    send: fromPromise<GateReply, { request: unknown }>(async () => {
      throw { kind: 'network' } satisfies TransportFailure
    }),
  },
  actions: {
    showError: (_, _params: { message: string }) => {},
    showSuccess: (_, _params: { message: string }) => {},
    logServerError: (_, _params: { message: string }) => {},
    reportUnauthorized: (_, _params: { sessionId: number | undefined }) => {},
    takeCall: assign(({ event }) => ({ call: event.call, wait: event.wait })),
    supersede: ({ context }) => reject(context, 'superseded', requestMessages.superseded),
    // a repeat is accepted once the window has passed and the first call has settled: in flight after its window,
    // that time is not known yet
    refuse: ({ context, event }, params: { settled: boolean }) =>
      event.call.reject(
        new RequestError('throttled', requestMessages.throttled, {
          retryAt: params.settled || context.windowEndsAt > Date.now() ? context.windowEndsAt : null,
        }),
      ),
    resolveData: ({ context, event }) => context.call.resolve(replyValue(outputOf(event))),
    rejectBusiness: ({ context, event }) => {
      const envelope = envelopeOf(outputOf(event))!
      reject(context, 'business', envelope.msg || requestMessages.businessError, { code: envelope.code, data: envelope.data })
    },
    rejectFailure: ({ context, event }) => {
      const failure = failureOf(event)
      reject(context, failure.kind, failureMessage(failure), { status: failure.status })
    },
  },
  guards: {
    debounceMode: ({ context }) => context.mode === 'debounce',
    silentCall: ({ context }) => !!context.call.silent,
    throttleMode: ({ context }) => context.mode === 'throttle',
    rawReply: ({ event }) => outputOf(event).kind === 'raw',
    businessError: ({ event }) => envelopeOf(outputOf(event))?.code !== 0,
    versionConflict: ({ event }) => envelopeOf(outputOf(event))?.code === VERSION_CONFLICT,
    successMessage: ({ context, event }) => {
      const msg = envelopeOf(outputOf(event))?.msg
      return !!msg && msg !== 'ok' && !context.call.quiet
    },
    failedWith: ({ event }, params: { kind: TransportFailure['kind'] }) => failureOf(event).kind === params.kind,
  },
  delays: {
    debounceWait: ({ context }) => context.wait,
    throttleRest: ({ context }) => Math.max(0, context.windowEndsAt - Date.now()),
  },
}).createMachine({
  id: 'requestGate',
  context: ({ input }) => ({ ...input, windowEndsAt: Date.now() + input.wait }),
  initial: 'admitting',
  states: {
    admitting: {
      always: [{ guard: 'debounceMode', target: 'debouncing' }, { target: 'sending' }],
    },
    debouncing: {
      after: { debounceWait: 'sending' },
      on: { 'gate.request': { target: 'debouncing', reenter: true, actions: ['supersede', 'takeCall'] } },
    },
    sending: {
      on: {
        'gate.request': [
          // a newer debounced call aborts the one in flight (leaving this state stops the send actor)
          { guard: 'debounceMode', target: 'debouncing', actions: ['supersede', 'takeCall'] },
          {
            actions: [
              { type: 'showError', params: { message: requestMessages.throttled } },
              { type: 'refuse', params: { settled: false } },
            ],
          },
        ],
      },
      invoke: {
        src: 'send',
        input: ({ context }) => ({ request: context.call.request }),
        onDone: [
          { guard: 'rawReply', target: 'settled', actions: 'resolveData' },
          { guard: and(['businessError', 'silentCall']), target: 'settled', actions: 'rejectBusiness' },
          // another operator changed the row since this call's version: the caller that sent the version says so in
          // place (the form's conflict view, the row's question asked again), never as an error toast
          { guard: 'versionConflict', target: 'settled', actions: 'rejectBusiness' },
          {
            guard: 'businessError',
            target: 'settled',
            actions: [
              { type: 'showError', params: ({ event }) => ({ message: envelopeOf(event.output)!.msg || requestMessages.businessError }) },
              'rejectBusiness',
            ],
          },
          {
            // the spec's rule: under debounce a success message is shown and the promise does not resolve
            guard: and(['debounceMode', 'successMessage']),
            target: 'settled',
            actions: { type: 'showSuccess', params: ({ event }) => ({ message: envelopeOf(event.output)!.msg }) },
          },
          {
            guard: 'successMessage',
            target: 'settled',
            actions: [{ type: 'showSuccess', params: ({ event }) => ({ message: envelopeOf(event.output)!.msg }) }, 'resolveData'],
          },
          { target: 'settled', actions: 'resolveData' },
        ],
        onError: [
          { guard: { type: 'failedWith', params: { kind: 'cancelled' } }, target: 'settled', actions: 'rejectFailure' },
          // the backend has no such call: its screen says so in place (or the client stops offering it), no toast
          { guard: { type: 'failedWith', params: { kind: 'missing' } }, target: 'settled', actions: 'rejectFailure' },
          {
            guard: { type: 'failedWith', params: { kind: 'unauthorized' } },
            target: 'settled',
            actions: [{ type: 'reportUnauthorized', params: ({ event }) => ({ sessionId: failureOf(event).sessionId }) }, 'rejectFailure'],
          },
          {
            guard: and([{ type: 'failedWith', params: { kind: 'server' as const } }, 'debounceMode']),
            target: 'settled',
            actions: [
              { type: 'logServerError', params: { message: requestMessages.serverError } },
              { type: 'showError', params: { message: requestMessages.debouncedFailure } },
              'rejectFailure',
            ],
          },
          {
            // 5xx outside debounce: the console only
            guard: { type: 'failedWith', params: { kind: 'server' } },
            target: 'settled',
            actions: [{ type: 'logServerError', params: { message: requestMessages.serverError } }, 'rejectFailure'],
          },
          // a silent caller says every outcome in place, a failure too: a background check (a list's freshness, every
          // 30 s) that meets a dead network must not raise a toast each time it runs
          { guard: 'silentCall', target: 'settled', actions: 'rejectFailure' },
          {
            guard: 'debounceMode',
            target: 'settled',
            actions: [{ type: 'showError', params: { message: requestMessages.debouncedFailure } }, 'rejectFailure'],
          },
          {
            target: 'settled',
            actions: [{ type: 'showError', params: ({ event }) => ({ message: failureMessage(failureOf(event)) }) }, 'rejectFailure'],
          },
        ],
      },
    },
    settled: {
      always: [{ guard: 'throttleMode', target: 'cooling' }, { target: 'done' }],
    },
    cooling: {
      after: { throttleRest: 'done' },
      on: {
        'gate.request': {
          actions: [
            { type: 'showError', params: { message: requestMessages.throttled } },
            { type: 'refuse', params: { settled: true } },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
})

function outputOf(event: unknown): GateReply {
  return (event as { output: GateReply }).output
}

function failureOf(event: unknown): TransportFailure {
  const error = (event as { error?: Partial<TransportFailure> }).error
  return { kind: error?.kind ?? 'network', status: error?.status, sessionId: error?.sessionId, call: error?.call }
}

function replyValue(reply: GateReply): unknown {
  return reply.kind === 'raw' ? reply.value : reply.data
}

/** What a screen says when the backend has no such call: which call, which status. */
export const missingMessage = (call: string, status: number | undefined) => `服务器没有提供 ${call}（HTTP ${status ?? '?'}）`

function failureMessage(failure: TransportFailure): string {
  switch (failure.kind) {
    case 'cancelled':
      return requestMessages.cancelled
    case 'unauthorized':
      return requestMessages.unauthorized
    case 'server':
      return requestMessages.serverError
    case 'timeout':
      return requestMessages.timeout
    case 'http':
      return `请求失败（HTTP ${failure.status ?? '?'}）`
    case 'missing':
      return missingMessage(failure.call ?? '这个请求', failure.status)
    default:
      return requestMessages.network
  }
}
