import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Article } from '../../api/articles'
import { trimInvisible } from '../../api/text'
import { dropDraft, keepDraft, peekDraft } from '../../app/drafts'
import { inspect } from '../../devtools/inspect'
import { articleApi } from '../../http/articles'
import { domainApi } from '../../http/domains'
import { articleEditorMachine } from '../../machines/articleEditorMachine'
import { articleForm, type ArticleField, type ArticleValues, type articleFormMachine } from '../../machines/articleFormMachine'
import type { SubmitInput } from '../../machines/formMachine'
import { fromAbortable } from '../../ui/fromAbortable'
import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { articleDraftKey, editedArticle, validateArticle } from './articleRules'

export type ArticleEditorActor = ActorRefFrom<typeof articleEditorMachine>
export type ArticleFormActor = ActorRefFrom<typeof articleFormMachine>

/** What a save sends: the title without invisible characters at its ends (src/api/text.ts). */
const sendable = (values: ArticleValues): ArticleValues => ({ ...values, title: trimInvisible(values.title) })

/**
 * The editor machine for one article (or a new one) and its form, wired to the API and to the in-memory drafts
 * store: every unsaved change is kept there, so after a 401 and signing in again the editor comes back with it.
 */
export function useArticleEditor(id: string | null): { editor: ArticleEditorActor; form: ArticleFormActor } {
  const navigate = useNavigate()
  const editor = useActorRefOnce(
    navigate,
    (latest) =>
      articleEditorMachine.provide({
        actors: {
          load: fromAbortable(({ id: articleId }: { id: string }, signal) => articleApi.get(articleId, signal).then(editedArticle)),
          // choosing a domain presets its theme
          domainTheme: fromAbortable(({ domain }: { domain: string }, signal) => domainApi.themeOf(domain, signal)),
          // a new article is created by its first save; every later save updates it
          form: articleForm(validateArticle, (row) => editedArticle(row as unknown as Article).values).provide({
            actors: {
              submit: fromAbortable(({ id: articleId, values }: SubmitInput<ArticleValues>) =>
                (articleId ? articleApi.update(articleId, sendable(values)) : articleApi.create(sendable(values))).then(editedArticle),
              ),
            },
          }),
        },
        actions: {
          keepDraft: (_, { id: articleId, values }) => {
            if (values) keepDraft(articleDraftKey(articleId), values, articleId)
            else dropDraft(articleDraftKey(articleId))
          },
          saved: (_, { article, created }) => {
            // nothing is left unsaved: the way to the new article's own address needs no asking
            if (created) void latest()({ to: '/articles/$id', params: { id: article.id }, replace: true, ignoreBlocker: true })
          },
        },
      }),
    { input: { id, draft: peekDraft(articleDraftKey(id))?.values ?? null }, inspect },
  )
  const form = useSelector(editor, (state) => state.children.form)
  if (!form) throw new Error('the article editor invokes its form from the start')
  return { editor, form }
}

/** One field of the editor's form: its value and message, whether it is read-only (saving), and how to change it. */
export function useEditorField<Field extends ArticleField>(form: ArticleFormActor, field: Field) {
  const value = useSelector(form, (state) => state.context.values[field])
  const error = useSelector(form, (state) => state.context.errors[field])
  const busy = useSelector(form, (state) => state.matches('submitting'))
  const change = (next: ArticleValues[Field]) => form.send({ type: 'form.change', field, value: next })
  return { value, error, busy, change }
}
