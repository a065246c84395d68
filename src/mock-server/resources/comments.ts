import { commentBatchStatus, commentPendingCount, comments as commentsOps } from '../../api/operations/comments'
import { route } from '../routes'
import { COMMENT_FILTERS } from '../../api/filters'
import { cleanText } from '../../api/text'
import { Model, type Server } from 'miragejs'
import { COMMENT_STATUSES, replyProblem, type CommentChange, type CommentStatus, type GuestComment } from '../../api/comments'
import { fail, ok } from '../envelope'
import { fieldRefusal, listAnswer, notFound, nowIso, readBody, readTarget, targetRows, listSpecOf, type ListSpec } from '../list'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal, versionsRoute, withChanged } from '../versions'
import { restorableRows, restoreRoute, type RestorableTable } from '../restorable'
import { buildSeedComments } from './commentSeeds'
import { commentStatusMemory } from './commentStatuses'

const spec: ListSpec<GuestComment, typeof COMMENT_FILTERS> = listSpecOf(commentsOps.list, {
  filters: {
    status: (comment, value) => comment.status === value,
    domain: (comment, value) => comment.domain === value,
  },
  created: 'createdAt',
})

const isStatus = (value: unknown): value is CommentStatus => COMMENT_STATUSES.includes(value as CommentStatus)
const STATUS_REFUSED = '状态只能是待审核、已通过或垃圾'

/** What the person is told after a status change, for one comment or `count` of them. */
const statusMessage = (status: CommentStatus, count?: number) => {
  const what = count === undefined ? '留言' : ` ${count} 条留言`
  if (status === 'approved') return count === undefined ? '留言已通过' : `已通过 ${count} 条留言`
  if (status === 'spam') return `已将${what}标记为垃圾`
  return `已将${what}设为待审核`
}

type Db = Server['db']
const comments = (db: Db) => db.comments as unknown as RestorableTable<GuestComment> & GuestComment[]

function validateChange(body: Partial<CommentChange>): Record<string, string> {
  const errors: Record<string, string> = {}
  if ('status' in body && !isStatus(body.status)) errors.status = STATUS_REFUSED
  if ('reply' in body) {
    const reply = replyProblem(cleanText(body.reply))
    if (reply) errors.reply = reply
  }
  return errors
}

export const commentsResource: MockResource = {
  models: { comment: Model },
  seed(server) {
    server.db.loadData({ comments: buildSeedComments() })
  },
  routes(server, scenario) {
    const db = server.db
    // deleted comments, and comments as they were before being marked as spam: 撤销 puts them back
    const restorable = restorableRows<GuestComment>()
    // every status change, for 撤销 after 通过 (POST /api/comments/batch-status/undo)
    const statuses = commentStatusMemory(server, scenario, () => [...comments(db)])
    const chosen = (target: NonNullable<ReturnType<typeof readTarget>>) => targetRows(target, comments(db), () => [...comments(db)], spec)

    const list = (request: Parameters<typeof listAnswer>[1]) => listAnswer([...comments(db)], request, spec)
    route(server, scenario, commentsOps.list, list)
    stampRoute(server, scenario, commentsOps.stamp, list)
    versionsRoute(server, scenario, commentsOps.versions, (id) => comments(db).find(id))
    const guarded = (id: string) => ({
      current: () => comments(db).find(id)!,
      meddle: () => otherOperatorOf(server).changeRow('comments', id),
    })

    route(server, scenario, commentPendingCount, () => ok(comments(db).filter((comment) => comment.status === 'pending').length))

    route(server, scenario, commentsOps.update, (request) => {
      const found = comments(db).find(request.params.id)
      if (!found) return notFound('留言')
      const body = readBody<CommentChange>(request)
      if (!('status' in body) && !('reply' in body)) return fail(1400, '请提供要修改的状态或回复')
      const errors = validateChange(body)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const stale = versionRefusal(scenario, request, guarded(found.id))
      if (stale) return stale
      const comment = comments(db).find(found.id)!
      const change: Partial<GuestComment> = {}
      if (body.status) {
        change.status = body.status
        statuses.remember([comment], body.status)
      }
      if (body.status === 'spam') restorable.keep([comment])
      if (typeof body.reply === 'string') Object.assign(change, { reply: cleanText(body.reply), repliedAt: nowIso() })
      const updated = db.comments.update(comment.id, change) as unknown as GuestComment
      const replied = comment.reply ? '回复已更新' : '回复已发布'
      // both at once (通过并回复): the status change, then the reply
      const msg = change.reply === undefined ? statusMessage(body.status!) : body.status ? `${statusMessage(body.status)}，${replied}` : replied
      return ok(updated, msg)
    })

    route(server, scenario, commentBatchStatus, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要处理的留言')
      const { status } = readBody<{ status: unknown }>(request)
      if (!isStatus(status)) return fail(1400, STATUS_REFUSED)
      const rows = chosen(target)
      if (!rows.length) return 'ids' in target ? notFound('所选留言') : fail(1404, '没有符合条件的留言')
      if (status === 'spam') restorable.keep(rows)
      statuses.remember(rows, status)
      db.comments.update(
        rows.map((comment) => comment.id),
        { status },
      )
      return ok(withChanged(request, rows, { updated: rows.length, ids: rows.map((comment) => comment.id) }), statusMessage(status, rows.length))
    })

    route(server, scenario, commentsOps.delete, (request) => {
      const comment = comments(db).find(request.params.id)
      if (!comment) return notFound('留言')
      const stale = versionRefusal(scenario, request, { current: guarded(comment.id).current })
      if (stale) return stale
      restorable.keep([comment])
      db.comments.remove(comment.id)
      return ok(null, '留言已删除')
    })

    route(server, scenario, commentsOps.batchDelete, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要删除的留言')
      const rows = chosen(target)
      if (!rows.length) return 'ids' in target ? notFound('所选留言') : fail(1404, '没有符合条件的留言')
      restorable.keep(rows)
      db.comments.remove(rows.map((comment) => comment.id))
      return ok(withChanged(request, rows, { deleted: rows.length, ids: rows.map((comment) => comment.id) }), `已删除 ${rows.length} 条留言`)
    })

    restoreRoute(server, scenario, { op: commentsOps.restore, store: restorable, table: () => comments(db), what: (count) => `${count} 条留言` })
  },
}
