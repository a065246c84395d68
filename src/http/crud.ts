import { deletedRows, nothing, pageOf, restoredCount } from '../api/envelope'
import { batchBody, paramsFromQuery, type BatchTarget } from '../api/list'
import type { FetchPageInput } from '../machines/listMachine'
import type { AnswerSchema } from './answer'
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
  return {
    list: ({ query, debounce }: FetchPageInput, signal?: AbortSignal) =>
      http.get(path, page, {
        params: paramsFromQuery(query),
        signal,
        gate: debounce ? { key: `${path}:list`, debounce: KEYWORD_DEBOUNCE_MS } : undefined,
      }),
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
