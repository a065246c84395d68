/**
 * The words of the audit trail (docs/api.md, 操作日志): how a summary names a row, a value, a batch's filter and an
 * update's changes, in the screens' own words (状态 启用 → 停用), and how long values are kept.
 */
import type { AuditChange, AuditResource, AuditScope, AuditValue } from '../api/audit'
import { fieldLabel, FILTER_LABELS, valueText } from '../api/auditWords'

/** What a row is called and counted as: 个域名, 条反链. */
export const NOUNS: Record<AuditResource, { noun: string; unit: string }> = {
  themes: { noun: '主题', unit: '个' },
  domains: { noun: '域名', unit: '个' },
  backlinks: { noun: '反链', unit: '条' },
  comments: { noun: '留言', unit: '条' },
  articles: { noun: '文章', unit: '篇' },
  push: { noun: '推送记录', unit: '条' },
  auth: { noun: '登录', unit: '次' },
}

export const counted = (resource: AuditResource, count: number) => `${count} ${NOUNS[resource].unit}${NOUNS[resource].noun}`

/** A text cut to `max` characters (code points) with `…`, on one line. */
export function cut(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ')]
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('')
}

/** A row by its name: 域名「a.com」, 「张三」的留言. */
export function rowName(resource: AuditResource, row: Record<string, unknown>): string {
  const text = (value: unknown) => cut(String(value ?? ''), 60)
  switch (resource) {
    case 'themes':
      return `主题「${text(row.name)}」`
    case 'domains':
      return `域名「${text(row.domain)}」`
    case 'backlinks':
      return `反链「${text(row.sourceUrl)}」`
    case 'comments':
      return `「${text(row.author)}」的留言`
    case 'articles':
      return `文章「${text(row.title)}」`
    default:
      return `${NOUNS[resource].noun}「${text(row.id)}」`
  }
}

/** An update's changes in a summary: at most three fields, each value cut to 20 characters. */
export function changesSummary(resource: AuditResource, changes: readonly AuditChange[]): string {
  if (changes.length === 0) return '没有改动'
  const shown = changes
    .slice(0, 3)
    .map(
      ({ field, before, after }) =>
        `${fieldLabel(resource, field)} ${cut(valueText(resource, field, before), 20)} → ${cut(valueText(resource, field, after), 20)}`,
    )
  return shown.join('；') + (changes.length > 3 ? `…等 ${changes.length} 项` : '')
}

/** Every change whole, for the export's 修改内容 column. */
export const changesText = (resource: AuditResource, changes: readonly AuditChange[]) =>
  changes
    .map(({ field, before, after }) => `${fieldLabel(resource, field)}：${valueText(resource, field, before)} → ${valueText(resource, field, after)}`)
    .join('；')

/** An instant in China time, to the minute: the operators' own (the filter's range is sent as UTC instants). */
function chinaTime(instant: string): string {
  const ms = Date.parse(instant)
  if (Number.isNaN(ms)) return instant
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

/** A batch's scope in words: 按勾选, 按筛选：目标域名 a.com, 按筛选：全部. */
export function scopeText(resource: AuditResource, scope: AuditScope): string {
  if ('ids' in scope) return '按勾选'
  const { from, to, ...rest } = scope.filter
  const parts = Object.entries(rest)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${FILTER_LABELS[key] ?? key} ${valueText(resource, key, value)}`)
  if (from || to) parts.push(`创建时间 ${from ? chinaTime(from) : '…'} 至 ${to ? chinaTime(to) : '…'}`)
  return `按筛选：${parts.length ? parts.join('，') : '全部'}`
}

/** A long text value as an entry keeps it: its first 200 characters, and how long it was. */
export function kept(value: AuditValue): AuditValue {
  if (typeof value !== 'string') return value
  const chars = [...value]
  return chars.length > 200 ? `${chars.slice(0, 200).join('')}…（共 ${chars.length} 个字符）` : value
}
