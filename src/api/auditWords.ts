/**
 * How the audit trail names values, fields and a batch's filter in the screens' own words (状态 启用 → 停用): one copy
 * for the server that writes the summaries (Mirage, the offline backend) and the screens that show an entry's changes.
 */
import { ARTICLE_PUSH_LABELS, ARTICLE_STATUS_LABELS } from './articles'
import { AUDIT_FIELD_LABELS, type AuditResource, type AuditValue } from './audit'
import { BACKLINK_REL_LABELS, BACKLINK_STATUS_LABELS } from './backlinks'
import { COMMENT_STATUS_LABELS } from './comments'
import { DOMAIN_STATUS_LABELS } from './domains'

/** The values the screens show as words, per resource and field (an entry keeps the row's: `inactive`, not 停用). */
const VALUE_LABELS: Partial<Record<AuditResource, Record<string, Record<string, string>>>> = {
  domains: { status: DOMAIN_STATUS_LABELS },
  backlinks: { status: BACKLINK_STATUS_LABELS, rel: BACKLINK_REL_LABELS },
  comments: { status: COMMENT_STATUS_LABELS },
  articles: { status: ARTICLE_STATUS_LABELS, pushStatus: ARTICLE_PUSH_LABELS },
}

/** A value as the screens show it, whole: a status as its label, a list joined with 、, nothing as （空）. */
export function valueText(resource: AuditResource, field: string, value: AuditValue): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '（空）'
  if (Array.isArray(value)) return value.join('、')
  return VALUE_LABELS[resource]?.[field]?.[String(value)] ?? String(value)
}

export const fieldLabel = (resource: AuditResource, field: string) => AUDIT_FIELD_LABELS[resource]?.[field] ?? field

/** A batch filter's keys as the lists' toolbars name them. */
export const FILTER_LABELS: Record<string, string> = {
  keyword: '关键词',
  theme: '主题',
  status: '状态',
  domain: '域名',
  targetDomain: '目标域名',
  pushStatus: '推送状态',
  engine: '搜索引擎',
}
