import { domains as domainsOps } from '../../api/operations/domains'
import { DOMAIN_FILTERS } from '../../api/filters'
import { cleanText, joinKeywords } from '../../api/text'
import type { Server } from 'miragejs'
import {
  bulkDomainsProblem,
  DOMAIN_STATUS_LABELS,
  DOMAIN_STATUSES,
  domainProblem,
  domainTextProblem,
  normalizeDomain,
  type BulkSkip,
  type Domain,
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

export interface BulkPlan {
  errors: Record<string, string> | null
  /** The names to create, each with the line it came from. */
  toCreate: { domain: string; line: number }[]
  skipped: BulkSkip[]
}

/** Sorts the lines of a bulk add into the names to create and the lines skipped, with why. Blank lines are ignored. */
export function planBulk(db: Db, body: { theme?: unknown; status?: unknown; domains?: unknown }): BulkPlan {
  const errors: Record<string, string> = {}
  const theme = themeProblem(db, body.theme)
  if (theme) errors.theme = theme
  if (body.status !== undefined && !isStatus(body.status)) errors.status = '请选择状态'
  const lines = Array.isArray(body.domains) && body.domains.every((line) => typeof line === 'string') ? (body.domains as string[]) : null
  const linesProblem = bulkDomainsProblem(lines ?? [])
  if (linesProblem) errors.domains = linesProblem
  if (Object.keys(errors).length || !lines) return { errors, toCreate: [], skipped: [] }

  const existing = new Set(domainRows(db).map((row) => row.domain))
  const firstLine = new Map<string, number>()
  const toCreate: BulkPlan['toCreate'] = []
  const skipped: BulkSkip[] = []
  lines.forEach((raw, index) => {
    const line = index + 1
    const value = raw.trim()
    if (!value) return
    const name = normalizeDomain(value)
    const problem = domainProblem(value)
    const earlier = firstLine.get(name)
    if (problem) skipped.push({ line, value, reason: 'invalid', message: problem })
    else if (earlier !== undefined) skipped.push({ line, value, reason: 'duplicate', message: `与第 ${earlier} 行重复` })
    else if (existing.has(name)) skipped.push({ line, value, reason: 'exists', message: '域名已存在' })
    else toCreate.push({ domain: name, line })
    if (!problem && earlier === undefined) firstLine.set(name, line)
  })
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
