/** Backlinks (docs/api.md, Backlinks): the row, what a create, bulk add and check send and answer, and the shared rules. */
import * as v from 'valibot'
import { count } from './envelope'
import { versionNumber } from './versions'
import { BULK_MAX_LINES, filledLineCount } from './bulk'

export type BacklinkStatus = 'pending' | 'alive' | 'dead'
export type BacklinkRel = 'dofollow' | 'nofollow'

export const BACKLINK_STATUSES: readonly BacklinkStatus[] = ['pending', 'alive', 'dead']
export const BACKLINK_STATUS_LABELS: Record<BacklinkStatus, string> = { pending: '待检测', alive: '有效', dead: '失效' }
export const BACKLINK_RELS: readonly BacklinkRel[] = ['dofollow', 'nofollow']
/** The link's `rel`, in the interface's words: whether it passes ranking weight to the target (链接属性). */
export const BACKLINK_REL_LABELS: Record<BacklinkRel, string> = { dofollow: '传递权重', nofollow: '不传递权重' }
/** Said when no (or another) `rel` was chosen, by the client and the server alike. */
export const REL_REQUIRED = '请选择链接属性（传递权重或不传递权重）'

/** A backlink as GET /api/backlinks answers it. */
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
  /** 1 at creation, one more on every change of this row (docs/api.md, "Several operators"); absent from a backend without versions. */
  version?: number
}

export interface BacklinkInput {
  sourceUrl: string
  targetDomain: string
  anchorText: string
  rel: BacklinkRel
}

/** POST /api/backlinks/bulk, typed lines: one `url anchor-text` per line, all for one target domain and one rel. */
export interface BacklinkBulkLines {
  targetDomain: string
  rel: BacklinkRel
  lines: string[]
}

/** One row of a table imported under a header (src/api/bulkTable.ts): its line as the person sees it, and its values. */
export interface BacklinkBulkRow {
  line: number
  sourceUrl: string
  anchorText?: string
  /** This row's target; blank or left out: the request's. */
  targetDomain?: string
}

/** POST /api/backlinks/bulk, a table: `targetDomain` is for the rows without one (needed only when there are some). */
export interface BacklinkBulkRows {
  targetDomain?: string
  rel: BacklinkRel
  rows: BacklinkBulkRow[]
}

export type BacklinkBulkInput = BacklinkBulkLines | BacklinkBulkRows

/**
 * The columns a bulk add's table may have, the source URL first: the app's own labels (the export's header) and
 * the English names. Any other column (链接属性, 状态 …) is named in the report as not imported.
 */
export const BACKLINK_IMPORT_COLUMNS = [
  { key: 'sourceUrl', label: '来源链接', names: ['来源链接', '来源', '来源网址', '网址', '链接', 'url', 'source', 'source url', 'link'] },
  { key: 'anchorText', label: '锚文本', names: ['锚文本', 'anchor', 'anchor text'] },
  { key: 'targetDomain', label: '目标域名', names: ['目标域名', 'target', 'target domain'] },
] as const

export type BacklinkImportKey = (typeof BACKLINK_IMPORT_COLUMNS)[number]['key']

/** `target`: a row's target domain that is not in the network. */
export type BulkSkipReason = 'duplicate' | 'invalidUrl' | 'protocol' | 'missingAnchor' | 'anchorTooLong' | 'exists' | 'target'

/** The line-by-line answer of a bulk add; `line` counts from 1, blank lines included. */
export interface BacklinkBulkReport {
  created: (Backlink & { line: number })[]
  skipped: { line: number; value: string; reason: BulkSkipReason; message: string }[]
}

export interface BacklinkCheckResult {
  checked: number
  alive: number
  dead: number
  /** With `versions` in the body: how many of the ids had another version when the check ran. */
  changed?: number
}

export const ANCHOR_MAX_LENGTH = 100

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

/** What is wrong with an anchor text (already trimmed), or null. */
export function anchorTextProblem(anchorText: string): string | null {
  if (!anchorText) return '请输入锚文本'
  if ([...anchorText].length > ANCHOR_MAX_LENGTH) return `锚文本最多 ${ANCHOR_MAX_LENGTH} 个字符`
  return null
}

/** What is wrong with the lines of a bulk add as a whole (none, or too many), or null. */
export const bulkBacklinksProblem = (lines: readonly string[]): string | null => backlinkCountProblem(filledLineCount(lines))

/** What is wrong with the number of backlinks of a bulk add (none, or too many), or null. */
export function backlinkCountProblem(filled: number): string | null {
  if (filled === 0) return '请至少填写一行：网址 锚文本'
  if (filled > BULK_MAX_LINES) return `一次最多 ${BULK_MAX_LINES} 行，当前 ${filled} 行`
  return null
}

/* The answers' schemas: a backlink row, a bulk add's report, a check's counts. */

const backlinkEntries = {
  id: v.string(),
  sourceUrl: v.string(),
  targetDomain: v.string(),
  anchorText: v.string(),
  rel: v.picklist(BACKLINK_RELS),
  status: v.picklist(BACKLINK_STATUSES),
  lastCheckedAt: v.nullable(v.string()),
  createdAt: v.string(),
  version: v.optional(versionNumber),
}

export const backlinkRow: v.GenericSchema<unknown, Backlink> = v.looseObject(backlinkEntries)

const BULK_SKIP_REASONS: readonly BulkSkipReason[] = ['duplicate', 'invalidUrl', 'protocol', 'missingAnchor', 'anchorTooLong', 'exists', 'target']

export const backlinkBulkReport: v.GenericSchema<unknown, BacklinkBulkReport> = v.looseObject({
  created: v.array(v.looseObject({ ...backlinkEntries, line: count })),
  skipped: v.array(v.looseObject({ line: count, value: v.string(), reason: v.picklist(BULK_SKIP_REASONS), message: v.string() })),
})

export const backlinkCheckResult: v.GenericSchema<unknown, BacklinkCheckResult> = v.looseObject({
  checked: count,
  alive: count,
  dead: count,
  changed: v.optional(count),
})
