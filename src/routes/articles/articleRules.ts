import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import { ARTICLE_LIMITS, ARTICLE_STATUS_LABELS, coverUrlProblem, type Article, type ArticleStatus } from '../../api/articles'
import type { ArticleValues, EditedArticle } from '../../machines/articleEditorMachine'
import { versionOf } from '../../machines/formConflict'

/** The drafts store key of an editor: one per article, one for a new article. */
export const articleDraftKey = (id: string | null) => draftKey<ArticleValues>(`articles.editor:${id ?? 'new'}`)

export function editedArticle(article: Article): EditedArticle {
  const { id, title, theme, domain, summary, content, tags, coverUrl, status, createdAt, updatedAt, publishedAt } = article
  return {
    id,
    values: { title, theme, domain, summary, content, tags: [...tags], coverUrl, status, ...versionOf(article) },
    stamps: { createdAt, updatedAt, publishedAt },
  }
}

const length = (text: string) => [...text].length

/** A long text as a conflict shows it: its start and how long it is. */
const excerpt = (value: unknown) => {
  const text = String(value ?? '')
  return length(text) > 60 ? `${[...text].slice(0, 60).join('')}…（共 ${length(text)} 字）` : text || '（空）'
}

/** How a conflict names the editor's fields and shows their values. */
export const articleLabels = {
  title: { label: '标题' },
  domain: { label: '域名' },
  theme: { label: '主题' },
  summary: { label: '摘要' },
  content: { label: '正文', show: excerpt },
  tags: { label: '标签' },
  coverUrl: { label: '封面图' },
  status: { label: '状态', show: (value: unknown) => ARTICLE_STATUS_LABELS[value as ArticleStatus] ?? String(value) },
}

/** The server's rules (docs/api.md) that can be checked before sending; existence checks stay with the server. */
export function validateArticle(values: ArticleValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const title = trimInvisible(values.title)
  if (!title) errors.title = '请输入文章标题'
  else if (length(title) > ARTICLE_LIMITS.title) errors.title = `标题最多 ${ARTICLE_LIMITS.title} 个字符`
  if (!values.theme) errors.theme = '请选择主题'
  if (!values.domain) errors.domain = '请选择域名'
  if (length(values.summary.trim()) > ARTICLE_LIMITS.summary) errors.summary = `摘要最多 ${ARTICLE_LIMITS.summary} 个字符`
  if (values.content.length > ARTICLE_LIMITS.content) errors.content = `正文最多 ${ARTICLE_LIMITS.content} 个字符`
  else if (values.status === 'published' && !values.content.trim()) errors.content = '发布前请填写正文'
  if (values.tags.length > ARTICLE_LIMITS.tags) errors.tags = `最多 ${ARTICLE_LIMITS.tags} 个标签`
  else if (values.tags.some((tag) => !tag.trim() || length(tag.trim()) > ARTICLE_LIMITS.tag)) errors.tags = `每个标签为 1–${ARTICLE_LIMITS.tag} 个字符`
  const coverUrl = coverUrlProblem(values.coverUrl.trim())
  if (coverUrl) errors.coverUrl = coverUrl
  return errors
}
