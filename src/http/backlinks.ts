import type { Backlink, BacklinkBulkInput, BacklinkBulkReport, BacklinkCheckResult, BacklinkCheckTarget, BacklinkInput } from '../api/backlinks'
import { exportParams, matchParams, type ListQuery } from '../api/list'
import { crudApi } from './crud'
import { http } from './request'

/** Checking reaches outside systems: the client refuses a repeat inside this window (请勿请求过快). */
export const CHECK_THROTTLE_MS = 3000

export const backlinkApi = {
  ...crudApi<Backlink, BacklinkInput>('/backlinks'),
  bulkCreate: (input: BacklinkBulkInput) => http.post<BacklinkBulkReport>('/backlinks/bulk', input),
  /** POST /api/backlinks/check — throttled: a repeat inside the window is refused before it is sent. */
  check: (target: BacklinkCheckTarget) =>
    http.post<BacklinkCheckResult>('/backlinks/check', 'ids' in target ? { ids: target.ids } : { filters: matchParams(target.query) }, {
      gate: { key: 'backlinks:check', throttle: CHECK_THROTTLE_MS },
    }),
  /** GET /api/backlinks/export — the rows matching the list's keyword and filters, in its order, as CSV. */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => http.stream('/backlinks/export', { params: exportParams(query), signal }),
}
