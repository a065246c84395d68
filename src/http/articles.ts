import type { ArticleInput, ArticleRow, ArticleStatus } from '../api/articles'
import { articleBatchStatus, articleGet, articles } from '../api/operations/articles'
import { crudApi, undoableDeletes, versionedBatch, type SectionOps, type VersionedTarget } from './crud'
import { callOperation } from './operationCall'

// only the list call is shared: a create and an update answer the whole article (below)
const sectionOps = articles as unknown as SectionOps<ArticleRow>
const crud = crudApi<ArticleRow, ArticleInput>(sectionOps)

export const articleApi = {
  list: crud.list,
  versions: crud.versions,
  ...undoableDeletes(sectionOps),
  get: (id: string, signal?: AbortSignal) => callOperation(articleGet, { path: { id }, signal }),
  /** The article as it is now, without a toast when it fails: what a question from the list compares with the row it showed. */
  now: (id: string) => callOperation(articleGet, { path: { id }, silent: true }),
  create: (input: ArticleInput) => callOperation(articles.create, { body: input }),
  update: (id: string, input: Partial<ArticleInput>) => callOperation(articles.update, { path: { id }, body: input }),
  /** POST /api/articles/batch-status — publish or unpublish one or many articles (by ids, or all matching a filter). */
  setStatus: (target: VersionedTarget, status: ArticleStatus) => callOperation(articleBatchStatus, { body: { ...versionedBatch(target), status } }),
}
