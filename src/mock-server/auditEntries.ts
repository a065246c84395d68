/**
 * What an entry of the audit trail says about one call (docs/api.md, 操作日志, "What is recorded"): its action, the
 * rows it touched, its scope and count, the changed fields and a one-line summary, from the rows the call changed
 * (auditJournal.ts), what it was sent and what it answered.
 */
import { AUDIT_FIELD_LABELS, AUDIT_SECRET, type AuditAction, type AuditChange, type AuditResource, type AuditScope, type AuditValue } from '../api/audit'
import { COMMENT_STATUS_LABELS, type CommentStatus } from '../api/comments'
import { PUSH_ENGINE_LABELS, PUSH_SECRET_LABELS, PUSH_STATUS_LABELS, type PushEngine, type PushStatus } from '../api/push'
import type { StoredEntry } from './auditList'
import type { Row, Touch } from './auditJournal'
import { changesSummary, counted, kept, rowName, scopeText } from './auditText'

/** What an entry says, beside who and when. */
export type Said = Pick<StoredEntry, 'resource' | 'action' | 'rowIds' | 'summary' | 'scope' | 'count' | 'changes'>

/** One call, as the recorder saw it. */
export interface Call {
  /** The operation's short name: `update` of `domains.update`, `status` of `domains.status`. */
  name: string
  resource: AuditResource
  action: AuditAction
  body: Record<string, unknown>
  data: unknown
  /** The rows of the call's own table it changed. */
  touches: Touch[]
  /** The row the call names by its path (`PUT /api/domains/:id`), as it is now. */
  current: Row | null
}

const SECRETS = ['baiduToken', 'bingApiKey', 'indexNowKey']

/** The fields of a row's change that an entry names, secrets masked. */
export function changesOf(resource: AuditResource, touch: Touch): AuditChange[] {
  const fields = Object.keys(AUDIT_FIELD_LABELS[resource])
  const raw = (row: Row | null, field: string) => (row?.[field] ?? null) as AuditValue
  // a secret replaced by another is a change, though both show as ••••
  const value = (row: Row | null, field: string): AuditValue => {
    const stored = raw(row, field)
    if (SECRETS.includes(field)) return stored === null || stored === '' ? null : AUDIT_SECRET
    return kept(Array.isArray(stored) ? stored.map(String) : stored)
  }
  return fields
    .filter((field) => JSON.stringify(raw(touch.before, field)) !== JSON.stringify(raw(touch.after, field)))
    .map((field) => ({ field, before: value(touch.before, field), after: value(touch.after, field) }))
}

const rowOf = (touch: Touch) => (touch.after ?? touch.before)!
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

function scopeOf(body: Record<string, unknown>): AuditScope | undefined {
  if (Array.isArray(body.ids)) return { ids: body.ids.map(String) }
  if (body.filter && typeof body.filter === 'object') return { filter: { ...(body.filter as Record<string, string>) } }
  return undefined
}

/** The summary of a batch by `{ ids }` or `{ filter }`: what it did, and to which rows. */
function batchSummary(call: Call, n: number, scope: AuditScope): string {
  const { name, resource, body } = call
  const what = counted(resource, n)
  const status = String(body.status ?? '')
  const done =
    name === 'batchDelete'
      ? `批量删除 ${what}`
      : name === 'batchTheme'
        ? `批量将 ${what}的主题更换为「${String(body.theme)}」`
        : name === 'check'
          ? `检测 ${what}：有效 ${call.touches.filter((t) => t.after?.status === 'alive').length} 条，失效 ${call.touches.filter((t) => t.after?.status === 'dead').length} 条`
          : resource === 'domains'
            ? `批量${status === 'active' ? '启用' : '停用'} ${what}`
            : resource === 'comments'
              ? status === 'spam'
                ? `批量将 ${what}标为垃圾`
                : `批量将 ${what}设为${COMMENT_STATUS_LABELS[status as CommentStatus] ?? status}`
              : status === 'published'
                ? `批量发布 ${what}`
                : `批量将 ${what}设为草稿`
  return `${done}（${scopeText(resource, scope)}）`
}

/** The push records a push left: `推送 12 条网址到百度（keji-lab.com）：部分成功`. */
function pushSummary(call: Call, records: Row[]): string {
  if (call.name === 'articles') {
    const engine = PUSH_ENGINE_LABELS[call.body.engine as PushEngine] ?? String(call.body.engine)
    const results = ((call.data as { results?: unknown[] } | null)?.results ?? []).length
    const by = (['success', 'partial', 'failed'] as PushStatus[])
      .map((status) => [status, records.filter((record) => record.status === status).length] as const)
      .filter(([, n]) => n > 0)
      .map(([status, n]) => `${PUSH_STATUS_LABELS[status]} ${n} 个`)
    const articles = Array.isArray(call.body.articleIds) ? call.body.articleIds.length : 0
    return `推送 ${articles} 篇文章到${engine}：${results} 个域名${by.length ? `，${by.join('，')}` : ''}`
  }
  const record = records[0]
  const engine = PUSH_ENGINE_LABELS[record.engine as PushEngine] ?? String(record.engine)
  const verb = call.name === 'retry' ? '重新推送' : '推送'
  return `${verb} ${String(record.urlCount)} 条网址到${engine}（${String(record.domain)}）：${PUSH_STATUS_LABELS[record.status as PushStatus] ?? String(record.status)}`
}

/** What the entry of `call` says; null when the call changed nothing an entry is about (a push that sent nothing). */
export function said(call: Call): Said | null {
  const { name, resource, action, body, touches } = call
  const ids = touches.map((touch) => touch.id)
  const base = { resource, action, rowIds: ids }
  if (action === 'push') {
    // a push also takes the URLs it got accepted out of older records: its entry is about the records it left
    const records = touches.filter((touch) => !touch.before).map(rowOf)
    const rowIds = records.map((row) => row.id)
    return records.length ? { ...base, rowIds, summary: pushSummary(call, records), ...(name === 'articles' ? { count: rowIds.length } : {}) } : null
  }
  if (action === 'settings') {
    const domains = touches.map((touch) => String(rowOf(touch).domain))
    if (name === 'saveSettingsBatch') {
      const secret = PUSH_SECRET_LABELS[body.engine as PushEngine] ?? '密钥'
      return { ...base, rowIds: domains, count: domains.length, summary: `批量设置 ${domains.length} 个域名的${secret}` }
    }
    const domain =
      domains[0] ??
      String(body.domain ?? '')
        .trim()
        .toLowerCase()
    const changes = touches[0] ? changesOf(resource, touches[0]) : []
    return { ...base, rowIds: [domain], changes, summary: `修改推送设置（${domain}）：${changesSummary(resource, changes)}` }
  }
  const scope = scopeOf(body)
  if (action === 'batch' && scope) return { ...base, scope, count: ids.length, summary: batchSummary(call, ids.length, scope) }
  if (action === 'create' && name === 'bulk') {
    const skipped = ((call.data as { skipped?: unknown[] } | null)?.skipped ?? []).length
    return { ...base, count: ids.length, summary: `批量添加 ${counted(resource, ids.length)}${skipped ? `（跳过 ${skipped} 行）` : ''}` }
  }
  if (action === 'restore') {
    const summary =
      name === 'batchThemeUndo'
        ? `撤销更换主题：${ids.length} 个域名改回原来的主题`
        : name === 'batchStatusUndo'
          ? `撤销修改状态：${ids.length} 条留言改回原来的状态`
          : ids.length === 1
            ? `恢复${rowName(resource, rowOf(touches[0]))}`
            : `恢复 ${counted(resource, ids.length)}`
    return { ...base, count: ids.length, summary }
  }
  const row = touches[0] ? rowOf(touches[0]) : call.current
  if (!row) return null
  const named = rowName(resource, row)
  const single = { ...base, rowIds: [row.id] }
  if (action === 'create') return { ...single, summary: `新增${named}` }
  if (action === 'delete') return { ...single, summary: `删除${named}` }
  const changes = touches[0] ? changesOf(resource, touches[0]) : []
  if (action === 'upload') return { ...single, changes, summary: `上传${named}的主题包 ${String(row.packageName)}（${size(Number(row.packageSize))}）` }
  return { ...single, changes, summary: `修改${named}：${changesSummary(resource, changes)}` }
}
