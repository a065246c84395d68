import type { Backlink, BacklinkBulkInput, BacklinkInput } from '../api/backlinks'
import { exportParams, type ListQuery } from '../api/list'
import { backlinkBulk, backlinkCheck, backlinkExport, backlinks } from '../api/operations/backlinks'
import { crudApi, undoableDeletes, versionedBatch, type VersionedTarget } from './crud'
import { callOperation, downloadOperation } from './operationCall'

export { CHECK_THROTTLE_MS } from '../api/operations/backlinks'

export const backlinkApi = {
  ...crudApi<Backlink, BacklinkInput>(backlinks),
  ...undoableDeletes(backlinks),
  bulkCreate: (input: BacklinkBulkInput) => callOperation(backlinkBulk, { body: input }),
  /** POST /api/backlinks/check { ids } or { filter } — throttled: a repeat inside the window is refused before it is sent. */
  check: (target: VersionedTarget) => callOperation(backlinkCheck, { body: versionedBatch(target) }),
  /** GET /api/backlinks/export — the rows matching the list's keyword and filters, in its order, as CSV. */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => downloadOperation(backlinkExport, { params: exportParams(query), signal }),
}
