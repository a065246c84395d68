/**
 * 操作日志 (docs/api.md, 操作日志): the audit trail, a list like the others, its export and the operators it names.
 * Optional: a backend may lack each.
 */
import * as v from 'valibot'
import { operation, type ListOrder } from '../contract'
import { pageOf } from '../envelope'
import { auditEntryRow, AUDIT_ACTIONS, AUDIT_RESOURCES } from '../audit'
import { meAnswer, stampAnswer } from '../versions'
import { exportQuery, LIST_REFUSAL, listQuery, refuse } from './shared'

const tag = '操作日志'
/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const order: ListOrder = {
        sortable: ['at', 'operator', 'resource', 'action'],
        defaultSort: { field: 'at', order: 'desc' },
        searchable: ['summary', 'rowIds', 'changes'],
      }
      const filters = {
        operator: v.pipe(v.string(), v.description('操作人的用户名（精确匹配）')),
        resource: v.picklist(AUDIT_RESOURCES),
        action: v.picklist(AUDIT_ACTIONS),
        rowId: v.pipe(v.string(), v.description('一行的 id：只看 rowIds 含有它的条目（一行的历史），须与 resource 一起给出')),
      }
      const refusals = [refuse.badRequest('rowId 没有和 resource 一起给出')]
      return { order, filters, refusals }
    })()

export const audit = operation({
  id: 'audit.list',
  method: 'GET',
  path: '/audit',
  answer: pageOf(auditEntryRow),
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary:
          '操作日志的一页：每一次修改（新增、修改、删除、恢复、批量操作、上传、推送、推送设置）和登录，谁在何时做的；from、to 是 at 的范围；默认最新的在前',
        query: listQuery(d!.order, d!.filters),
        list: d!.order,
        refusals: [LIST_REFUSAL, ...d!.refusals],
      },
})

export const auditStamp = operation({
  id: 'audit.stamp',
  method: 'GET',
  path: '/audit/stamp',
  answer: stampAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '操作日志这一页的变更标记：与列表同样的查询参数，只回答 stamp（与列表回答中的 stamp 相同），这一页的条目或总数变化时它就变化',
        query: listQuery(d!.order, d!.filters),
        refusals: [LIST_REFUSAL, ...d!.refusals],
      },
})

export const auditExport = operation({
  id: 'audit.export',
  method: 'GET',
  path: '/audit/export',
  answer: 'csv',
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '按列表的关键词、筛选和排序导出所有匹配的操作日志，CSV（UTF-8 带 BOM）',
        query: exportQuery(d!.order, d!.filters),
        refusals: [refuse.badRequest('时间不是带时区的 ISO 8601 时间，或开始晚于结束'), ...d!.refusals],
      },
})

/** Every operator the trail has entries of, as GET /api/me names one: the 操作人 filter's choices. */
export const auditOperators = operation({
  id: 'audit.operators',
  method: 'GET',
  path: '/audit/operators',
  answer: v.array(meAnswer),
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '操作日志中出现过的每一位操作人（有条目的，失败的登录所填的用户名也算），与 GET /api/me 同样的 { username, displayName }，按用户名排序',
        refusals: [],
      },
})
