import { normalizeDomain, type Domain, type DomainBulkInput, type DomainInput, type DomainStatus } from '../api/domains'
import { batchBody, exportParams, type BatchTarget, type ListQuery } from '../api/list'
import { domainBatchTheme, domainBulk, domainExport, domainOptions, domains, domainStatus } from '../api/operations/domains'
import { crudApi, undoableDeletes } from './crud'
import { callOperation, downloadOperation } from './operationCall'

/**
 * GET /api/domains/options — every domain name of the network, for selects in any section (docs/api.md).
 */
export const domainOptionsApi = {
  names: (signal?: AbortSignal) => callOperation(domainOptions, { signal }),
}

export const domainApi = {
  ...crudApi<Domain, DomainInput>(domains),
  ...undoableDeletes(domains),
  /** The theme `domain` uses (GET /api/domains searched for it), or null when the network has no such domain. */
  themeOf: (domain: string, signal?: AbortSignal) =>
    callOperation(domains.list, { params: { keyword: domain, page: 1, pageSize: 100 }, signal, gate: null }).then(
      ({ items }) => items.find((row) => row.domain === normalizeDomain(domain))?.theme ?? null,
    ),
  /** POST /api/domains/bulk — one domain per line, one theme for all; answers what was created and what was skipped. */
  bulkAdd: (input: DomainBulkInput) => callOperation(domainBulk, { body: input }),
  /** POST /api/domains/status — enable or disable one or many domains (by ids, or all matching a filter). */
  setStatus: (target: BatchTarget, status: Exclude<DomainStatus, 'pending'>) => callOperation(domainStatus, { body: { ...batchBody(target), status } }),
  /** POST /api/domains/batch-theme — gives one or many domains (by ids, or all matching a filter) another theme. */
  setTheme: (target: BatchTarget, theme: string) => callOperation(domainBatchTheme, { body: { ...batchBody(target), theme } }),
  /** GET /api/domains/export — the rows matching the query as a CSV file (raw stream GET). */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => downloadOperation(domainExport, { params: exportParams(query), signal }),
}
