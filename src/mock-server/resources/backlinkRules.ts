/**
 * What the backlink handlers share (src/mock-server/resources/backlinks.ts): the table, the target and rel checks,
 * and the bulk add (docs/api.md, POST /api/backlinks/bulk), from typed lines or a table's rows.
 */
import type { Server } from 'miragejs'
import {
  ANCHOR_MAX_LENGTH,
  BACKLINK_RELS,
  backlinkCountProblem,
  REL_REQUIRED,
  sourceUrlProblem,
  type Backlink,
  type BacklinkBulkReport,
} from '../../api/backlinks'
import { nowIso } from '../list'
import { urlKey } from './backlinkSeeds'

export type Db = Server['db']
type Table = {
  find(id: string): Backlink | null
  insert(row: object): Backlink
  update(id: string, patch: object): Backlink
  remove(ids: string | string[]): void
}
export const backlinks = (db: Db) => db.backlinks as unknown as Table & Backlink[]
const domainNames = (db: Db) => new Set(((db.domains as unknown as { domain: string }[] | undefined) ?? []).map((row) => row.domain))
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const exists = (db: Db, sourceUrl: string, targetDomain: string, exceptId: string | null) => {
  const key = urlKey(sourceUrl)
  return backlinks(db).some((row) => row.targetDomain === targetDomain && row.id !== exceptId && urlKey(row.sourceUrl) === key)
}

export function targetErrors(db: Db, targetDomain: string, rel: unknown, withTarget = true): Record<string, string> {
  const errors: Record<string, string> = {}
  if (withTarget && !targetDomain) errors.targetDomain = '请选择目标域名'
  else if (withTarget && !domainNames(db).has(targetDomain)) errors.targetDomain = `域名 ${targetDomain} 不在站群中`
  if (!BACKLINK_RELS.includes(rel as Backlink['rel'])) errors.rel = REL_REQUIRED
  return errors
}

/** One row of a bulk add: typed lines become rows too (the URL before the first whitespace, the anchor text after it). */
interface BulkRow {
  line: number
  value: string
  sourceUrl: string
  anchorText: string
  targetDomain: string
}

const lineRows = (lines: string[], targetDomain: string): BulkRow[] =>
  lines.flatMap((raw, index) => {
    const value = raw.trim()
    if (!value) return []
    const [, sourceUrl, rest = ''] = /^(\S+)(?:\s+([\s\S]*))?$/.exec(value)!
    return [{ line: index + 1, value, sourceUrl, anchorText: rest.trim(), targetDomain }]
  })

/** A table's rows (src/api/bulkTable.ts), or null when `rows` is not a list of them with whole, increasing line numbers. */
function tableRows(rows: unknown, targetDomain: string): BulkRow[] | null {
  if (!Array.isArray(rows)) return null
  let last = 0
  const read: BulkRow[] = []
  for (const row of rows as Record<string, unknown>[]) {
    if (typeof row !== 'object' || row === null || typeof row.sourceUrl !== 'string') return null
    if (typeof row.line !== 'number' || !Number.isInteger(row.line) || row.line <= last) return null
    if ([row.anchorText, row.targetDomain].some((field) => field !== undefined && typeof field !== 'string')) return null
    last = row.line
    const sourceUrl = row.sourceUrl.trim()
    const anchorText = text(row.anchorText)
    read.push({
      line: row.line,
      value: [sourceUrl, anchorText].filter(Boolean).join(' '),
      sourceUrl,
      anchorText,
      targetDomain: text(row.targetDomain) || targetDomain,
    })
  }
  return read
}

/** POST /api/backlinks/bulk: every row either becomes a backlink or is reported with its reason. */
export function bulkAdd(db: Db, rows: BulkRow[], rel: Backlink['rel']): BacklinkBulkReport {
  const report: BacklinkBulkReport = { created: [], skipped: [] }
  const firstLine = new Map<string, number>()
  const table = backlinks(db)
  const network = domainNames(db)
  const existing = new Set(table.map((row) => `${row.targetDomain} ${urlKey(row.sourceUrl)}`))
  const now = nowIso()
  for (const { line, value, sourceUrl, anchorText, targetDomain } of rows) {
    const skip = (reason: BacklinkBulkReport['skipped'][number]['reason'], message: string) => report.skipped.push({ line, value, reason, message })
    const problem = sourceUrlProblem(sourceUrl)
    if (problem) {
      skip(problem.reason, problem.message)
      continue
    }
    if (!network.has(targetDomain)) {
      skip('target', `域名 ${targetDomain} 不在站群中`)
      continue
    }
    const key = `${targetDomain} ${urlKey(sourceUrl)}`
    const earlier = firstLine.get(key)
    if (earlier !== undefined) skip('duplicate', `与第 ${earlier} 行重复`)
    else {
      firstLine.set(key, line)
      if (!anchorText) skip('missingAnchor', '缺少锚文本（网址后空一格再写锚文本）')
      else if ([...anchorText].length > ANCHOR_MAX_LENGTH) skip('anchorTooLong', `锚文本超过 ${ANCHOR_MAX_LENGTH} 个字符`)
      else if (existing.has(key)) skip('exists', `指向 ${targetDomain} 的该链接已存在`)
      else {
        const row = table.insert({ sourceUrl, targetDomain, anchorText, rel, status: 'pending', lastCheckedAt: null, createdAt: now })
        report.created.push({ ...row, line })
      }
    }
  }
  return report
}

/** The rows of a bulk add's body, or the field errors that refuse it whole. */
export function bulkRows(db: Db, body: Record<string, unknown>): { rows: BulkRow[] } | { errors: Record<string, string> } {
  const targetDomain = text(body.targetDomain)
  const isTable = body.rows !== undefined
  const lines = Array.isArray(body.lines) && body.lines.every((line) => typeof line === 'string') ? (body.lines as string[]) : []
  const rows = isTable ? tableRows(body.rows, targetDomain) : lineRows(lines, targetDomain)
  // the request's target matters only for rows without one of their own
  const needsTarget = !isTable || targetDomain !== '' || !rows || rows.length === 0 || rows.some((row) => !row.targetDomain)
  const errors = targetErrors(db, targetDomain, body.rel, needsTarget)
  if (!rows) errors.rows = '格式不正确'
  else {
    const countProblem = backlinkCountProblem(rows.length)
    if (countProblem) errors[isTable ? 'rows' : 'lines'] = countProblem
  }
  return Object.keys(errors).length || !rows ? { errors } : { rows }
}
