import { assign, fromPromise, setup } from 'xstate'

/** A change to one or more rows: what to do, to which ids, and whether to ask first. */
export interface PendingAction {
  action: string
  ids: string[]
  /** Shown in the confirmation, e.g. the row's name. */
  label?: string
  payload?: unknown
}

interface ActionContext {
  pending: PendingAction | null
  /** The person confirmed this one: its dialog stays open, busy, until it is done. */
  confirmed: boolean
  error: string | null
}

export type ActionEvent =
  | ({ type: 'action.request'; confirm?: boolean } & PendingAction)
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }

/**
 * Row and bulk actions of a list screen: deletes ask first, then one action runs at a time; when it is done the
 * screen refreshes its list (the `done` action). Refusals are toasted by the request gate; the error stays here.
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
    keep: assign(({ event }) => {
      const { type: _type, confirm: _confirm, ...pending } = event as Extract<ActionEvent, { type: 'action.request' }>
      return { pending, confirmed: false, error: null }
    }),
  },
  guards: {
    needsConfirm: ({ event }) => event.type === 'action.request' && event.confirm === true,
  },
}).createMachine({
  id: 'action',
  context: { pending: null, confirmed: false, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.request': [
          { guard: 'needsConfirm', target: 'confirming', actions: 'keep' },
          { target: 'running', actions: 'keep' },
        ],
      },
    },
    confirming: {
      on: {
        'action.confirm': { target: 'running', actions: assign({ confirmed: true }) },
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
        onError: {
          target: 'idle',
          actions: assign({
            pending: null,
            confirmed: false,
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '操作失败'),
          }),
        },
      },
    },
  },
})
