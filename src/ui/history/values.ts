import { ARTICLE_PUSH_LABELS, ARTICLE_STATUS_LABELS } from '../../api/articles'
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, AUDIT_RESOURCE_LABELS, type AuditEntry, type AuditScope, type AuditValue } from '../../api/audit'
import { BACKLINK_REL_LABELS, BACKLINK_STATUS_LABELS } from '../../api/backlinks'
import { COMMENT_STATUS_LABELS } from '../../api/comments'
import { DOMAIN_STATUS_LABELS } from '../../api/domains'
import { formatDateTime } from '../format'

/** The values the screens show as words, per resource and field (an entry keeps the row's: `inactive`, not 停用). */
const VALUE_LABELS: Partial<Record<AuditEntry['resource'], Record<string, Record<string, string>>>> = {
  domains: { status: DOMAIN_STATUS_LABELS },
  backlinks: { status: BACKLINK_STATUS_LABELS, rel: BACKLINK_REL_LABELS },
  comments: { status: COMMENT_STATUS_LABELS },
  articles: { status: ARTICLE_STATUS_LABELS, pushStatus: ARTICLE_PUSH_LABELS },
}

/** A field's value as the screens show it: a status as its label, a list joined with 、, nothing as （空）. */
export function valueText(resource: AuditEntry['resource'], field: string, value: AuditValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '（空）'
  if (Array.isArray(value)) return value.join('、')
  return VALUE_LABELS[resource]?.[field]?.[String(value)] ?? String(value)
}

export const fieldLabel = (resource: AuditEntry['resource'], field: string) => AUDIT_FIELD_LABELS[resource]?.[field] ?? field
export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource as AuditEntry['resource']] ?? resource
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditEntry['action']] ?? action

const FILTER_LABELS: Record<string, string> = {
  keyword: '关键词',
  theme: '主题',
  status: '状态',
  domain: '域名',
  targetDomain: '目标域名',
  pushStatus: '推送状态',
  engine: '搜索引擎',
}

/** What a batch was sent: 按勾选 N 行 (its ids, gone ones included), or 按筛选 with the list's filter in words. */
export function scopeText(resource: AuditEntry['resource'], scope: AuditScope): string {
  if ('ids' in scope) return `按勾选 ${scope.ids.length} 行`
  const { from, to, ...rest } = scope.filter
  const parts = Object.entries(rest)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${FILTER_LABELS[key] ?? key} ${valueText(resource, key, value)}`)
  if (from || to) parts.push(`创建时间 ${from ? formatDateTime(from) : '…'} 至 ${to ? formatDateTime(to) : '…'}`)
  return `按筛选：${parts.length ? parts.join('，') : '全部'}`
}
