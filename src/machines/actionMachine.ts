import { assign, fromPromise, setup } from 'xstate'
import { ChangedMeanwhile, type PendingAction } from './actionTable'
import { isRequestError } from './requestErrors'

export type { PendingAction } from './actionTable'

interface ActionContext {
  pending: PendingAction | null
  /** The person confirmed this one: its dialog stays open, busy, until it is done. */
  confirmed: boolean
  error: string | null
  /**
   * The last action the request gate refused as too soon (请勿请求过快), and when a repeat would be accepted (a
   * `Date.now()` time): its buttons stay disabled, counting down, until then, and a request for it is ignored.
   */
  cooldown: { action: string; until: number } | null
}

export type ActionEvent = { type: 'action.request'; pending: PendingAction } | { type: 'action.confirm' } | { type: 'action.cancel' }

/**
 * Row and bulk actions of a list screen: those with a confirmation ask first, then one action runs at a time. Its
 * owner hears `done` and `failed` (the section refreshes its list). Refusals are toasted by the request gate.
 * Rows the list showed with versions are checked first where the entry can (the run actor answers the pending
 * action to go on with, with how many of a selection changed); a row's call refused because the row changed
 * meanwhile, or a row the check found changed or gone, asks again, saying what changed (or that it went).
 */
export const actionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ActionEvent,
  },
  actors: {
    run: fromPromise<unknown, PendingAction>(async () => {
      throw new Error('run is provided by the screen')
    }),
  },
  actions: {
    done: (_, _params: { pending: PendingAction; output: unknown }) => {},
    failed: (_, _params: { pending: PendingAction; error: unknown }) => {},
    keep: assign(({ event }) => (event.type === 'action.request' ? { pending: event.pending, confirmed: false, error: null } : {})),
  },
  guards: {
    needsConfirm: ({ event }) => event.type === 'action.request' && event.pending.confirm !== null,
    // (a pending action made without the check's fields asks none)
    checksFirst: ({ event }) => event.type === 'action.request' && event.pending.shown != null,
    asks: ({ context }) => context.pending?.confirm != null,
    nothingToDo: ({ context }) => !!context.pending?.confirm?.nothingToDo,
    changedMeanwhile: ({ event }) => (event as { error?: unknown }).error instanceof ChangedMeanwhile,
    coolingDown: ({ context, event }) =>
      event.type === 'action.request' && context.cooldown?.action === event.pending.action && Date.now() < context.cooldown.until,
  },
}).createMachine({
  id: 'action',
  context: { pending: null, confirmed: false, error: null, cooldown: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.request': [
          { guard: 'coolingDown' },
          { guard: 'checksFirst', target: 'checking', actions: 'keep' },
          { guard: 'needsConfirm', target: 'confirming', actions: 'keep' },
          { target: 'running', actions: 'keep' },
        ],
      },
    },
    /** Whether the rows changed since the list showed them: the answer is the action to ask or run. */
    checking: {
      invoke: {
        src: 'run',
        input: ({ context }) => ({ ...context.pending!, checking: true }),
        onDone: { target: 'deciding', actions: assign({ pending: ({ event }) => event.output as PendingAction }) },
        onError: [
          {
            // the row changed or went since the list showed it: asked again as its refused call would be, and the
            // list reloads to show it as it is now
            guard: 'changedMeanwhile',
            target: 'confirming',
            actions: [
              { type: 'failed', params: ({ context, event }) => ({ pending: context.pending!, error: event.error }) },
              assign({ pending: ({ event }) => (event.error as ChangedMeanwhile).reask }),
            ],
          },
          // the check could not be made: as before, without it
          { target: 'deciding' },
        ],
      },
      on: { 'action.cancel': { target: 'idle', actions: assign({ pending: null }) } },
    },
    deciding: {
      always: [{ guard: 'asks', target: 'confirming' }, { target: 'running' }],
    },
    confirming: {
      on: {
        'action.confirm': [
          // a question that only tells (the row went): its button closes it, nothing is sent
          { guard: 'nothingToDo', target: 'idle', actions: assign({ pending: null }) },
          { target: 'running', actions: assign({ confirmed: true }) },
        ],
        'action.cancel': { target: 'idle', actions: assign({ pending: null }) },
      },
    },
    running: {
      invoke: {
        src: 'run',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'done', params: ({ context, event }) => ({ pending: context.pending!, output: event.output }) },
            assign({ pending: null, confirmed: false }),
          ],
        },
        onError: [
          {
            // asked again, saying what changed; the list reloads (a refusal) to show the row as it is now
            guard: 'changedMeanwhile',
            target: 'confirming',
            actions: [
              { type: 'failed', params: ({ context, event }) => ({ pending: context.pending!, error: event.error }) },
              assign({ pending: ({ event }) => (event.error as ChangedMeanwhile).reask, confirmed: false }),
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'failed', params: ({ context, event }) => ({ pending: context.pending!, error: event.error }) },
              assign({
                pending: null,
                confirmed: false,
                error: ({ event }) => (event.error instanceof Error ? event.error.message : '操作失败'),
                cooldown: ({ context, event }) => {
                  // refused as too soon: the gate says when a repeat would be accepted (null when it cannot tell yet)
                  const until = isRequestError(event.error, 'throttled') ? event.error.retryAt : null
                  return until === null ? context.cooldown : { action: context.pending!.action, until }
                },
              }),
            ],
          },
        ],
      },
    },
  },
})
