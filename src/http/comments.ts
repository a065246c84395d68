import type { CommentChange, CommentStatus, GuestComment } from '../api/comments'
import { commentBatchStatus, commentBatchStatusUndo, commentPendingCount, comments } from '../api/operations/comments'
import { capabilities } from './capabilities'
import { crudApi, undoableDeletes, versionedBatch, type VersionedTarget } from './crud'
import { callOperation, loadCapabilities } from './operationCall'

const crud = crudApi<GuestComment, CommentChange>(comments)

const deletes = undoableDeletes(comments)

/** Whether this backend can set comments back to the status they had (POST /api/comments/batch-status/undo is optional). */
const canUndoStatus = () => capabilities.has(commentBatchStatusUndo)

/**
 * Marking as spam (restore) and approving (the status undo) can be undone: the section's toast says what was done
 * (已将 3 条留言标为垃圾, 已通过 3 条留言) and offers 撤销 instead of the server's message — where the backend can take
 * it back (both calls are optional).
 */
const undoOffered = (status: CommentStatus) => (status === 'spam' ? deletes.canRestore() : status === 'approved' && canUndoStatus())

/** A status change, sent once what the backend has is known (whether its toast is the section's, with 撤销). */
const settingStatus = <T>(status: CommentStatus, send: (quiet: boolean) => Promise<T>) => loadCapabilities().then(() => send(undoOffered(status)))

export const commentApi = {
  list: crud.list,
  versions: crud.versions,
  ...deletes,
  /** With `version`, only while the comment is still at it (1460 otherwise, with the comment now). */
  setStatus: (id: string, status: CommentStatus, version?: number) =>
    settingStatus(status, (quiet) => callOperation(comments.update, { path: { id }, body: version === undefined ? { status } : { status, version }, quiet })),
  /** Saves (or replaces) the reply, and sets the status in the same call when given (通过并回复); the server stamps repliedAt. */
  reply: (id: string, reply: string, status?: CommentStatus, version?: number) =>
    crud.update(id, { ...(status ? { status, reply } : { reply }), ...(version === undefined ? {} : { version }) }),
  /** POST /api/comments/batch-status { ids | filter, status }: answers how many and which comments it set. */
  batchStatus: (target: VersionedTarget, status: CommentStatus) =>
    settingStatus(status, (quiet) => callOperation(commentBatchStatus, { body: { ...versionedBatch(target), status }, quiet })),
  canUndoStatus,
  /** POST /api/comments/batch-status/undo — gives each of these comments the status it had before its last status change. */
  undoStatus: (ids: string[]) => callOperation(commentBatchStatusUndo, { body: { ids } }),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => callOperation(commentPendingCount, { signal }),
}
