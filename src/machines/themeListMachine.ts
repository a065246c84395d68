import { assign, fromPromise, setup } from 'xstate'

export interface ThemeOption {
  label: string
  value: string
}

interface ThemeListContext {
  names: string[]
  error: string | null
}

/** `path`: the location that asked for the refresh, for the event log. */
type ThemeListEvent = { type: 'theme.refresh'; path?: string } | { type: 'theme.clear' }

/** Options for every theme select: label and value both equal the theme's name, as the spec says. */
export const themeOptions = (names: readonly string[]): ThemeOption[] => names.map((name) => ({ label: name, value: name }))

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, index) => name === b[index])

/**
 * The cached list of theme names. It starts from the sessionStorage cache and is refreshed when the shell loads
 * and on each path change; a failed refresh keeps what was cached.
 */
export const themeListMachine = setup({
  types: {
    context: {} as ThemeListContext,
    events: {} as ThemeListEvent,
    input: {} as { names: string[] },
  },
  actors: {
    fetchThemes: fromPromise<string[]>(async () => {
      throw new Error('fetchThemes is provided by the app')
    }),
  },
  actions: {
    cacheThemes: (_, _names: string[]) => {},
  },
  guards: {
    sameNames: ({ context, event }) => sameNames(context.names, (event as unknown as { output: string[] }).output),
  },
}).createMachine({
  id: 'themeList',
  context: ({ input }) => ({ names: input.names, error: null }),
  initial: 'idle',
  on: {
    // a refresh in flight is restarted, so the newest answer is the one kept
    'theme.refresh': { target: '.loading', reenter: true },
    'theme.clear': { target: '.idle', actions: assign({ names: [], error: null }) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'fetchThemes',
        onDone: [
          // the same names as before keep their array (every theme select and the screens holding one draw nothing
          // new), and the cache already holds them: each path change asks, and the names seldom change
          { guard: 'sameNames', target: 'ready', actions: assign({ error: null }) },
          {
            target: 'ready',
            actions: [assign({ names: ({ event }) => event.output, error: null }), { type: 'cacheThemes', params: ({ event }) => event.output }],
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '主题列表加载失败') }),
        },
      },
    },
    ready: {},
    failed: {},
  },
})
