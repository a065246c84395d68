import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'

interface CountContext {
  /** The last number the server gave; null until the first answer. */
  count: number | null
  error: string | null
  /** A refresh was asked while one was in flight: ask once more when it is answered. */
  again: boolean
}

/** `path`: the location that asked for the refresh, for the event log. */
export type CountEvent = { type: 'count.refresh'; path?: string }

/**
 * A number the server counts for a badge, such as the pending comments shown in the sidebar. Refreshed on demand
 * (shell load, path changes, after a change that affects it). One request at a time: a refresh asked while one is
 * in flight is sent once that one is answered (however many were asked meanwhile), so the last answer is the newest
 * and a backend is never asked twice at once — which a backend without the call (an optional one) would answer with
 * two 404s. A failed refresh keeps the last number. A backend without the call is not asked again: the count is
 * unavailable for the rest of the session, and no refresh sends anything.
 */
export const countMachine = setup({
  types: {
    context: {} as CountContext,
    events: {} as CountEvent,
  },
  actors: {
    fetchCount: fromPromise<number>(async () => {
      throw new Error('fetchCount is provided by the owner')
    }),
  },
  guards: {
    missing: ({ event }) => isRequestError((event as { error?: unknown }).error, 'missing'),
    again: ({ context }) => context.again,
  },
}).createMachine({
  id: 'count',
  context: { count: null, error: null, again: false },
  initial: 'idle',
  on: {
    'count.refresh': { target: '.loading', reenter: true },
  },
  states: {
    idle: {},
    loading: {
      on: { 'count.refresh': { actions: assign({ again: true }) } },
      invoke: {
        src: 'fetchCount',
        onDone: { target: 'ready', actions: assign({ count: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'missing', target: 'unavailable', actions: assign({ count: null, error: null, again: false }) },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '数量加载失败') }),
          },
        ],
      },
    },
    // a refresh asked while the last one was in flight goes now
    ready: { always: { guard: 'again', target: 'loading', actions: assign({ again: false }) } },
    failed: { always: { guard: 'again', target: 'loading', actions: assign({ again: false }) } },
    unavailable: {
      // refreshes are answered here, by nothing: the root's would ask the backend again
      on: { 'count.refresh': {} },
    },
  },
})
