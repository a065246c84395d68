import { assign, fromPromise, sendParent, setup } from 'xstate'
import { serverFieldErrors, type FieldErrors } from './formMachine'
import { isRequestError } from './requestErrors'
import { pushKeysMachine } from './pushKeysMachine'
import type { Spread } from './pushRules'
import type { PushEngine } from '../api/push'
import type { ArticlePushAnswer, DomainPushResult } from '../api/pushBatch'

/** A spread's push: the engine and the articles; the server makes one push of each domain. */
export interface SpreadInput {
  engine: PushEngine
  articleIds: string[]
}

interface SpreadContext {
  spread: Spread
  engine: PushEngine | ''
  /** What the articles' lookup left out and why (drafts, ids that no longer exist), or a restored draft's notice. */
  notice: string | null
  errors: FieldErrors
  formError: string | null
  /** Each domain's result, once pushed. */
  results: DomainPushResult[] | null
}

export type SpreadEvent = { type: 'spread.engine'; engine: PushEngine | '' } | { type: 'spread.submit' } | { type: 'spread.close' }

const errorOf = (event: unknown) => (event as { error?: unknown }).error

/**
 * Chosen articles of several domains, pushed as one push per domain (POST /api/push/articles), each under its
 * domain's own quota: choose the engine, see which domains have no key for it, push, then read each domain's result.
 * It ends when closed, never while it is pushing, with the results as its output; the push composer invokes it and
 * tells the screen (`push.spreadPushed`) once the records exist.
 */
export const pushSpreadMachine = setup({
  types: {
    context: {} as SpreadContext,
    events: {} as SpreadEvent,
    input: {} as { spread: Spread; engine: PushEngine | ''; notice: string | null },
    output: {} as { results: DomainPushResult[] | null },
  },
  actors: {
    submit: fromPromise<ArticlePushAnswer, SpreadInput>(async () => {
      throw new Error('submit is provided by the screen')
    }),
    keys: pushKeysMachine,
  },
  guards: {
    noEngine: ({ context }) => context.engine === '',
    fieldRefusal: ({ event }) => serverFieldErrors(errorOf(event)) !== null,
    quiet: ({ event }) => isRequestError(errorOf(event)) && (errorOf(event) as { quiet: boolean }).quiet,
  },
}).createMachine({
  id: 'pushSpread',
  context: ({ input }) => ({ ...input, errors: {}, formError: null, results: null }),
  // which of the domains have a key for the engine: said before pushing
  invoke: { id: 'keys', src: 'keys', input: ({ context }) => ({ domains: context.spread.groups.map((group) => group.domain) }) },
  // what the composer still says once the results are closed
  output: ({ context }) => ({ results: context.results }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'spread.engine': { actions: assign({ engine: ({ event }) => event.engine, errors: {}, formError: null }) },
        'spread.submit': [
          { guard: 'noEngine', actions: assign({ errors: { engine: '请选择搜索引擎' } }) },
          { target: 'submitting', actions: assign({ errors: {}, formError: null }) },
        ],
        'spread.close': 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ engine: context.engine as PushEngine, articleIds: context.spread.groups.flatMap((group) => group.ids) }),
        onDone: {
          target: 'done',
          actions: [assign({ results: ({ event }) => event.output.results }), sendParent(({ event }) => ({ type: 'push.spreadPushed', answer: event.output }))],
        },
        onError: [
          {
            guard: 'fieldRefusal',
            target: 'editing',
            // the articles are not a field here: their message goes above the buttons
            actions: assign(({ event }) => {
              const { articleIds, ...fields } = serverFieldErrors(event.error) ?? {}
              return { errors: fields, formError: articleIds ?? null }
            }),
          },
          { guard: 'quiet', target: 'editing' },
          {
            target: 'editing',
            actions: assign({ formError: ({ event }) => (event.error instanceof Error && event.error.message) || '推送失败，请稍后重试' }),
          },
        ],
      },
    },
    done: { on: { 'spread.close': 'closed' } },
    closed: { type: 'final' },
  },
})
