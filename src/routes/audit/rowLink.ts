import type { AuditEntry } from '../../api/audit'
import { PUSH_ENGINE_LABELS, PUSH_STATUS_LABELS } from '../../api/push'
import { dayOf } from '../../machines/dateRange'

/** Where an entry's row is shown: its list filtered to it, or the article's editor. */
export type RowLink =
  | { to: '/themes' | '/domain' | '/anti-chain' | '/comment' | '/push'; search: Record<string, string>; label: string }
  | { to: '/articles/$id'; params: { id: string }; label: string }

/**
 * The name a single-row entry's summary gives its row (docs/api.md, 操作日志: 域名「a.com」, 「张三」的留言): the first
 * 「…」, less the `…` of a name cut at 60 characters (the keyword search finds the row by the part kept).
 */
function nameOf(summary: string): string | null {
  const name = /「([^」]+)」/.exec(summary)?.[1]
  return name ? name.replace(/…$/, '') : null
}

/** The domain a push record's summary names in brackets: 推送 12 条网址到百度（keji-lab.com）. */
const domainOf = (summary: string) => /（([a-z0-9.-]+\.[a-z0-9-]+)）/i.exec(summary)?.[1] ?? null

/** The value whose label a summary names right after `before` (到百度, ：部分成功), the longest label first. */
function valueAfter<Value extends string>(summary: string, before: string, labels: Record<Value, string>): Value | null {
  const named = (Object.entries(labels) as [Value, string][]).sort(([, a], [, b]) => b.length - a.length)
  return named.find(([, label]) => summary.includes(`${before}${label}`))?.[0] ?? null
}

/**
 * A push record's link: the push records narrowed to it by what the list can filter on — its engine, domain and
 * status as the summary names them (推送 12 条网址到百度（keji-lab.com）：部分成功), and the day it was pushed
 * (the 创建时间 range; the entry is recorded as the record is made). The list has no filter by record id, so pushes
 * alike in all four stay beside it.
 */
function pushRecordLink(entry: AuditEntry): RowLink {
  const day = dayOf(new Date(entry.at))
  const found = {
    engine: valueAfter(entry.summary, '到', PUSH_ENGINE_LABELS),
    domain: domainOf(entry.summary),
    status: valueAfter(entry.summary, '：', PUSH_STATUS_LABELS),
  }
  const search = Object.fromEntries(Object.entries(found).filter((pair): pair is [string, string] => pair[1] !== null))
  return { to: '/push', search: { ...search, from: day, to: day }, label: '查看推送记录' }
}

const byKeyword = (to: Extract<RowLink, { search: unknown }>['to'], keyword: string | null, label: string): RowLink | null =>
  keyword ? { to, search: { keyword }, label } : null

/**
 * The link from an entry to its row, when the row still exists (`rowExists`, single-row entries only): an article
 * opens in its editor; the other rows have no page of their own, so their list opens filtered to them (by the name
 * the summary gives; a push record by its engine, domain, status and day).
 */
export function rowLink(entry: AuditEntry): RowLink | null {
  if (!entry.rowExists || entry.rowIds.length !== 1) return null
  const id = String(entry.rowIds[0])
  switch (entry.resource) {
    case 'articles':
      return { to: '/articles/$id', params: { id }, label: '打开文章' }
    case 'themes':
      return byKeyword('/themes', nameOf(entry.summary), '查看主题')
    case 'domains':
      return byKeyword('/domain', nameOf(entry.summary), '查看域名')
    case 'backlinks':
      return byKeyword('/anti-chain', nameOf(entry.summary), '查看反链')
    case 'comments':
      return byKeyword('/comment', nameOf(entry.summary), '查看留言')
    case 'push':
      // a push settings entry's row is its domain: the records of that domain
      return entry.action === 'settings' ? { to: '/push', search: { domain: id }, label: '查看推送记录' } : pushRecordLink(entry)
    default:
      return null
  }
}
