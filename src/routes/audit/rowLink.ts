import type { AuditEntry } from '../../api/audit'

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

const byKeyword = (to: Extract<RowLink, { search: unknown }>['to'], keyword: string | null, label: string): RowLink | null =>
  keyword ? { to, search: { keyword }, label } : null

/**
 * The link from an entry to its row, when the row still exists (`rowExists`, single-row entries only): an article
 * opens in its editor; the other rows have no page of their own, so their list opens filtered to them (by the name
 * the summary gives, or a push's domain).
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
    case 'push': {
      // a push settings entry's row is its domain; a push record's, the domain its summary names
      const domain = entry.action === 'settings' ? id : domainOf(entry.summary)
      return domain ? { to: '/push', search: { domain }, label: '查看推送记录' } : null
    }
    default:
      return null
  }
}
