import { domains as domainsOps } from '../../api/operations/domains'
import { DOMAIN_FILTERS } from '../../api/filters'
import { cleanText, joinKeywords } from '../../api/text'
import type { Server } from 'miragejs'
import {
  domainCountProblem,
  DOMAIN_STATUS_LABELS,
  DOMAIN_STATUSES,
  domainProblem,
  domainTextProblem,
  normalizeDomain,
  type BulkSkip,
  type Domain,
  type DomainBulkRow,
  type DomainInput,
  type DomainStatus,
} from '../../api/domains'
import { listSpecOf, type ListSpec } from '../list'

/** A stored domain: articleCount is derived from the articles on every answer. */
export type DomainRecord = Omit<Domain, 'articleCount'>

type Db = Server['db']
type Table<Row> = Row[] & { find(id: string): Row | null }

export const domainRows = (db: Db) => db.domains as unknown as Table<DomainRecord>
const themeNames = (db: Db) => ((db.themes as unknown as { name: string }[] | undefined) ?? []).map((theme) => theme.name)

/** Articles per domain name; no articles collection (yet) means none. */
export function articleCounts(db: Db): Map<string, number> {
  const counts = new Map<string, number>()
  const articles = (db as unknown as Record<string, { domain?: unknown }[] | undefined>).articles ?? []
  for (const article of articles) {
    if (typeof article.domain === 'string') counts.set(article.domain, (counts.get(article.domain) ?? 0) + 1)
  }
  return counts
}

export const withCounts = (rows: DomainRecord[], counts: Map<string, number>): Domain[] =>
  rows.map((row) => ({ ...row, articleCount: counts.get(row.domain) ?? 0 }))

export const domainListSpec: ListSpec<Domain, typeof DOMAIN_FILTERS> = listSpecOf(domainsOps.list, {
  filters: {
    theme: (row, value) => row.theme === value,
    status: (row, value) => row.status === value,
  },
  created: 'createdAt',
})

const isStatus = (value: unknown): value is DomainStatus => DOMAIN_STATUSES.includes(value as DomainStatus)

/** What is wrong with a domain's theme: none chosen, or not one of the themes. */
export function themeProblem(db: Db, theme: unknown): string | null {
  if (typeof theme !== 'string' || !theme.trim()) return '请选择主题'
  return themeNames(db).includes(theme) ? null : `主题「${theme}」不存在，请刷新后重新选择`
}

/** The field errors of a create (`current` null) or of an update of `current`. */
export function validateDomain(db: Db, body: Partial<DomainInput>, current: DomainRecord | null): Record<string, string> {
  const errors: Record<string, string> = {}
  if (current) {
    if (body.domain !== undefined && normalizeDomain(String(body.domain)) !== current.domain) {
      errors.domain = '域名创建后不能修改；如需更换，请新增域名后删除旧域名'
    }
  } else {
    const problem = domainProblem(typeof body.domain === 'string' ? body.domain : '')
    if (problem) errors.domain = problem
    else if (domainRows(db).some((row) => row.domain === normalizeDomain(body.domain!))) errors.domain = '域名已存在'
  }
  const theme = themeProblem(db, body.theme)
  if (theme) errors.theme = theme
  if (!isStatus(body.status)) errors.status = '请选择状态'
  for (const field of ['title', 'keywords', 'description'] as const) {
    const value = body[field]
    const problem = typeof value === 'string' ? domainTextProblem(field, value) : null
    if (problem) errors[field] = problem
  }
  return errors
}

const text = cleanText

/** The stored fields of a valid create or update body. */
export const recordFields = (body: Partial<DomainInput>) => ({
  theme: body.theme!,
  status: body.status!,
  title: text(body.title),
  keywords: joinKeywords(text(body.keywords)),
  description: text(body.description),
})

/** A domain to create: its name, the line it came from, and what a table's row gave it. */
export interface BulkNew {
  domain: string
  line: number
  theme: string | null
  fields: Pick<DomainInput, 'title' | 'keywords' | 'description'>
}

export interface BulkPlan {
  errors: Record<string, string> | null
  toCreate: BulkNew[]
  skipped: BulkSkip[]
}

const OPTIONAL_TEXTS = ['title', 'keywords', 'description', 'theme'] as const

/** The rows of a table body, or null when `rows` is not a list of them with whole, increasing line numbers. */
function tableRows(rows: unknown): DomainBulkRow[] | null {
  if (!Array.isArray(rows)) return null
  let last = 0
  for (const row of rows as Record<string, unknown>[]) {
    if (typeof row !== 'object' || row === null || typeof row.domain !== 'string') return null
    if (typeof row.line !== 'number' || !Number.isInteger(row.line) || row.line <= last) return null
    if (OPTIONAL_TEXTS.some((field) => row[field] !== undefined && typeof row[field] !== 'string')) return null
    last = row.line
  }
  return rows as DomainBulkRow[]
}

/** The rows of a bulk add, from typed lines (blank ones only count) or a table; a string when the body has neither. */
function bulkRows(body: { domains?: unknown; rows?: unknown }): { rows: DomainBulkRow[] } | { field: string; problem: string } {
  if (body.rows !== undefined) {
    const rows = tableRows(body.rows)
    return rows ? { rows } : { field: 'rows', problem: '格式不正确' }
  }
  const lines = Array.isArray(body.domains) && body.domains.every((line) => typeof line === 'string') ? (body.domains as string[]) : []
  return { rows: lines.flatMap((domain, index) => (domain.trim() ? [{ line: index + 1, domain }] : [])) }
}

/** Why a row's own values cannot be stored (a text too long, an unknown theme), or null. */
function rowProblem(db: Db, row: DomainBulkRow): Pick<BulkSkip, 'reason' | 'message'> | null {
  for (const field of ['title', 'keywords', 'description'] as const) {
    const problem = row[field] ? domainTextProblem(field, row[field]) : null
    if (problem) return { reason: 'tooLong', message: problem }
  }
  const theme = row.theme?.trim()
  if (theme && !themeNames(db).includes(theme)) return { reason: 'theme', message: `主题「${theme}」不存在` }
  return null
}

/**
 * Sorts the rows of a bulk add (typed lines, or a table's rows with their line numbers) into the domains to create
 * and the lines skipped, with why. The request's theme is needed only for rows without a theme of their own.
 */
export function planBulk(db: Db, body: { theme?: unknown; status?: unknown; domains?: unknown; rows?: unknown }): BulkPlan {
  const errors: Record<string, string> = {}
  const read = bulkRows(body)
  const rows = 'rows' in read ? read.rows : []
  if ('problem' in read) errors[read.field] = read.problem
  else {
    const countProblem = domainCountProblem(rows.length)
    if (countProblem) errors[body.rows !== undefined ? 'rows' : 'domains'] = countProblem
  }
  const everyRowHasTheme = body.rows !== undefined && rows.length > 0 && rows.every((row) => row.theme?.trim())
  if (!everyRowHasTheme || (body.theme !== undefined && body.theme !== '')) {
    const theme = themeProblem(db, body.theme)
    if (theme) errors.theme = theme
  }
  if (body.status !== undefined && !isStatus(body.status)) errors.status = '请选择状态'
  if (Object.keys(errors).length) return { errors, toCreate: [], skipped: [] }

  const existing = new Set(domainRows(db).map((row) => row.domain))
  const firstLine = new Map<string, number>()
  const toCreate: BulkNew[] = []
  const skipped: BulkSkip[] = []
  for (const row of rows) {
    const { line } = row
    const value = row.domain.trim()
    const name = normalizeDomain(value)
    const problem = domainProblem(value)
    const earlier = firstLine.get(name)
    const own = problem || earlier !== undefined ? null : rowProblem(db, row)
    if (problem) skipped.push({ line, value, reason: 'invalid', message: problem })
    else if (earlier !== undefined) skipped.push({ line, value, reason: 'duplicate', message: `与第 ${earlier} 行重复` })
    else if (existing.has(name)) skipped.push({ line, value, reason: 'exists', message: '域名已存在' })
    else if (own) skipped.push({ line, value, ...own })
    else
      toCreate.push({
        domain: name,
        line,
        theme: row.theme?.trim() || null,
        fields: { title: row.title ?? '', keywords: row.keywords ?? '', description: row.description ?? '' },
      })
    if (!problem && earlier === undefined) firstLine.set(name, line)
  }
  return { errors: null, toCreate, skipped }
}

export const EXPORT_HEADER = ['域名', '主题', '状态', '标题', '关键词', '描述', '文章数', '创建时间'] as const

export const exportRow = (row: Domain) => [
  row.domain,
  row.theme,
  DOMAIN_STATUS_LABELS[row.status],
  row.title,
  row.keywords,
  row.description,
  row.articleCount,
  row.createdAt,
]
