import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, type AuditEntry, type AuditScope } from '../../api/audit'
import { FILTER_LABELS, valueText } from '../../api/auditWords'
import { formatDateTime } from '../format'

export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource as AuditEntry['resource']] ?? resource
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditEntry['action']] ?? action

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
