import type { Server } from 'miragejs'
import type { CommentStatus, GuestComment } from '../../api/comments'
import { commentBatchStatusUndo } from '../../api/operations/comments'
import { fail, ok } from '../envelope'
import { readIds } from '../list'
import { RESTORE_WINDOW_MS } from '../restorable'
import { route } from '../routes'
import type { Scenario } from '../scenario'

/** A comment's status before a status change, the status it was given, and when: what 撤销 sets back. */
interface Before {
  status: CommentStatus
  given: CommentStatus
  at: number
}

/**
 * The statuses comments had before a status change (`POST /api/comments/batch-status`, or `PUT /api/comments/:id`
 * with a status), kept for 10 minutes, and `POST /api/comments/batch-status/undo { ids }` (docs/api.md, Comments),
 * which gives each its status back, once, unless its status was changed again meanwhile or it was deleted.
 */
export function commentStatusMemory(server: Server, scenario: Scenario, table: () => GuestComment[]) {
  const before = new Map<string, Before>()

  route(server, scenario, commentBatchStatusUndo, (request) => {
    const ids = readIds(request)
    if (!ids) return fail(1400, '请选择要撤销修改状态的留言')
    const now = Date.now()
    const kept = [...new Set(ids)].flatMap((id) => {
      const entry = before.get(id)
      // a change is taken back once
      before.delete(id)
      return entry && now - entry.at <= RESTORE_WINDOW_MS ? [{ id, ...entry }] : []
    })
    if (kept.length === 0) return fail(1404, '没有可撤销的状态修改：已超过 10 分钟，或已经撤销过')
    const refused: string[] = []
    const back: { id: string; status: CommentStatus }[] = []
    let gone = 0
    for (const { id, status, given } of kept) {
      const row = table().find((comment) => comment.id === id)
      if (!row) gone += 1
      else if (row.status !== given) refused.push(`「${row.author}」的留言的状态已再次修改`)
      else back.push({ id, status })
    }
    if (gone) refused.push(`${gone} 条留言已被删除`)
    if (back.length === 0) return fail(1409, `未能撤销：${refused.join('；')}`)
    for (const { id, status } of back) server.db.comments.update(id, { status })
    const rest = refused.length ? `；未能改回 ${kept.length - back.length} 条：${refused.join('；')}` : ''
    return ok({ restored: back.length }, `已将 ${back.length} 条留言改回原来的状态${rest}`)
  })

  return {
    /** `rows` are about to be given `status`: each keeps the status it has now (one that had it already, too: 撤销 leaves it so). */
    remember(rows: readonly GuestComment[], status: CommentStatus) {
      const at = Date.now()
      for (const row of rows) before.set(row.id, { status: row.status, given: status, at })
    },
  }
}
