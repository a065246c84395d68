import { assign, fromPromise, setup } from 'xstate'

/** Whatever the drawer shows: one item with an id (a push record on the push screen). */
export interface DrawerRecord {
  id: string
}

interface DrawerContext {
  id: string | null
  record: DrawerRecord | null
  error: string | null
}

export type DrawerEvent =
  /** Show the item with this id: it is loaded first. */
  | { type: 'drawer.open'; id: string }
  /** Show an item already at hand (e.g. the answer of a push): nothing to load. */
  | { type: 'drawer.show'; record: DrawerRecord }
  | { type: 'drawer.retry' }
  | { type: 'drawer.close' }

/**
 * A side sheet showing one item in full: loaded by id (the list rows carry a summary only), or shown as it came back
 * from a change. Opening another item while one is loading abandons the first load.
 */
export const recordDrawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
  },
  actors: {
    load: fromPromise<DrawerRecord, { id: string }>(async () => {
      throw new Error('load is provided by the screen')
    }),
  },
}).createMachine({
  id: 'drawer',
  context: { id: null, record: null, error: null },
  initial: 'closed',
  on: {
    'drawer.open': { target: '.loading', actions: assign(({ event }) => ({ id: event.id, record: null, error: null })) },
    'drawer.show': { target: '.showing', actions: assign(({ event }) => ({ id: event.record.id, record: event.record, error: null })) },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: { target: 'showing', actions: assign({ record: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '加载失败') }) },
      },
      on: { 'drawer.close': { target: 'closed', actions: assign({ id: null }) } },
    },
    showing: {
      on: { 'drawer.close': { target: 'closed', actions: assign({ id: null, record: null }) } },
    },
    failed: {
      on: {
        'drawer.retry': { target: 'loading', actions: assign({ error: null }) },
        'drawer.close': { target: 'closed', actions: assign({ id: null, error: null }) },
      },
    },
  },
})
