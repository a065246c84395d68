import { assign, fromPromise, raise, setup } from 'xstate'
import { serverFieldErrors, type FieldErrors } from './formMachine'
import { isRequestError, retryTimeOf } from './requestErrors'
import { appendUrls, emptyComposer, engineQuota, prefillFromArticles, urlLines, validatePush, type ComposerField, type ComposerValues } from './pushRules'
import type { ArticleUrls, PushEngine, PushQuota } from '../api/push'

interface ComposerContext {
  values: ComposerValues
  /** What the dialog opened with (after any prefill): closing asks first only when the values differ from it. */
  initial: ComposerValues
  errors: FieldErrors
  formError: string | null
  submitted: boolean
  /** What a prefill left out and why. */
  notice: string | null
  /** Article ids being turned into URLs (from the article list, or chosen in the picker). */
  articleIds: string[]
  /** The engines' limits for `quota.domain` today; null until known. */
  quota: PushQuota | null
  /** A push refused as too soon (请勿请求过快): when a repeat would be accepted (`Date.now()`); 推送 waits until then. */
  cooldownUntil: number | null
}

/** What the dialog keeps over a 401 and signing in again: the values, and article ids not yet turned into URLs. */
export interface PushDraft {
  values: ComposerValues
  articleIds: string[]
}

/** Said in the dialog when it reopens with what was typed before the session expired. */
export const RESTORED_NOTICE = '已恢复未推送的内容：登录失效前填写的内容还没有推送，请检查后推送。'

export type ComposerEvent =
  /** `restored`: the values come back from a draft kept over a sign-in (closing then asks before discarding them). */
  | { type: 'push.open'; values?: Partial<ComposerValues>; articleIds?: string[]; restored?: boolean }
  | { type: 'push.change'; field: ComposerField; value: string }
  | { type: 'push.pick' }
  | { type: 'push.pickCancel' }
  | { type: 'push.addArticles'; ids: string[] }
  | { type: 'push.submit' }
  | { type: 'push.cancel' }
  | { type: 'push.discard' }
  | { type: 'push.keepEditing' }
  /** The quota changed under the dialog (a refused push used it up): look it up again. */
  | { type: 'push.quotaStale' }

export interface SubmitInput {
  domain: string
  engine: PushEngine
  urls: string[]
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** The draft worth keeping: anything typed or changed, or articles still to resolve; null when there is nothing. */
function draftOf(context: ComposerContext, articleIds: string[] = []): PushDraft | null {
  const changed = JSON.stringify(context.values) !== JSON.stringify(context.initial)
  return changed || context.values.text.trim() !== '' || articleIds.length > 0 ? { values: context.values, articleIds } : null
}

/** Mirrors the dialog into the drafts store (through `keepDraft`), as the article editor does with its text. */
const syncDraft = { type: 'keepDraft' as const, params: ({ context }: { context: ComposerContext }) => ({ draft: draftOf(context) }) }
/** The dialog closed on purpose (pushed, cancelled, discarded): nothing is kept. */
const dropDraft = { type: 'keepDraft' as const, params: { draft: null } }
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)
/** The record a refused push still left in the history (the refusal's `data.record`). */
const refusedRecord = (error: unknown) => (isRequestError(error, 'business') ? ((error.data as { record?: { id: string } } | null)?.record ?? null) : null)

/**
 * The push dialog: open it empty, with values, or with article ids (their URLs are looked up and filled in); edit the
 * domain, engine and URLs, or add articles through the picker; the engine's limits for the domain are looked up
 * whenever the domain changes, and a push over them is refused before anything is sent. A push the engine
 * refused still leaves a record (`recorded`); one it took closes the dialog (`pushed`).
 */
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
  },
  actions: {
    pushed: (_, _params: { record: unknown }) => {},
    recorded: (_, _params: { record: unknown }) => {},
    /** Keeps what the dialog holds in the drafts store (null: forget it), so that a 401 anywhere loses nothing. */
    keepDraft: (_, _params: { draft: PushDraft | null }) => {},
    start: assign(({ event }) => {
      const { values = {}, articleIds = [], restored = false } = event as Extract<ComposerEvent, { type: 'push.open' }>
      const start = { ...emptyComposer(), ...values }
      // restored values were typed before: closing asks before throwing them away
      const initial = restored ? emptyComposer() : start
      return { values: start, initial, errors: {}, formError: null, submitted: false, notice: restored ? RESTORED_NOTICE : null, articleIds }
    }),
    change: assign(({ context, event }) => {
      const { field, value } = event as Extract<ComposerEvent, { type: 'push.change' }>
      const values = { ...context.values, [field]: value }
      const { [field]: _cleared, ...others } = context.errors
      // before the first push only the edited field's message goes away; after it, every field is checked again
      return { values, formError: null, errors: context.submitted ? validatePush(values, engineQuota({ ...context, values })) : others }
    }),
  },
  guards: {
    withArticles: ({ event }) => event.type === 'push.open' && (event.articleIds?.length ?? 0) > 0,
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
  context: {
    values: emptyComposer(),
    initial: emptyComposer(),
    errors: {},
    formError: null,
    submitted: false,
    notice: null,
    articleIds: [],
    quota: null,
    cooldownUntil: null,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'push.open': [
          {
            guard: 'withArticles',
            target: 'resolving',
            actions: ['start', { type: 'keepDraft', params: ({ context }) => ({ draft: draftOf(context, context.articleIds) }) }],
          },
          { target: 'open', actions: ['start', syncDraft] },
        ],
      },
    },
    resolving: {
      invoke: {
        src: 'resolveArticles',
        input: ({ context }) => ({ ids: context.articleIds }),
        onDone: {
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
        // a 401: the draft keeps the article ids, so they are looked up again after signing in
        onError: [
          { guard: 'unauthorized', target: 'closed' },
          {
            target: 'open',
            actions: assign({ formError: ({ event }) => `读取所选文章失败：${messageOf(event.error, '请稍后重试')}。可以在下方直接粘贴网址。` }),
          },
        ],
      },
      on: { 'push.cancel': { target: 'closed', actions: dropDraft } },
    },
    open: {
      type: 'parallel',
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
                  { target: '#push.closed', actions: dropDraft },
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
              on: { 'push.discard': { target: '#push.closed', actions: dropDraft }, 'push.keepEditing': 'editing', 'push.cancel': 'editing' },
            },
            submitting: {
              invoke: {
                src: 'submit',
                input: ({ context }) => ({ domain: context.values.domain, engine: context.values.engine as PushEngine, urls: urlLines(context.values.text) }),
                onDone: { target: '#push.closed', actions: [dropDraft, { type: 'pushed', params: ({ event }) => ({ record: event.output }) }] },
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
                  { guard: 'quiet', target: 'editing', actions: assign({ cooldownUntil: ({ event }) => retryTimeOf(event.error) }) },
                  { target: 'editing', actions: assign({ formError: ({ event }) => messageOf(event.error, '推送失败，请稍后重试') }) },
                ],
              },
            },
          },
        },
        quota: {
          initial: 'checking',
          on: {
            'push.change': { guard: 'domainChange', target: '.checking' },
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
