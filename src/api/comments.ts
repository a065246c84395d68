/** Comments (docs/api.md, Comments): the guestbook row, what a change sends, the shared rules, and the answer's schema. */
import * as v from 'valibot'
import { count } from './envelope'
import { versionNumber } from './versions'
import { trimInvisible } from './text'

export type CommentStatus = 'pending' | 'approved' | 'spam'

export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam']
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = { pending: '待审核', approved: '已通过', spam: '垃圾' }

/** The longest reply the server accepts, in characters. */
export const REPLY_MAX_CHARS = 500

/**
 * A guestbook message left by a visitor of one of the sites, as GET /api/comments answers it.
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
  /** 1 at creation, one more on every change of this row (docs/api.md, "Several operators"); absent from a backend without versions. */
  version?: number
}

/** PUT /api/comments/:id: a new status, a reply, or both. */
export interface CommentChange {
  status?: CommentStatus
  reply?: string
}

/** What is wrong with a reply, or null: it is required (invisible characters do not count) and at most REPLY_MAX_CHARS characters. */
export function replyProblem(raw: string): string | null {
  const reply = trimInvisible(raw)
  if (!reply) return '请输入回复内容'
  if ([...reply].length > REPLY_MAX_CHARS) return `回复最多 ${REPLY_MAX_CHARS} 个字符`
  return null
}

/** A guestbook message as the client accepts it in an answer (a list row, a status change or a reply). */
export const commentRow: v.GenericSchema<unknown, GuestComment> = v.looseObject({
  id: v.string(),
  domain: v.string(),
  author: v.string(),
  contact: v.string(),
  content: v.string(),
  ip: v.string(),
  status: v.picklist(COMMENT_STATUSES),
  reply: v.string(),
  createdAt: v.string(),
  repliedAt: v.nullable(v.string()),
  version: v.optional(versionNumber),
})

/** POST /api/comments/batch-status answers how many comments it set and their ids (what 撤销 puts back after 标为垃圾). */
export const commentStatusResult: v.GenericSchema<unknown, { updated: number; ids: string[]; changed?: number }> = v.looseObject({
  updated: count,
  ids: v.array(v.string()),
  changed: v.optional(count),
})
