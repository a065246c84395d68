import { assign, fromPromise, raise, sendTo, setup } from 'xstate'
import { serverFieldErrors } from './formMachine'
import { isRequestError } from './requestErrors'
import { appendUrls, emptyComposer, engineQuota, prefillFromArticles, spreadOf, urlLines, validatePush } from './pushRules'
import {
  changed,
  dropDraft,
  emptyContext,
  errorOf,
  keepArticles,
  messageOf,
  opened,
  refusedRecord,
  RESTORED_NOTICE,
  syncDraft,
  type ComposerContext,
  type ComposerEvent,
  type PushDraft,
  type SubmitInput,
} from './pushComposerParts'
import { pushKeysMachine } from './pushKeysMachine'
import { pushSpreadMachine } from './pushSpreadMachine'
import type { ArticleUrls, PushEngine, PushQuota } from '../api/push'
import type { ArticlePushAnswer, DomainPushResult } from '../api/pushBatch'

export { RESTORED_NOTICE, type ComposerEvent, type PushDraft, type SubmitInput }

/**
 * The push dialog: open it empty, with values, or with article ids (their URLs are looked up and filled in); edit the
 * domain, engine and URLs, or add articles through the picker; the engine's limits for the domain are looked up
 * whenever the domain changes, and a push over them is refused before anything is sent. A push the engine
 * refused still leaves a record (`recorded`); one it took closes the dialog (`pushed`). Articles of several domains
 * are a spread instead: one push per domain, run by its own machine (src/machines/pushSpreadMachine.ts). Whether the
 * chosen domains have a key for the engine is known before sending (src/machines/pushKeysMachine.ts). A push started
 * elsewhere (the article list) goes back there once it ends: pushed, cancelled, or its results read (`returned`).
 */
const returnToOrigin = { type: 'returned' as const, params: ({ context }: { context: ComposerContext }) => ({ origin: context.origin }) }

export const pushComposerMachine = setup({
  types: {
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
  },
  actors: {
    resolveArticles: fromPromise<ArticleUrls, { ids: string[] }>(async () => {
      throw new Error('resolveArticles is provided by the screen')
    }),
    loadQuota: fromPromise<PushQuota, { domain: string }>(async () => {
      throw new Error('loadQuota is provided by the screen')
    }),
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('submit is provided by the screen')
    }),
    spread: pushSpreadMachine,
    keys: pushKeysMachine,
  },
  actions: {
    /** A push the engine took; `origin` when the screen goes back to where it was started (returned, next). */
    pushed: (_, _params: { record: unknown; origin: string | null }) => {},
    recorded: (_, _params: { record: unknown }) => {},
    /** A spread was pushed: its records are in the history, whatever each engine answered. */
    spreadPushed: (_, _params: { answer: ArticlePushAnswer }) => {},
    /** A spread's results read and closed: what the screen still says after (domains that failed without a record). */
    spreadEnded: (_, _params: { results: DomainPushResult[] | null }) => {},
    /** The push ended on purpose: back to where it was started from, when that was another screen. */
    returned: (_, _params: { origin: string | null }) => {},
    /** Keeps what the dialog holds in the drafts store (null: forget it), so that a 401 anywhere loses nothing. */
    keepDraft: (_, _params: { draft: PushDraft | null }) => {},
    // a refusal as too soon still holds 推送 back when the dialog opens again
    start: assign(({ context, event }) => ({ ...opened(event as Extract<ComposerEvent, { type: 'push.open' }>), cooldownUntil: context.cooldownUntil })),
    change: assign(({ context, event }) => changed(context, event as Extract<ComposerEvent, { type: 'push.change' }>)),
  },
  guards: {
    withArticles: ({ event }) => event.type === 'push.open' && (event.articleIds?.length ?? 0) > 0,
    severalDomains: ({ event }) => spreadOf((event as unknown as { output: ArticleUrls }).output) !== null,
    hasDomain: ({ context }) => context.values.domain !== '',
    domainChange: ({ event }) => event.type === 'push.change' && event.field === 'domain',
    invalid: ({ context }) => Object.keys(validatePush(context.values, engineQuota(context))).length > 0,
    dirty: ({ context }) => JSON.stringify(context.values) !== JSON.stringify(context.initial),
    fieldRefusal: ({ event }) => serverFieldErrors(errorOf(event)) !== null,
    leftRecord: ({ event }) => refusedRecord(errorOf(event)) !== null,
    unauthorized: ({ event }) => isRequestError(errorOf(event), 'unauthorized'),
    quiet: ({ event }) => isRequestError(errorOf(event)) && (errorOf(event) as { quiet: boolean }).quiet,
    coolingDown: ({ context }) => context.cooldownUntil !== null && Date.now() < context.cooldownUntil,
  },
}).createMachine({
  id: 'push',
  context: emptyContext(emptyComposer()),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'push.open': [
          {
            guard: 'withArticles',
            target: 'resolving',
            actions: ['start', keepArticles],
          },
          { target: 'open', actions: ['start', syncDraft] },
        ],
      },
    },
    resolving: {
      invoke: {
        src: 'resolveArticles',
        input: ({ context }) => ({ ids: context.articleIds }),
        onDone: [
          // articles of several domains: one push per domain; the draft keeps their ids over a 401
          { guard: 'severalDomains', target: 'spread', actions: [assign({ spread: ({ event }) => spreadOf(event.output) }), keepArticles] },
          {
            target: 'open',
            actions: [
              assign(({ context, event }) => {
                const prefill = prefillFromArticles(event.output)
                const values = { ...context.values, domain: prefill.domain || context.values.domain, text: prefill.urls.join('\n') }
                return { values, initial: values, notice: prefill.notice }
              }),
              syncDraft,
            ],
          },
        ],
        // a 401: the draft keeps the article ids, so they are looked up again after signing in
        onError: [
          { guard: 'unauthorized', target: 'closed' },
          {
            target: 'open',
            actions: assign({ formError: ({ event }) => `读取所选文章失败：${messageOf(event.error, '请稍后重试')}。可以在下方直接粘贴网址。` }),
          },
        ],
      },
      on: { 'push.cancel': { target: 'closed', actions: [dropDraft, returnToOrigin] } },
    },
    spread: {
      invoke: {
        id: 'spread',
        src: 'spread',
        input: ({ context }) => ({ spread: context.spread!, engine: context.values.engine, notice: context.notice }),
        // closed by the person (never while it is pushing)
        onDone: {
          target: 'closed',
          actions: [dropDraft, { type: 'spreadEnded', params: ({ event }) => ({ results: event.output?.results ?? null }) }, returnToOrigin],
        },
      },
      on: { 'push.spreadPushed': { actions: [dropDraft, { type: 'spreadPushed', params: ({ event }) => ({ answer: event.answer }) }] } },
    },
    open: {
      type: 'parallel',
      // the chosen domain's keys: 推送 to a domain without one for the engine is said before sending
      invoke: { id: 'keys', src: 'keys', input: ({ context }) => ({ domains: context.values.domain ? [context.values.domain] : [] }) },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'push.change': { actions: ['change', syncDraft] },
                'push.pick': { guard: 'hasDomain', target: 'picking' },
                'push.submit': [
                  { guard: 'coolingDown' },
                  { guard: 'invalid', actions: assign(({ context }) => ({ errors: validatePush(context.values, engineQuota(context)), submitted: true })) },
                  { target: 'submitting', actions: assign({ submitted: true, errors: {}, formError: null }) },
                ],
                'push.cancel': [
                  { guard: 'dirty', target: 'confirmingDiscard' },
                  { target: '#push.closed', actions: [dropDraft, returnToOrigin] },
                ],
              },
            },
            picking: {
              on: {
                'push.pickCancel': 'editing',
                'push.addArticles': { target: 'adding', actions: assign({ articleIds: ({ event }) => event.ids }) },
              },
            },
            adding: {
              invoke: {
                src: 'resolveArticles',
                input: ({ context }) => ({ ids: context.articleIds }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => {
                      const prefill = prefillFromArticles(event.output, context.values.domain)
                      return { values: { ...context.values, text: appendUrls(context.values.text, prefill.urls) }, notice: prefill.notice }
                    }),
                    syncDraft,
                  ],
                },
                onError: 'picking',
              },
            },
            confirmingDiscard: {
              on: {
                'push.discard': { target: '#push.closed', actions: [dropDraft, returnToOrigin] },
                'push.keepEditing': 'editing',
                'push.cancel': 'editing',
              },
            },
            submitting: {
              invoke: {
                src: 'submit',
                input: ({ context }) => ({ domain: context.values.domain, engine: context.values.engine as PushEngine, urls: urlLines(context.values.text) }),
                onDone: {
                  target: '#push.closed',
                  actions: [dropDraft, { type: 'pushed', params: ({ event, context }) => ({ record: event.output, origin: context.origin }) }, returnToOrigin],
                },
                onError: [
                  {
                    guard: 'fieldRefusal',
                    target: 'editing',
                    // the server names the URL list `urls`; here it is the text box
                    actions: assign(({ event }) => {
                      const { urls, ...fields } = serverFieldErrors(event.error) ?? {}
                      return { errors: urls ? { ...fields, text: urls } : fields }
                    }),
                  },
                  {
                    guard: 'leftRecord',
                    target: 'editing',
                    actions: [
                      { type: 'recorded', params: ({ event }) => ({ record: refusedRecord(event.error) }) },
                      assign({ formError: ({ event }) => messageOf(event.error, '推送失败') }),
                      raise({ type: 'push.quotaStale' }),
                    ],
                  },
                  {
                    guard: 'quiet',
                    target: 'editing',
                    actions: assign({ cooldownUntil: ({ event }) => (isRequestError(event.error, 'throttled') ? event.error.retryAt : null) }),
                  },
                  { target: 'editing', actions: assign({ formError: ({ event }) => messageOf(event.error, '推送失败，请稍后重试') }) },
                ],
              },
            },
          },
        },
        quota: {
          initial: 'checking',
          on: {
            'push.change': {
              guard: 'domainChange',
              target: '.checking',
              actions: sendTo('keys', ({ event }) => ({ type: 'keys.check', domains: event.value ? [event.value] : [] })),
            },
            'push.quotaStale': '.checking',
          },
          states: {
            checking: { always: [{ guard: 'hasDomain', target: 'loading' }, { target: 'unknown' }] },
            unknown: {},
            loading: {
              invoke: {
                src: 'loadQuota',
                input: ({ context }) => ({ domain: context.values.domain }),
                onDone: { target: 'known', actions: assign({ quota: ({ event }) => event.output }) },
                onError: { target: 'unknown', actions: assign({ quota: null }) },
              },
            },
            known: {},
          },
        },
      },
    },
  },
})
