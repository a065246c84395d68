import { commentRow, type CommentChange, type CommentStatus, type GuestComment } from '../api/comments'
import { count, updatedCount } from '../api/envelope'
import { crudApi } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

const crud = crudApi<GuestComment, CommentChange>(LIST_PATHS.comments, commentRow)

export const commentApi = {
  list: crud.list,
  remove: crud.remove,
  batchRemove: crud.batchRemove,
  setStatus: (id: string, status: CommentStatus) => crud.update(id, { status }),
  /** Saves (or replaces) the reply, and sets the status in the same call when given (通过并回复); the server stamps repliedAt. */
  reply: (id: string, reply: string, status?: CommentStatus) => crud.update(id, status ? { status, reply } : { reply }),
  /** POST /api/comments/batch-status { ids, status } */
  batchStatus: (ids: string[], status: CommentStatus) => http.post('/comments/batch-status', { ids, status }, updatedCount),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => http.get('/comments/pending-count', count, { signal }),
}
