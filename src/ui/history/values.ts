import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, type AuditEntry, type AuditResource, type AuditScope, type AuditValue } from '../../api/audit'
import { FILTER_LABELS, valueText } from '../../api/auditWords'
import { formatBytes, formatDateTime } from '../format'

export const resourceLabel = (resource: string) => AUDIT_RESOURCE_LABELS[resource as AuditEntry['resource']] ?? resource
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditEntry['action']] ?? action

/** The fields an entry keeps as a number of bytes: shown as the screens show a size (1.8 MB), not 1843200. */
const SIZE_FIELDS: Partial<Record<AuditResource, readonly string[]>> = { themes: ['packageSize'] }

/** A changed value as the screens show it: a size in KB or MB, a status as its label, nothing as （空）. */
export function changeValueText(resource: AuditResource, field: string, value: AuditValue): string {
  if (typeof value === 'number' && SIZE_FIELDS[resource]?.includes(field)) return formatBytes(value)
  return valueText(resource, field, value)
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
