import { articleAnswer, articleRow, type ArticleInput, type ArticleRow, type ArticleStatus } from '../api/articles'
import { updatedCount } from '../api/envelope'
import { batchBody, type BatchTarget } from '../api/list'
import { crudApi, undoableDeletes } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

const crud = crudApi<ArticleRow, ArticleInput>(LIST_PATHS.articles, articleRow)

export const articleApi = {
  list: crud.list,
  ...undoableDeletes(LIST_PATHS.articles),
  get: (id: string, signal?: AbortSignal) => http.get(`/articles/${encodeURIComponent(id)}`, articleAnswer, { signal }),
  create: (input: ArticleInput) => http.post('/articles', input, articleAnswer),
  update: (id: string, input: Partial<ArticleInput>) => http.put(`/articles/${encodeURIComponent(id)}`, input, articleAnswer),
  /** POST /api/articles/batch-status — publish or unpublish one or many articles (by ids, or all matching a filter). */
  setStatus: (target: BatchTarget, status: ArticleStatus) => http.post('/articles/batch-status', { ...batchBody(target), status }, updatedCount),
}
