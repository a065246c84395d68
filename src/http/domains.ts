import { paramsFromQuery, type ListQuery } from '../machines/listQuery'
import { crudApi } from './crud'
import { http } from './request'

/**
 * GET /api/domains/options — every domain name of the network, for selects in any section (docs/api.md).
 */
export const domainOptionsApi = {
  names: (signal?: AbortSignal) => http.get<string[]>('/domains/options', { signal }),
}

export type DomainStatus = 'active' | 'inactive' | 'pending'
export const DOMAIN_STATUSES: readonly DomainStatus[] = ['active', 'inactive', 'pending']
export const domainStatusLabels: Record<DomainStatus, string> = { active: '启用', inactive: '停用', pending: '待审核' }

/** A domain as GET /api/domains answers it (docs/api.md). */
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
}

/** POST /api/domains; PUT takes the same fields except `domain`, which cannot change after creation. */
export interface DomainInput {
  domain: string
  theme: string
  status: DomainStatus
  title: string
  keywords: string
  description: string
}

/** At most this many characters per text field (the server refuses longer ones). */
export const DOMAIN_TEXT_LIMITS = { title: 100, keywords: 200, description: 500 } as const

/** A bulk add takes at most this many non-blank lines. */
export const BULK_MAX_LINES = 1000

export type BulkSkipReason = 'duplicate' | 'invalid' | 'exists'

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

/** How a domain is stored: trimmed and lower-case. */
export const normalizeDomain = (value: string) => value.trim().toLowerCase()

/**
 * What is wrong with a host name, as the person should read it; null for a valid one. The same rule on both sides
 * (client and server): letters, digits and hyphens in dot-separated labels of 1–63 characters, no label starting or
 * ending with a hyphen, at least two labels, a top-level label of letters (or an `xn--` IDN label), 253 at most.
 */
export function domainProblem(raw: string): string | null {
  const value = normalizeDomain(raw)
  if (!value) return '请输入域名'
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(value) || /[/?#]/.test(value)) return '只填写域名本身，不要带 http:// 或路径'
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

/** The lines of a bulk-add textarea, numbered as the person sees them; blank lines are kept so numbers match. */
export const bulkLines = (text: string) => text.split(/\r\n|\r|\n/)
export const filledLineCount = (lines: readonly string[]) => lines.filter((line) => line.trim() !== '').length

/** The filters, keyword and order of a list query, without paging: what an export covers. */
export function exportParams(query: ListQuery): Record<string, string | number> {
  const { page: _page, pageSize: _pageSize, ...params } = paramsFromQuery(query)
  return params
}

export const domainApi = {
  ...crudApi<Domain, DomainInput>('/domains'),
  /** POST /api/domains/bulk — one domain per line, one theme for all; answers what was created and what was skipped. */
  bulkAdd: (input: { theme: string; status: DomainStatus; domains: string[] }) => http.post<BulkAddResult>('/domains/bulk', input),
  /** POST /api/domains/status — enable or disable one or many domains. */
  setStatus: (ids: string[], status: Exclude<DomainStatus, 'pending'>) =>
    http.post<{ updated: number }>('/domains/status', { ids, status }),
  /** GET /api/domains/export — the rows matching the query as a CSV file (raw stream GET). */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => http.stream('/domains/export', { params: exportParams(query), signal }),
}
