/** Guestbook comments (docs/api.md, Comments). */
import * as v from 'valibot'
import { operation, type ListOrder } from '../contract'
import { commentRow, commentStatusResult, COMMENT_STATUSES } from '../comments'
import { count, restoredCount } from '../envelope'
import { batchBody, BATCH_REFUSAL, idsBody, refuse } from './shared'
import { sectionDocs, sectionOperations, text } from './section'

/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const order: ListOrder = {
        sortable: ['createdAt', 'repliedAt', 'author', 'domain', 'status'],
        defaultSort: { field: 'createdAt', order: 'desc' },
        searchable: ['author', 'contact', 'content'],
      }
      const filters = { status: v.picklist(COMMENT_STATUSES), domain: v.string() }
      const status = v.picklist(COMMENT_STATUSES)
      return { order, filters, status }
    })()

const tag = '留言'

export const comments = sectionOperations({
  name: 'comments',
  path: '/comments',
  row: commentRow,
  // visitors leave comments on the sites: the operators change their status and reply
  creatable: false,
  restorable: true,
  docs: import.meta.env.LEAN_CONTRACT
    ? undefined
    : sectionDocs({
        tag,
        noun: '留言',
        order: d!.order,
        filters: d!.filters,
        dated: true,
        update: v.object({ status: v.optional(d!.status), reply: v.optional(text(500)) }),
        row: commentRow,
        // a batch of comments that no longer exist (or a filter matching none) is refused, not answered 0
        deleteRefusals: [refuse.notFound('所选留言都不存在了，或没有符合 filter 的留言')],
      }),
})

export const commentBatchStatus = operation({
  id: 'comments.batchStatus',
  method: 'POST',
  path: '/comments/batch-status',
  answer: commentStatusResult,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '设置多条留言的状态（按 ids 或 filter）；回答设置的数量和 ids，服务器记下每条留言原来的状态（可以撤销）',
        body: batchBody(d!.filters, { status: d!.status }),
        refusals: [BATCH_REFUSAL, refuse.badRequest('状态不是 pending、approved 或 spam'), refuse.notFound('所选留言都不存在了，或没有符合 filter 的留言')],
      },
})

export const commentBatchStatusUndo = operation({
  id: 'comments.batchStatusUndo',
  method: 'POST',
  path: '/comments/batch-status/undo',
  answer: restoredCount,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '撤销设置状态：把 10 分钟内由 batch-status 或 PUT /api/comments/:id 设置了状态的留言各自改回原来的状态',
        body: idsBody(),
        refusals: [
          refuse.badRequest('没有 ids'),
          refuse.notFound('没有可撤销的状态修改：已超过 10 分钟，或已经撤销过'),
          refuse.conflict('所有留言都不能改回（已被删除，或状态已再次修改）'),
        ],
      },
})

export const commentPendingCount = operation({
  id: 'comments.pendingCount',
  method: 'GET',
  path: '/comments/pending-count',
  answer: count,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag, summary: '等待审核的留言有多少条（菜单上的数字）', refusals: [] },
})
