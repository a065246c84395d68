import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { trimInvisible } from '../../api/text'
import { dropDraft, keepDraft, peekDraft } from '../../app/drafts'
import { inspect } from '../../devtools/inspect'
import { articleApi } from '../../http/articles'
import { articleEditorMachine, type ArticleEditorEvent, type ArticleField, type ArticleValues } from '../../machines/articleEditorMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { articleDraftKey, blankArticle, editedArticle, validateArticle } from './articleRules'

export type ArticleEditorActor = ActorRefFrom<typeof articleEditorMachine>

/** What a save sends: the title without invisible characters at its ends (src/api/text.ts). */
const sendable = (values: ArticleValues): ArticleValues => ({ ...values, title: trimInvisible(values.title) })

/**
 * The editor machine for one article (or a new one), wired to the API and to the in-memory drafts store: every
 * unsaved change is kept there, so after a 401 and signing in again the editor comes back with it.
 */
export function useArticleEditor(id: string | null): ArticleEditorActor {
  const navigate = useNavigate()
  return useActorRef(
    articleEditorMachine.provide({
      actors: {
        load: fromAbortable(({ id: articleId }: { id: string }, signal) => articleApi.get(articleId, signal).then(editedArticle)),
        save: fromAbortable(({ id: articleId, values }: { id: string | null; values: ArticleValues }) =>
          (articleId ? articleApi.update(articleId, sendable(values)) : articleApi.create(sendable(values))).then(editedArticle),
        ),
      },
      actions: {
        keepDraft: (_, { id: articleId, values }) => {
          if (values) keepDraft(articleDraftKey(articleId), values, articleId)
          else dropDraft(articleDraftKey(articleId))
        },
        saved: (_, { article, created }) => {
          // nothing is left unsaved: the way to the new article's own address needs no asking
          if (created) void navigate({ to: '/articles/$id', params: { id: article.id }, replace: true, ignoreBlocker: true })
        },
      },
    }),
    {
      input: { id, blank: blankArticle(), draft: peekDraft<ArticleValues>(articleDraftKey(id))?.values ?? null, validate: validateArticle },
      inspect,
    },
  )
}

/** One field of the editor: its value and message, whether it is read-only (saving), and how to change it. */
export function useEditorField<Field extends ArticleField>(editor: ArticleEditorActor, field: Field) {
  const value = useSelector(editor, (state) => state.context.values[field])
  const error = useSelector(editor, (state) => state.context.errors[field])
  const busy = useSelector(editor, (state) => state.matches('saving'))
  const change = (next: ArticleValues[Field]) => editor.send({ type: 'editor.change', field, value: next } as ArticleEditorEvent)
  return { value, error, busy, change }
}
