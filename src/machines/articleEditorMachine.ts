import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate'
import {
  articleFormMachine,
  blankArticle,
  sameValues,
  type ArticleFormReport,
  type ArticleStamps,
  type ArticleValues,
  type EditedArticle,
} from './articleFormMachine'

// the article's shapes live with its form; the editor's users find them here too
export type { ArticleField, ArticleStamps, ArticleValues, EditedArticle } from './articleFormMachine'

interface EditorContext {
  /** null until a new article is first saved. */
  id: string | null
  stamps: ArticleStamps | null
  loadError: string | null
  /** Unsaved values kept from an earlier visit (a 401 sent the person to sign in), laid over the article once loaded. */
  draft: ArticleValues | null
  /** The values on screen came from that draft: the screen says so until the person dismisses it. */
  restored: boolean
  /** The domain and theme the form held at its last report: what tells a new choice from the last one. */
  seen: { domain: string; theme: string }
  /** The theme last preset from a chosen domain (the person may change it), or null. */
  preset: { domain: string; theme: string } | null
  /** The person chose a theme themselves: a domain chosen after that no longer presets it. */
  themeChosen: boolean
}

export type ArticleEditorEvent = { type: 'editor.retry' } | { type: 'editor.discard' } | { type: 'editor.restoredSeen' } | ArticleFormReport

export interface ArticleEditorInput {
  id: string | null
  draft: ArticleValues | null
}

/** The drafts store follows every reported change. */
const keepChanges = {
  type: 'keepDraft' as const,
  params: ({ context, event }: { context: EditorContext; event: ArticleEditorEvent }) => {
    const changed = event as Changed
    return { id: context.id, values: changed.dirty ? changed.values : null }
  },
}

const message = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback)

type Changed = Extract<ArticleEditorEvent, { type: 'editor.changed' }>

/** Whether a change was the person choosing a theme: another theme than before, and not the one preset. */
const themeChosenIn = (context: EditorContext, event: Changed) =>
  context.themeChosen || (event.values.theme !== context.seen.theme && event.values.theme !== context.preset?.theme)

/** The kept draft when it differs from what the server has (a draft equal to it is no draft). */
const differingDraft = (context: EditorContext, saved: ArticleValues) => (context.draft && !sameValues(context.draft, saved) ? context.draft : null)

/**
 * The full-page article editor: load the article (when editing one), open the form (`articleForm`) on it with a
 * kept draft laid over it, keep every unsaved change in the drafts store through `keepDraft`, so that a 401 — which
 * takes the person to the login page without asking — loses nothing, and after a save take the article as the
 * server has it (a new article becomes an existing one: the next save updates it).
 */
export const articleEditorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as ArticleEditorEvent,
    input: {} as ArticleEditorInput,
    children: {} as { form: 'form' },
  },
  actors: {
    load: fromPromise<EditedArticle, { id: string }>(async () => {
      throw new Error('load is provided by the screen')
    }),
    /** The theme a domain of the network uses, or null when it is not known. */
    domainTheme: fromPromise<string | null, { domain: string }>(async () => {
      throw new Error('domainTheme is provided by the screen')
    }),
    form: articleFormMachine,
  },
  actions: {
    /** The drafts store follows the values: `values` while they differ from the saved article, null (drop it) when not. */
    keepDraft: (_, _params: { id: string | null; values: ArticleValues | null }) => {},
    /** After a save; `created` when it was the first save of a new article. */
    saved: (_, _params: { article: EditedArticle; created: boolean }) => {},
    openForm: sendTo('form', ({ context }, { saved }: { saved: ArticleValues }) => ({
      type: 'form.open' as const,
      values: differingDraft(context, saved) ?? saved,
      initial: saved,
      id: context.id,
    })),
    seeOpened: assign(({ context }, { saved }: { saved: ArticleValues }) => {
      const { domain, theme } = differingDraft(context, saved) ?? saved
      return { seen: { domain, theme }, preset: null, themeChosen: false }
    }),
    /** Follows what the form reports: the domain and theme it holds, and whether the person chose the theme. */
    follow: assign(({ context, event }) => {
      const changed = event as Changed
      return { seen: { domain: changed.values.domain, theme: changed.values.theme }, themeChosen: themeChosenIn(context, changed) }
    }),
    /** The chosen domain's theme, set in the form (still the person's to change) unless they chose one meanwhile. */
    presetTheme: enqueueActions(({ context, enqueue }, { domain, theme }: { domain: string; theme: string | null }) => {
      if (!theme || context.themeChosen || context.seen.domain !== domain) return
      enqueue.assign({ preset: { domain, theme } })
      if (context.seen.theme !== theme) enqueue.sendTo('form', { type: 'form.change', field: 'theme', value: theme })
    }),
    applyDraft: assign(({ context }, { saved }: { saved: ArticleValues }) => ({ restored: differingDraft(context, saved) !== null, draft: null })),
    takeSaved: assign((_, { article }: { article: EditedArticle }) => ({ id: article.id, stamps: article.stamps, restored: false })),
    resetForm: sendTo('form', (_, { article }: { article: EditedArticle }) => ({ type: 'form.reset' as const, values: article.values, id: article.id })),
    revertForm: sendTo('form', { type: 'form.reset' as const }),
  },
  guards: {
    existing: ({ context }) => context.id !== null,
    /** Another domain was chosen, and the theme is still the editor's to preset. */
    domainChosen: ({ context, event }) => {
      const changed = event as Changed
      return changed.values.domain !== context.seen.domain && changed.values.domain !== '' && !themeChosenIn(context, changed)
    },
  },
}).createMachine({
  id: 'articleEditor',
  context: ({ input }) => ({
    id: input.id,
    stamps: null,
    loadError: null,
    draft: input.draft,
    restored: false,
    seen: { domain: '', theme: '' },
    preset: null,
    themeChosen: false,
  }),
  invoke: { id: 'form', src: 'form' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'existing', target: 'loading' },
        {
          target: 'editing',
          actions: [
            { type: 'seeOpened', params: { saved: blankArticle() } },
            { type: 'openForm', params: { saved: blankArticle() } },
            { type: 'keepDraft', params: ({ context }) => ({ id: context.id, values: differingDraft(context, blankArticle()) }) },
            { type: 'applyDraft', params: { saved: blankArticle() } },
          ],
        },
      ],
    },
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id! }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ stamps: event.output.stamps, loadError: null })),
            { type: 'seeOpened', params: ({ event }) => ({ saved: event.output.values }) },
            { type: 'openForm', params: ({ event }) => ({ saved: event.output.values }) },
            { type: 'keepDraft', params: ({ context, event }) => ({ id: context.id, values: differingDraft(context, event.output.values) }) },
            { type: 'applyDraft', params: ({ event }) => ({ saved: event.output.values }) },
          ],
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => message(event.error, '文章加载失败') }) },
      },
    },
    loadFailed: {
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      initial: 'steady',
      states: {
        steady: {},
        // a domain was chosen: its theme is looked up and preset (a newer choice starts over)
        presetting: {
          invoke: {
            src: 'domainTheme',
            input: ({ context }) => ({ domain: context.seen.domain }),
            onDone: {
              target: 'steady',
              actions: { type: 'presetTheme', params: ({ context, event }) => ({ domain: context.seen.domain, theme: event.output }) },
            },
            onError: 'steady',
          },
        },
      },
      on: {
        'editor.changed': [
          { guard: 'domainChosen', target: '.presetting', reenter: true, actions: ['follow', keepChanges] },
          { actions: ['follow', keepChanges] },
        ],
        'editor.saved': {
          actions: [
            { type: 'keepDraft', params: ({ context }) => ({ id: context.id, values: null }) },
            { type: 'saved', params: ({ context, event }) => ({ article: event.article, created: context.id === null }) },
            { type: 'takeSaved', params: ({ event }) => ({ article: event.article }) },
            { type: 'resetForm', params: ({ event }) => ({ article: event.article }) },
          ],
        },
        'editor.discard': {
          actions: ['revertForm', assign({ restored: false }), { type: 'keepDraft', params: ({ context }) => ({ id: context.id, values: null }) }],
        },
        'editor.restoredSeen': { actions: assign({ restored: false }) },
      },
    },
  },
})
