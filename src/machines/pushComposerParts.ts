/**
 * The push composer's data and the small rules around it: its context, events and draft, what a refusal left, and
 * the draft-keeping actions. The machine itself is src/machines/pushComposerMachine.ts.
 */
import type { FieldErrors } from './formMachine'
import { isRequestError } from './requestErrors'
import { emptyComposer, engineQuota, validatePush, type ComposerField, type ComposerValues, type Spread } from './pushRules'
import type { PushEngine, PushQuota } from '../api/push'
import type { ArticlePushAnswer } from '../api/pushBatch'

export interface ComposerContext {
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
  /** Chosen articles of several domains: one push per domain. Null for a push of one domain. */
  spread: Spread | null
  /** A push refused as too soon (请勿请求过快): when a repeat would be accepted (`Date.now()`); 推送 waits until then. */
  cooldownUntil: number | null
  /** Where the push was started from (the article list, with its filters): the screen goes back there when it ends. */
  origin: string | null
}

/** What the dialog keeps over a 401 and signing in again: the values, and article ids not yet turned into URLs. */
export interface PushDraft {
  values: ComposerValues
  articleIds: string[]
  origin?: string | null
}

/** Said in the dialog when it reopens with what was typed before the session expired. */
export const RESTORED_NOTICE = '已恢复未推送的内容：登录失效前填写的内容还没有推送，请检查后推送。'

export type ComposerEvent =
  /** `restored`: the values come back from a draft kept over a sign-in (closing then asks before discarding them). */
  /** `origin`: the address the push was started from (src/routes/push/origin.ts), where the screen returns at the end. */
  | { type: 'push.open'; values?: Partial<ComposerValues>; articleIds?: string[]; restored?: boolean; origin?: string | null }
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
  /** From the spread's machine: it was pushed (each domain's result in `answer`). */
  | { type: 'push.spreadPushed'; answer: ArticlePushAnswer }

export interface SubmitInput {
  domain: string
  engine: PushEngine
  urls: string[]
}

export const emptyContext = (values: ComposerValues): ComposerContext => ({
  values,
  initial: values,
  errors: {},
  formError: null,
  submitted: false,
  notice: null,
  articleIds: [],
  quota: null,
  spread: null,
  cooldownUntil: null,
  origin: null,
})

export const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** The draft worth keeping: anything typed or changed, or articles still to resolve; null when there is nothing. */
export function draftOf(context: ComposerContext, articleIds: string[] = []): PushDraft | null {
  const edited = JSON.stringify(context.values) !== JSON.stringify(context.initial)
  return edited || context.values.text.trim() !== '' || articleIds.length > 0 ? { values: context.values, articleIds, origin: context.origin } : null
}

/** Mirrors the dialog into the drafts store (through `keepDraft`), as the article editor does with its text. */
export const syncDraft = { type: 'keepDraft' as const, params: ({ context }: { context: ComposerContext }) => ({ draft: draftOf(context) }) }
/** A spread is kept as its articles: after signing in they are looked up again. */
export const keepArticles = {
  type: 'keepDraft' as const,
  params: ({ context }: { context: ComposerContext }) => ({ draft: draftOf(context, context.articleIds) }),
}
/** The dialog closed on purpose (pushed, cancelled, discarded): nothing is kept. */
export const dropDraft = { type: 'keepDraft' as const, params: { draft: null } }
export const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)
/** The record a refused push still left in the history (the refusal's `data.record`). */
export const refusedRecord = (error: unknown) =>
  isRequestError(error, 'business') ? ((error.data as { record?: { id: string } } | null)?.record ?? null) : null

/** The dialog opens: empty, with values, or with articles to look up; restored values come back from a draft. */
export function opened({ values = {}, articleIds = [], restored = false, origin = null }: Extract<ComposerEvent, { type: 'push.open' }>): ComposerContext {
  const start = { ...emptyComposer(), ...values }
  // restored values were typed before: closing asks before throwing them away
  const initial = restored ? emptyComposer() : start
  return { ...emptyContext(start), initial, notice: restored ? RESTORED_NOTICE : null, articleIds, origin }
}

/** A field changed: before the first push only its own message goes away; after it, every field is checked again. */
export function changed(context: ComposerContext, { field, value }: Extract<ComposerEvent, { type: 'push.change' }>): Partial<ComposerContext> {
  const values = { ...context.values, [field]: value }
  const { [field]: _cleared, ...others } = context.errors
  return { values, formError: null, errors: context.submitted ? validatePush(values, engineQuota({ ...context, values })) : others }
}
