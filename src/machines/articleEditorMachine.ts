import { assign, fromPromise, setup } from 'xstate'
import type { ArticleInput } from '../api/articles'
import { serverFieldErrors, type FieldErrors } from './formMachine'
import { isRequestError } from './requestErrors'

/** What the editor edits: every field a person writes, nothing the server stamps — what a save sends. */
export type ArticleValues = ArticleInput

export type ArticleField = keyof ArticleValues

/** What the server stamps on a saved article, shown beside the form. */
export interface ArticleStamps {
  createdAt: string
  updatedAt: string
  publishedAt: string | null
}

/** An article as the load and save actors hand it over. */
export interface EditedArticle {
  id: string
  values: ArticleValues
  stamps: ArticleStamps
}

const FIELDS: ArticleField[] = ['title', 'theme', 'domain', 'summary', 'content', 'tags', 'coverUrl', 'status']

export const sameValues = (a: ArticleValues, b: ArticleValues) => FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]))

interface EditorContext {
  /** null until a new article is first saved. */
  id: string | null
  /** What the server has (a blank article for a new one): the values are dirty when they differ from it. */
  baseline: ArticleValues
  values: ArticleValues
  stamps: ArticleStamps | null
  errors: FieldErrors
  /** A refusal that names no field. */
  formError: string | null
  loadError: string | null
  submitted: boolean
  /** Unsaved values kept from an earlier visit (a 401 sent the person to sign in), applied once the article is loaded. */
  draft: ArticleValues | null
  /** The values on screen came from that draft: the screen says so until the person dismisses it. */
  restored: boolean
  validate: (values: ArticleValues) => FieldErrors
}

export type ArticleEditorEvent =
  | { [Field in ArticleField]: { type: 'editor.change'; field: Field; value: ArticleValues[Field] } }[ArticleField]
  | { type: 'editor.save' }
  | { type: 'editor.retry' }
  | { type: 'editor.discard' }
  | { type: 'editor.restoredSeen' }

export interface ArticleEditorInput {
  id: string | null
  blank: ArticleValues
  draft: ArticleValues | null
  validate: (values: ArticleValues) => FieldErrors
}

export const isEditorDirty = (context: Pick<EditorContext, 'baseline' | 'values'>) => !sameValues(context.baseline, context.values)

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

/**
 * The full-page article editor: load the article (when editing one), edit with dirty tracking, save (create or
 * update), and keep every unsaved change in the drafts store through `keepDraft`, so that a 401 —
 * which takes the person to the login page without asking — loses nothing: the editor comes back with the draft.
 */
const syncDraft = {
  type: 'keepDraft' as const,
  params: ({ context }: { context: EditorContext }) => ({ id: context.id, values: isEditorDirty(context) ? context.values : null }),
}

export const articleEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as ArticleEditorEvent,
    input: {} as ArticleEditorInput,
  },
  actors: {
    load: fromPromise<EditedArticle, { id: string }>(async () => {
      throw new Error('load is provided by the screen')
    }),
    save: fromPromise<EditedArticle, { id: string | null; values: ArticleValues }>(async () => {
      throw new Error('save is provided by the screen')
    }),
  },
  actions: {
    /** The drafts store follows the values: `values` while they differ from the saved article, null (drop it) when not. */
    keepDraft: (_, _params: { id: string | null; values: ArticleValues | null }) => {},
    /** After a save; `created` when it was the first save of a new article. */
    saved: (_, _params: { article: EditedArticle; created: boolean }) => {},
    applyDraft: assign(({ context }) =>
      context.draft ? { values: context.draft, restored: !sameValues(context.draft, context.baseline), draft: null } : {},
    ),
  },
  guards: {
    existing: ({ context }) => context.id !== null,
    invalid: ({ context }) => Object.keys(context.validate(context.values)).length > 0,
    fieldRefusal: ({ event }) => serverFieldErrors((event as { error?: unknown }).error) !== null,
    unauthorized: ({ event }) => isRequestError((event as { error?: unknown }).error, 'unauthorized'),
  },
}).createMachine({
  id: 'articleEditor',
  context: ({ input }) => ({
    id: input.id,
    baseline: input.blank,
    values: input.blank,
    stamps: null,
    errors: {},
    formError: null,
    loadError: null,
    submitted: false,
    draft: input.draft,
    restored: false,
    validate: input.validate,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'existing', target: 'loading' }, { target: 'editing', actions: ['applyDraft', syncDraft] }],
    },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ baseline: event.output.values, values: event.output.values, stamps: event.output.stamps, loadError: null })),
            'applyDraft',
            syncDraft,
          ],
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => message(event.error, '文章加载失败') }) },
      },
    },
    loadFailed: {
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      on: {
        'editor.change': {
          actions: [
            assign(({ context, event }) => {
              const values = { ...context.values, [event.field]: event.value }
              // before the first save only the edited field's message goes away; after it, live validation
              const { [event.field]: _cleared, ...others } = context.errors
              return { values, errors: context.submitted ? { ...others, ...context.validate(values) } : others, formError: null }
            }),
            syncDraft,
          ],
        },
        'editor.save': [
          { guard: 'invalid', actions: assign(({ context }) => ({ errors: context.validate(context.values), submitted: true })) },
          { target: 'saving', actions: assign({ submitted: true, errors: {}, formError: null }) },
        ],
        'editor.discard': { actions: [assign(({ context }) => ({ values: context.baseline, errors: {}, restored: false })), syncDraft] },
        'editor.restoredSeen': { actions: assign({ restored: false }) },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'keepDraft', params: ({ context }) => ({ id: context.id, values: null }) },
            { type: 'saved', params: ({ context, event }) => ({ article: event.output, created: context.id === null }) },
            assign(({ event }) => ({
              id: event.output.id,
              baseline: event.output.values,
              values: event.output.values,
              stamps: event.output.stamps,
              submitted: false,
              restored: false,
            })),
          ],
        },
        onError: [
          { guard: 'fieldRefusal', target: 'editing', actions: assign({ errors: ({ event }) => serverFieldErrors(event.error) ?? {} }) },
          // the app is on its way to the login page; the draft store already holds the values
          { guard: 'unauthorized', target: 'editing' },
          { target: 'editing', actions: assign({ formError: ({ event }) => message(event.error, '保存失败，请重试') }) },
        ],
      },
    },
  },
})
