import { deletedRows, nothing, pageOf, restoredCount } from '../api/envelope'
import { batchBody, paramsFromQuery, type BatchTarget, type ListQuery } from '../api/list'
import type { FetchPageInput } from '../machines/listMachine'
import type { AnswerSchema } from './answer'
import { prefetchList, takePrefetched } from './prefetch'
import { http } from './request'

/** How long the keyword box waits for typing to pause before asking the server. */
export const KEYWORD_DEBOUNCE_MS = 300

/**
 * The list-and-change calls every section resource shares (docs/api.md, "Sections"):
 * GET /api/<path> with the query as params, POST to create, PUT /:id, DELETE /:id, POST /batch-delete { ids } or
 * { filter }.
 * `row` is the schema of one row (src/api): a page's items, a create's and an update's answer are checked with it.
 */
export function crudApi<Row extends { id: string }, Input>(path: string, row: AnswerSchema<Row>) {
  const page = pageOf(row)
  /** A page of rows; the first fetch for a query takes the answer a prefetch of it got ready (src/http/prefetch.ts). */
  const list = ({ query, debounce }: FetchPageInput, signal?: AbortSignal) => {
    const params = paramsFromQuery(query)
    return http.get(path, page, {
      params,
      signal,
      gate: debounce ? { key: `${path}:list`, debounce: KEYWORD_DEBOUNCE_MS } : undefined,
      // typing is debounced: it never takes a prefetched page
      adapter: debounce ? undefined : takePrefetched(path, params),
    })
  }
  return {
    /** `list.prefetch(query)` starts the request `list` will send for `query`, ahead of the click (a hovered page button). */
    list: Object.assign(list, { prefetch: (query: ListQuery) => void prefetchList(path, query) }),
    create: (input: Input) => http.post(path, input, row),
    update: (id: string, input: Partial<Input>) => http.put(`${path}/${encodeURIComponent(id)}`, input, row),
    remove: (id: string) => http.delete(`${path}/${encodeURIComponent(id)}`, nothing),
    batchRemove: (target: BatchTarget) => http.post(`${path}/batch-delete`, batchBody(target), deletedRows),
  }
}

/**
 * The deletes of a resource whose deletions can be undone (docs/api.md, "Undo"): they send no success toast of the
 * server's, because the section's own toast says what was deleted and offers 撤销, which calls `restore`.
 */
export function undoableDeletes(path: string) {
  return {
    remove: (id: string) => http.delete(`${path}/${encodeURIComponent(id)}`, nothing, { quiet: true }),
    batchRemove: (target: BatchTarget) => http.post(`${path}/batch-delete`, batchBody(target), deletedRows, { quiet: true }),
    /** POST /api/<path>/restore { ids }: puts the rows back as they were. */
    restore: (ids: string[]) => http.post(`${path}/restore`, { ids }, restoredCount),
  }
}

export type CrudApi<Row extends { id: string }, Input> = ReturnType<typeof crudApi<Row, Input>>
