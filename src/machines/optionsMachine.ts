import { assign, fromPromise, setup } from 'xstate'

/** A list of choices fetched once for a screen (e.g. every domain for a select), with a retry when it fails. */
export const optionsMachine = setup({
  types: {
    context: {} as { values: string[]; error: string | null },
    events: {} as { type: 'options.reload' },
  },
  actors: {
    load: fromPromise<string[], unknown>(async () => {
      throw new Error('load is provided by the screen')
    }),
  },
}).createMachine({
  id: 'options',
  context: { values: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ values: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '选项加载失败') }),
        },
      },
    },
    ready: { on: { 'options.reload': 'loading' } },
    failed: { on: { 'options.reload': 'loading' } },
  },
})
