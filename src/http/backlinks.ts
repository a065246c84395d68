import type { ListQuery } from '../machines/listQuery'
import { paramsFromQuery } from '../machines/listQuery'
import { crudApi } from './crud'
import { http } from './request'

export type BacklinkStatus = 'pending' | 'alive' | 'dead'
export type BacklinkRel = 'dofollow' | 'nofollow'

/** A backlink as GET /api/backlinks answers it (docs/api.md, Backlinks). */
export interface Backlink {
  id: string
  /** The page that links to the network: an http or https URL. */
  sourceUrl: string
  /** The network's domain it points at. */
  targetDomain: string
  anchorText: string
  rel: BacklinkRel
  status: BacklinkStatus
  /** null until the link is first checked. */
  lastCheckedAt: string | null
  createdAt: string
}

export interface BacklinkInput {
  sourceUrl: string
  targetDomain: string
  anchorText: string
  rel: BacklinkRel
}

/** POST /api/backlinks/bulk: one `url anchor-text` per line, all for one target domain and one rel. */
export interface BacklinkBulkInput {
  targetDomain: string
  rel: BacklinkRel
  lines: string[]
}

export type BulkSkipReason = 'duplicate' | 'invalidUrl' | 'protocol' | 'missingAnchor' | 'anchorTooLong' | 'exists'

/** The line-by-line answer of a bulk add; `line` counts from 1, blank lines included. */
export interface BacklinkBulkReport {
  created: (Backlink & { line: number })[]
  skipped: { line: number; value: string; reason: BulkSkipReason; message: string }[]
}

/** What "check now" covers: the chosen rows, or every row matching a list's keyword and filters. */
export type BacklinkCheckTarget = { ids: string[] } | { query: ListQuery }

export interface BacklinkCheckResult {
  checked: number
  alive: number
  dead: number
}

export const BACKLINK_STATUSES: readonly BacklinkStatus[] = ['pending', 'alive', 'dead']
export const backlinkStatusLabels: Record<BacklinkStatus, string> = { pending: '待检测', alive: '有效', dead: '失效' }
export const BACKLINK_RELS: readonly BacklinkRel[] = ['dofollow', 'nofollow']
export const ANCHOR_MAX_LENGTH = 100
export const BULK_MAX_LINES = 1000
/** Checking reaches outside systems: the client refuses a repeat inside this window (请勿请求过快). */
export const CHECK_THROTTLE_MS = 3000

/** What is wrong with a source URL, as both the form and the server say it; null when it is fine. */
export function sourceUrlProblem(text: string): { reason: 'invalidUrl' | 'protocol'; message: string } | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return { reason: 'invalidUrl', message: '不是有效的网址' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { reason: 'protocol', message: '只支持 http 或 https 链接' }
  if (!url.hostname) return { reason: 'invalidUrl', message: '不是有效的网址' }
  return null
}

/** The keyword and filters of a list query: the rows "check all" and export apply to. */
export function matchParams(query: ListQuery): Record<string, string> {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...rest } = paramsFromQuery(query)
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)]))
}

/** The export's params: the matching rows in the list's order, without paging. */
export function exportParams(query: ListQuery): Record<string, string> {
  return { ...matchParams(query), ...(query.sort ? { sort: query.sort, order: query.order } : {}) }
}

export const backlinkApi = {
  ...crudApi<Backlink, BacklinkInput>('/backlinks'),
  bulkCreate: (input: BacklinkBulkInput) => http.post<BacklinkBulkReport>('/backlinks/bulk', input),
  /** POST /api/backlinks/check — throttled: a repeat inside the window is refused before it is sent. */
  check: (target: BacklinkCheckTarget) =>
    http.post<BacklinkCheckResult>('/backlinks/check', 'ids' in target ? { ids: target.ids } : { filters: matchParams(target.query) }, {
      gate: { key: 'backlinks:check', throttle: CHECK_THROTTLE_MS },
    }),
  /** GET /api/backlinks/export — the rows matching the list's keyword and filters, in its order, as CSV. */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => http.stream('/backlinks/export', { params: exportParams(query), signal }),
}
