import { crudApi } from './crud'
import { http } from './request'

export type CommentStatus = 'pending' | 'approved' | 'spam'

export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam']

/** The longest reply the server accepts, in characters. */
export const REPLY_MAX_CHARS = 500

/**
 * A guestbook message left by a visitor of one of the sites, as GET /api/comments answers it (docs/api.md).
 * `author`, `contact`, `content` and `ip` come from visitors: they are shown as text, never as HTML.
 */
export interface GuestComment {
  id: string
  /** The site it was left on. */
  domain: string
  author: string
  /** An e-mail address or a phone number, as the visitor typed it. */
  contact: string
  content: string
  ip: string
  status: CommentStatus
  /** The admin's answer; '' when there is none. */
  reply: string
  createdAt: string
  /** When the reply was last saved; null without a reply. */
  repliedAt: string | null
}

/** PUT /api/comments/:id: a new status, a reply, or both. */
export interface CommentChange {
  status?: CommentStatus
  reply?: string
}

const crud = crudApi<GuestComment, CommentChange>('/comments')

export const commentApi = {
  list: crud.list,
  remove: crud.remove,
  batchRemove: crud.batchRemove,
  setStatus: (id: string, status: CommentStatus) => crud.update(id, { status }),
  /** Saves (or replaces) the reply; the server stamps repliedAt. */
  reply: (id: string, reply: string) => crud.update(id, { reply }),
  /** POST /api/comments/batch-status { ids, status } */
  batchStatus: (ids: string[], status: CommentStatus) => http.post<{ updated: number }>('/comments/batch-status', { ids, status }),
  /** GET /api/comments/pending-count — how many comments wait for review, for the sidebar. */
  pendingCount: (signal?: AbortSignal) => http.get<number>('/comments/pending-count', { signal }),
}
