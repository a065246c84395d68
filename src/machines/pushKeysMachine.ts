import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { SECRET_FIELD_OF, type PushEngine, type PushSettings } from '../api/push'

/**
 * Which of a push's domains have a key for each engine, known before anything is sent: each domain's settings
 * (masked; null where no key is stored) are looked up once, and follow every save made meanwhile (去设置密钥, then
 * back to the push). A lookup that fails leaves that domain unknown: the server still says so if it has no key.
 */
interface KeysContext {
  domains: string[]
  settings: Record<string, PushSettings>
}

export type KeysEvent = { type: 'keys.check'; domains: string[] } | { type: 'keys.saved'; settings: PushSettings }

export const pushKeysMachine = setup({
  types: {
    context: {} as KeysContext,
    events: {} as KeysEvent,
    input: {} as { domains: string[] },
  },
  actors: {
    load: fromPromise<PushSettings[], { domains: string[] }>(async () => {
      throw new Error('load is provided by the screen')
    }),
    /** Sends `keys.saved` for each domain's settings saved anywhere (the settings dialog, 批量设置推送). */
    watch: fromCallback<KeysEvent>(() => () => {}),
  },
  guards: {
    someUnknown: ({ context }) => context.domains.some((domain) => !context.settings[domain]),
  },
}).createMachine({
  id: 'pushKeys',
  context: ({ input }) => ({ domains: input.domains, settings: {} }),
  invoke: { src: 'watch' },
  on: {
    'keys.check': { target: '.checking', actions: assign({ domains: ({ event }) => event.domains }) },
    'keys.saved': { actions: assign({ settings: ({ context, event }) => ({ ...context.settings, [event.settings.domain]: event.settings }) }) },
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'someUnknown', target: 'loading' }, { target: 'known' }] },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ domains: context.domains.filter((domain) => !context.settings[domain]) }),
        onDone: {
          target: 'known',
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings, ...Object.fromEntries(event.output.map((settings) => [settings.domain, settings])) }),
          }),
        },
        onError: 'known',
      },
    },
    known: {},
  },
})

/** The domains of the push known to have no key for `engine`, in their order; none while still looking or without an engine. */
export function domainsWithoutKey({ domains, settings }: KeysContext, engine: PushEngine | ''): string[] {
  if (!engine) return []
  const field = SECRET_FIELD_OF[engine]
  return domains.filter((domain) => settings[domain] && settings[domain][field] === null)
}
