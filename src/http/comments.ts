import type { CommentChange, CommentStatus, GuestComment } from '../api/comments'
import { batchBody, type BatchTarget } from '../api/list'
import { commentBatchStatus, commentPendingCount, comments } from '../api/operations/comments'
import { crudApi, undoableDeletes } from './crud'
import { callOperation } from './operationCall'

const crud = crudApi<GuestComment, CommentChange>(comments)

const deletes = undoableDeletes(comments)

/**
 * Marking as spam can be undone: the section's toast says it (已标记 N 条为垃圾留言) and offers 撤销 instead of the
 * server's — where the backend can take it back (restore is optional).
 */
const quiet = (status: CommentStatus) => status === 'spam' && deletes.canRestore()

export const commentApi = {
  list: crud.list,
  ...deletes,
  setStatus: (id: string, status: CommentStatus) => callOperation(comments.update, { path: { id }, body: { status }, quiet: quiet(status) }),
  /** Saves (or replaces) the reply, and sets the status in the same call when given (通过并回复); the server stamps repliedAt. */
  reply: (id: string, reply: string, status?: CommentStatus, version?: number) =>
    crud.update(id, { ...(status ? { status, reply } : { reply }), ...(version === undefined ? {} : { version }) }),
  /** POST /api/comments/batch-status { ids | filter, status }: answers how many and which comments it set. */
  batchStatus: (target: BatchTarget, status: CommentStatus) =>
    callOperation(commentBatchStatus, { body: { ...batchBody(target), status }, quiet: quiet(status) }),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => callOperation(commentPendingCount, { signal }),
}
