import type { CommentChange, CommentStatus, GuestComment } from '../api/comments'
import { commentBatchStatus, commentPendingCount, comments } from '../api/operations/comments'
import { crudApi, undoableDeletes, versionedBatch, type VersionedTarget } from './crud'
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
  versions: crud.versions,
  ...deletes,
  /** With `version`, only while the comment is still at it (1460 otherwise, with the comment now). */
  setStatus: (id: string, status: CommentStatus, version?: number) =>
    callOperation(comments.update, { path: { id }, body: version === undefined ? { status } : { status, version }, quiet: quiet(status) }),
  /** Saves (or replaces) the reply, and sets the status in the same call when given (通过并回复); the server stamps repliedAt. */
  reply: (id: string, reply: string, status?: CommentStatus, version?: number) =>
    crud.update(id, { ...(status ? { status, reply } : { reply }), ...(version === undefined ? {} : { version }) }),
  /** POST /api/comments/batch-status { ids | filter, status }: answers how many and which comments it set. */
  batchStatus: (target: VersionedTarget, status: CommentStatus) =>
    callOperation(commentBatchStatus, { body: { ...versionedBatch(target), status }, quiet: quiet(status) }),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => callOperation(commentPendingCount, { signal }),
}
