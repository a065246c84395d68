import { crudApi } from './crud'
import type { ArticleValues } from '../machines/articleEditorMachine'
import { http } from './request'

export type ArticleStatus = 'draft' | 'published'

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: '草稿', published: '已发布' }
export const ARTICLE_STATUS_OPTIONS = (Object.keys(ARTICLE_STATUS_LABELS) as ArticleStatus[]).map((value) => ({
  value,
  label: ARTICLE_STATUS_LABELS[value],
}))

/** Bounds shared by the editor's checks and the fake backend (docs/api.md). */
export const ARTICLE_LIMITS = { title: 120, summary: 300, tag: 20, tags: 10, coverUrl: 500, content: 200_000 } as const

/** A row of GET /api/articles: every field except `content`. */
export interface ArticleSummary {
  id: string
  title: string
  theme: string
  domain: string
  summary: string
  tags: string[]
  coverUrl: string
  status: ArticleStatus
  createdAt: string
  updatedAt: string
  /** When the article was (last) published; null while it is a draft. */
  publishedAt: string | null
}

/** GET /api/articles/:id: the whole article, its HTML content included. */
export interface Article extends ArticleSummary {
  content: string
}

/** What a create or update sends: exactly what the editor edits. */
export type ArticleInput = ArticleValues

const crud = crudApi<ArticleSummary, ArticleInput>('/articles')

export const articleApi = {
  list: crud.list,
  remove: crud.remove,
  batchRemove: crud.batchRemove,
  get: (id: string, signal?: AbortSignal) => http.get<Article>(`/articles/${encodeURIComponent(id)}`, { signal }),
  create: (input: ArticleInput) => http.post<Article>('/articles', input),
  update: (id: string, input: Partial<ArticleInput>) => http.put<Article>(`/articles/${encodeURIComponent(id)}`, input),
  /** POST /api/articles/batch-status — publish or unpublish one or many articles. */
  setStatus: (ids: string[], status: ArticleStatus) => http.post<{ updated: number }>('/articles/batch-status', { ids, status }),
}
