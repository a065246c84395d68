import { bulkAddResult, domainRow, normalizeDomain, type Domain, type DomainBulkInput, type DomainInput, type DomainStatus } from '../api/domains'
import { names, pageOf, updatedCount } from '../api/envelope'
import { batchBody, exportParams, type BatchTarget, type ListQuery } from '../api/list'
import { crudApi, undoableDeletes } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

/**
 * GET /api/domains/options — every domain name of the network, for selects in any section (docs/api.md).
 */
export const domainOptionsApi = {
  names: (signal?: AbortSignal) => http.get('/domains/options', names, { signal }),
}

const domainPage = pageOf(domainRow)

export const domainApi = {
  ...crudApi<Domain, DomainInput>(LIST_PATHS.domains, domainRow),
  ...undoableDeletes(LIST_PATHS.domains),
  /** The theme `domain` uses (GET /api/domains searched for it), or null when the network has no such domain. */
  themeOf: (domain: string, signal?: AbortSignal) =>
    http
      .get(LIST_PATHS.domains, domainPage, { params: { keyword: domain, page: 1, pageSize: 100 }, signal })
      .then(({ items }) => items.find((row) => row.domain === normalizeDomain(domain))?.theme ?? null),
  /** POST /api/domains/bulk — one domain per line, one theme for all; answers what was created and what was skipped. */
  bulkAdd: (input: DomainBulkInput) => http.post('/domains/bulk', input, bulkAddResult),
  /** POST /api/domains/status — enable or disable one or many domains (by ids, or all matching a filter). */
  setStatus: (target: BatchTarget, status: Exclude<DomainStatus, 'pending'>) => http.post('/domains/status', { ...batchBody(target), status }, updatedCount),
  /** POST /api/domains/batch-theme — gives one or many domains (by ids, or all matching a filter) another theme. */
  setTheme: (target: BatchTarget, theme: string) => http.post('/domains/batch-theme', { ...batchBody(target), theme }, updatedCount),
  /** GET /api/domains/export — the rows matching the query as a CSV file (raw stream GET). */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => http.stream('/domains/export', { params: exportParams(query), signal }),
}
