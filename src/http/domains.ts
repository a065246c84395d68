import { normalizeDomain, type Domain, type DomainBulkInput, type DomainInput, type DomainStatus } from '../api/domains'
import { exportParams, type ListQuery } from '../api/list'
import { domainBatchTheme, domainBatchThemeUndo, domainBulk, domainExport, domainOptions, domains, domainStatus } from '../api/operations/domains'
import { capabilities } from './capabilities'
import { crudApi, undoableDeletes, versionedBatch, type VersionedTarget } from './crud'
import { callOperation, downloadOperation, loadCapabilities } from './operationCall'

/**
 * GET /api/domains/options — every domain name of the network, for selects in any section (docs/api.md).
 */
export const domainOptionsApi = {
  names: (signal?: AbortSignal) => callOperation(domainOptions, { signal }),
}

const canUndoTheme = () => capabilities.has(domainBatchThemeUndo)

export const domainApi = {
  ...crudApi<Domain, DomainInput>(domains),
  ...undoableDeletes(domains),
  /** The theme `domain` uses (GET /api/domains searched for it), or null when the network has no such domain. */
  themeOf: (domain: string, signal?: AbortSignal) =>
    callOperation(domains.list, { params: { keyword: domain, page: 1, pageSize: 100 }, signal, gate: null }).then(
      ({ items }) => items.find((row) => row.domain === normalizeDomain(domain))?.theme ?? null,
    ),
  /**
   * The domain as the list has it now, found by its name (which never changes), without a toast: null when the list
   * has no such row. What a question from the list compares with the row it showed.
   */
  now: (row: Pick<Domain, 'id' | 'domain'>) =>
    callOperation(domains.list, { params: { keyword: row.domain, page: 1, pageSize: 100 }, gate: null, silent: true }).then(
      ({ items }) => items.find((found) => found.id === row.id) ?? null,
    ),
  /** POST /api/domains/bulk — one domain per line, one theme for all; answers what was created and what was skipped. */
  bulkAdd: (input: DomainBulkInput) => callOperation(domainBulk, { body: input }),
  /** POST /api/domains/status — enable or disable one or many domains (by ids, or all matching a filter). */
  setStatus: (target: VersionedTarget, status: Exclude<DomainStatus, 'pending'>) =>
    callOperation(domainStatus, { body: { ...versionedBatch(target), status } }),
  /** Whether this backend can take 更换主题 back (POST /api/domains/batch-theme/undo is optional). */
  canUndoTheme,
  /**
   * POST /api/domains/batch-theme — gives one or many domains (by ids, or all matching a filter) another theme;
   * answers which domains changed. Where it can be taken back, the section's toast with 撤销 says what was done
   * instead of the server's message.
   */
  setTheme: (target: VersionedTarget, theme: string) =>
    loadCapabilities().then(() => callOperation(domainBatchTheme, { body: { ...versionedBatch(target), theme }, quiet: canUndoTheme() })),
  /** POST /api/domains/batch-theme/undo — gives each of these domains the theme it had before 更换主题. */
  undoTheme: (ids: string[]) => callOperation(domainBatchThemeUndo, { body: { ids } }),
  /** GET /api/domains/export — the rows matching the query as a CSV file (raw stream GET). */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => downloadOperation(domainExport, { params: exportParams(query), signal }),
}
