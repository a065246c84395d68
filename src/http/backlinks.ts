import { backlinkBulkReport, backlinkCheckResult, backlinkRow, type Backlink, type BacklinkBulkInput, type BacklinkInput } from '../api/backlinks'
import { batchBody, exportParams, type BatchTarget, type ListQuery } from '../api/list'
import { crudApi, undoableDeletes } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

/** Checking reaches outside systems: the client refuses a repeat inside this window (请勿请求过快). */
export const CHECK_THROTTLE_MS = 3000

export const backlinkApi = {
  ...crudApi<Backlink, BacklinkInput>(LIST_PATHS.backlinks, backlinkRow),
  ...undoableDeletes(LIST_PATHS.backlinks),
  bulkCreate: (input: BacklinkBulkInput) => http.post('/backlinks/bulk', input, backlinkBulkReport),
  /** POST /api/backlinks/check { ids } or { filter } — throttled: a repeat inside the window is refused before it is sent. */
  check: (target: BatchTarget) =>
    http.post('/backlinks/check', batchBody(target), backlinkCheckResult, { gate: { key: 'backlinks:check', throttle: CHECK_THROTTLE_MS } }),
  /** GET /api/backlinks/export — the rows matching the list's keyword and filters, in its order, as CSV. */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => http.stream('/backlinks/export', { params: exportParams(query), signal }),
}
