import { commentRow, commentStatusResult, type CommentChange, type CommentStatus, type GuestComment } from '../api/comments'
import { count } from '../api/envelope'
import { batchBody, type BatchTarget } from '../api/list'
import { crudApi, undoableDeletes } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

const crud = crudApi<GuestComment, CommentChange>(LIST_PATHS.comments, commentRow)

/** Marking as spam can be undone: the section's toast says it (已标记 N 条为垃圾留言) and offers 撤销 instead of the server's. */
const quiet = (status: CommentStatus) => ({ quiet: status === 'spam' })

export const commentApi = {
  list: crud.list,
  ...undoableDeletes(LIST_PATHS.comments),
  setStatus: (id: string, status: CommentStatus) => http.put(`/comments/${encodeURIComponent(id)}`, { status }, commentRow, quiet(status)),
  /** Saves (or replaces) the reply, and sets the status in the same call when given (通过并回复); the server stamps repliedAt. */
  reply: (id: string, reply: string, status?: CommentStatus) => crud.update(id, status ? { status, reply } : { reply }),
  /** POST /api/comments/batch-status { ids | filter, status }: answers how many and which comments it set. */
  batchStatus: (target: BatchTarget, status: CommentStatus) =>
    http.post('/comments/batch-status', { ...batchBody(target), status }, commentStatusResult, quiet(status)),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => http.get('/comments/pending-count', count, { signal }),
}
