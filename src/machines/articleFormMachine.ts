import { sendParent } from 'xstate'
import type { ArticleInput } from '../api/articles'
import { createFormMachine, type Validate } from './formMachine'

/**
 * What the editor edits: every field a person writes, nothing the server stamps — what a save sends, with the
 * article's version it started from (a save meeting another operator's change is refused, 1460, and merged).
 */
export type ArticleValues = ArticleInput & { version?: number }

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

/** A new article, before anything is typed. */
export const blankArticle = (): ArticleValues => ({ title: '', theme: '', domain: '', summary: '', content: '', tags: [], coverUrl: '', status: 'draft' })

const FIELDS: ArticleField[] = ['title', 'theme', 'domain', 'summary', 'content', 'tags', 'coverUrl', 'status']

export const sameValues = (a: ArticleValues, b: ArticleValues) => FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]))

/** Whether the editor's form holds changes the server does not have (`initial` is what it has). */
export const isEditorDirty = (form: { initial: ArticleValues; values: ArticleValues }) => !sameValues(form.initial, form.values)

/** What the form tells the editor (its parent): every change a person makes, and every save. */
export type ArticleFormReport =
  /** `dirty` while the values differ from what the server has. */
  | { type: 'editor.changed'; values: ArticleValues; dirty: boolean }
  /** The article as the server now has it. */
  | { type: 'editor.saved'; article: EditedArticle }

/**
 * The editor's form: the article's values under its checks, a page's form (it stays open after a save, and a
 * refusal's message goes at the next change). It tells the editor of every change and of every save.
 */
export const articleForm = (validate: Validate<ArticleValues>, fromRow?: (row: Record<string, unknown>) => ArticleValues) =>
  createFormMachine<ArticleValues, EditedArticle>({
    id: 'articleForm',
    validate,
    empty: blankArticle(),
    stayOpen: true,
    refusalUntilChange: true,
    fromRow,
  }).provide({
    actions: {
      changed: sendParent((_, { values, initial }: { values: ArticleValues; initial: ArticleValues }): ArticleFormReport => ({
        type: 'editor.changed',
        values,
        dirty: !sameValues(initial, values),
      })),
      saved: sendParent((_, { output }: { output: EditedArticle }): ArticleFormReport => ({ type: 'editor.saved', article: output })),
      // a 401 needs nothing more: the drafts store already holds every unsaved change
    },
  })

/** The editor's form with no checks: the screen provides `articleForm(validateArticle)` and its save. */
export const articleFormMachine = articleForm(() => ({}))
