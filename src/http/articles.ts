import type { Article, ArticleInput, ArticleStatus, ArticleSummary } from '../api/articles'
import { crudApi } from './crud'
import { http } from './request'

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
