/** Domains (docs/api.md, Domains): the row, what a create, update or bulk add sends and answers, and the shared rules. */
import { trimInvisible } from './text'
import * as v from 'valibot'
import { count as wholeCount } from './envelope'
import { versionNumber } from './versions'
import { BULK_MAX_LINES, filledLineCount } from './bulk'

export type DomainStatus = 'active' | 'inactive' | 'pending'
export const DOMAIN_STATUSES: readonly DomainStatus[] = ['active', 'inactive', 'pending']
export const DOMAIN_STATUS_LABELS: Record<DomainStatus, string> = { active: '启用', inactive: '停用', pending: '待审核' }

/** A domain as GET /api/domains answers it. */
export interface Domain {
  id: string
  /** A host name, lower-case, unique. */
  domain: string
  /** The name of a theme (GET /api/theme). */
  theme: string
  status: DomainStatus
  title: string
  keywords: string
  description: string
  /** How many articles the domain has (derived by the server). */
  articleCount: number
  createdAt: string
  /** 1 at creation, one more on every change of this row (docs/api.md, "Several operators"); absent from a backend without versions. */
  version?: number
}

/** POST /api/domains; PUT takes the same fields except `domain`, which cannot change after creation. */
export type DomainInput = Omit<Domain, 'id' | 'articleCount' | 'createdAt' | 'version'>

/** At most this many characters per text field (the server refuses longer ones). */
export const DOMAIN_TEXT_LIMITS = { title: 100, keywords: 200, description: 500 } as const

export type DomainTextField = keyof typeof DOMAIN_TEXT_LIMITS

const TEXT_FIELD_NAMES: Record<DomainTextField, string> = { title: '标题', keywords: '关键词', description: '描述' }

/** Whether a text field is too long, as the person should read it; null when it fits. */
export function domainTextProblem(field: DomainTextField, value: string): string | null {
  const max = DOMAIN_TEXT_LIMITS[field]
  return [...trimInvisible(value)].length > max ? `${TEXT_FIELD_NAMES[field]}最多 ${max} 个字符` : null
}

/** POST /api/domains/bulk, typed lines: one domain per line (blank lines kept, so line numbers match), one theme and status for all. */
export interface DomainBulkLines {
  theme: string
  status: DomainStatus
  domains: string[]
}

/** One row of a table imported under a header (src/api/bulkTable.ts): its line as the person sees it, and its values. */
export interface DomainBulkRow {
  line: number
  domain: string
  title?: string
  keywords?: string
  description?: string
  /** This row's theme; blank or left out: the request's. */
  theme?: string
}

/** POST /api/domains/bulk, a table: `theme` is for the rows without one of their own (needed only when there are some). */
export interface DomainBulkRows {
  theme?: string
  status: DomainStatus
  rows: DomainBulkRow[]
}

export type DomainBulkInput = DomainBulkLines | DomainBulkRows

/**
 * The columns a bulk add's table may have, the domain first: the app's own labels (the export's header) and the
 * English names. Any other column is named in the report as not imported.
 */
export const DOMAIN_IMPORT_COLUMNS = [
  { key: 'domain', label: '域名', names: ['域名', 'domain', 'domains', 'host', 'hostname', '网站', '站点'] },
  { key: 'title', label: '标题', names: ['标题', '站点标题', '网站标题', 'title', 'site title'] },
  { key: 'keywords', label: '关键词', names: ['关键词', '关键字', 'keywords', 'keyword'] },
  { key: 'description', label: '描述', names: ['描述', '站点描述', '简介', 'description', 'desc'] },
  { key: 'theme', label: '主题', names: ['主题', 'theme'] },
] as const

export type DomainImportKey = (typeof DOMAIN_IMPORT_COLUMNS)[number]['key']

/** `tooLong`: a title, keywords or description over its limit; `theme`: a row's theme that does not exist. */
export type BulkSkipReason = 'duplicate' | 'invalid' | 'exists' | 'tooLong' | 'theme'
export const BULK_SKIP_REASONS: readonly BulkSkipReason[] = ['duplicate', 'invalid', 'exists', 'tooLong', 'theme']

/** One line of a bulk add that was not added: its number in the textarea (from 1), its text, and why. */
export interface BulkSkip {
  line: number
  value: string
  reason: BulkSkipReason
  message: string
}

/** The answer of POST /api/domains/bulk. */
export interface BulkAddResult {
  /** The new rows, each with the line it came from. */
  created: (Domain & { line: number })[]
  skipped: BulkSkip[]
}

/** What is wrong with the lines of a bulk add as a whole (none, or too many), or null. */
export const bulkDomainsProblem = (lines: readonly string[]): string | null => domainCountProblem(filledLineCount(lines))

/** What is wrong with the number of domains of a bulk add (none, or too many), or null. */
export function domainCountProblem(count: number): string | null {
  if (count === 0) return '请至少填写一个域名，每行一个'
  if (count > BULK_MAX_LINES) return `一次最多添加 ${BULK_MAX_LINES} 个域名（现在有 ${count} 行）`
  return null
}

const ADDRESS_START = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i

/**
 * The host of a domain typed as a web address (`https://www.Example.com/path` → `www.example.com`; a scheme, a path,
 * a query, a port or a user dropped), or null when the text is not one. The client and the server read it alike.
 */
export function hostOfAddress(raw: string): string | null {
  const text = raw.trim()
  const start = ADDRESS_START.exec(text)
  const rest = start ? text.slice(start[0].length) : text
  const [authority] = rest.split(/[/?#]/)
  if (!start && authority === rest && !/:\d*$/.test(authority)) return null
  return authority
    .slice(authority.lastIndexOf('@') + 1)
    .replace(/:\d*$/, '')
    .toLowerCase()
}

/** How a domain is stored: trimmed and lower-case; typed as a web address, its host. */
export const normalizeDomain = (value: string) => hostOfAddress(value) ?? value.trim().toLowerCase()

/**
 * What is wrong with a host name, as the person should read it; null for a valid one. A web address is read as its
 * host first (normalizeDomain), so `https://www.example.com/path` is `www.example.com`. The same rule on both sides
 * (client and server): letters, digits and hyphens in dot-separated labels of 1–63 characters, no label starting or
 * ending with a hyphen, at least two labels, a top-level label of letters (or an `xn--` IDN label), 253 at most.
 */
export function domainProblem(raw: string): string | null {
  const value = normalizeDomain(raw)
  if (!value) return '请输入域名'
  if (/\s/.test(value)) return '域名中不能有空格'
  if (value.length > 253) return '域名最长 253 个字符'
  const labels = value.split('.')
  if (labels.length < 2) return '域名至少要有两段，例如 example.com'
  if (labels.some((label) => label === '')) return '域名的开头、结尾不能是点，也不能有连续的点'
  for (const label of labels) {
    if (label.length > 63) return '域名的每一段最长 63 个字符'
    if (!/^[a-z0-9-]+$/.test(label)) return '域名只能包含英文字母、数字、连字符和点（中文域名请填写 xn-- 形式）'
    if (label.startsWith('-') || label.endsWith('-')) return '域名的每一段不能以连字符开头或结尾'
  }
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels[labels.length - 1])) return '顶级域名不正确，例如 .com、.cn'
  return null
}

/* The answers' schemas: what the client accepts as a domain row and as a bulk add's report. */

const domainEntries = {
  id: v.string(),
  domain: v.string(),
  theme: v.string(),
  status: v.picklist(DOMAIN_STATUSES),
  title: v.string(),
  keywords: v.string(),
  description: v.string(),
  articleCount: wholeCount,
  createdAt: v.string(),
  version: v.optional(versionNumber),
}

export const domainRow: v.GenericSchema<unknown, Domain> = v.looseObject(domainEntries)

export const bulkAddResult: v.GenericSchema<unknown, BulkAddResult> = v.looseObject({
  created: v.array(v.looseObject({ ...domainEntries, line: wholeCount })),
  skipped: v.array(v.looseObject({ line: wholeCount, value: v.string(), reason: v.picklist(BULK_SKIP_REASONS), message: v.string() })),
})
