import type { AuditResource } from '../api/audit'
import { exportParams, paramsFromQuery, type ListQuery } from '../api/list'
import { audit, auditExport, auditOperators, auditStamp } from '../api/operations/audit'
import type { FetchPageInput } from '../machines/listMachine'
import { KEYWORD_DEBOUNCE_MS } from './crud'
import { callOperation, downloadOperation } from './operationCall'
import { keepStampCheck } from './stamp'

/** How many entries a row's 历史 shows: the newest; the rest are a link to 操作日志 away. */
export const HISTORY_PAGE_SIZE = 50

/** 操作日志 (docs/api.md): GET /api/audit and its export, both optional. */
export const auditApi = {
  /**
   * A page of entries for the list's query (its route's loader asks it); typing is debounced. The page keeps how to
   * ask whether it changed since (GET /api/audit/stamp, as every list: src/http/stamp.ts).
   */
  list: ({ query, debounce }: FetchPageInput, signal?: AbortSignal) => {
    const params = paramsFromQuery(query)
    return callOperation(audit, {
      params,
      signal,
      gate: debounce ? { key: `${audit.key}:typing`, debounce: KEYWORD_DEBOUNCE_MS } : null,
    }).then((page) => keepStampCheck(page, auditStamp, params))
  },
  /** One row's entries, newest first (an edit dialog's 历史): said in place, never as a toast. */
  history: (resource: AuditResource, rowId: string, signal?: AbortSignal) =>
    callOperation(audit, { params: { resource, rowId, page: 1, pageSize: HISTORY_PAGE_SIZE }, signal, gate: null, silent: true }),
  /**
   * GET /api/audit/operators: everyone the trail names (the 操作人 filter's choices). Said nowhere when it fails or the
   * backend lacks it: the filter then offers who it has seen.
   */
  operators: (signal?: AbortSignal) => callOperation(auditOperators, { signal, silent: true }),
  /** GET /api/audit/export: the entries matching the list's keyword and filters, in its order, as CSV. */
  exportCsv: (query: ListQuery, signal?: AbortSignal) => downloadOperation(auditExport, { params: exportParams(query), signal }),
}
