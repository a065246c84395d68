import { deletedCount, nothing, pageOf } from '../api/envelope'
import { paramsFromQuery, type ListQuery } from '../api/list'
import type { FetchPageInput } from '../machines/listMachine'
import type { AnswerSchema } from './answer'
import { prefetchList, takePrefetched } from './prefetch'
import { http } from './request'

/** How long the keyword box waits for typing to pause before asking the server. */
export const KEYWORD_DEBOUNCE_MS = 300

/**
 * The list-and-change calls every section resource shares (docs/api.md, "Sections"):
 * GET /api/<path> with the query as params, POST to create, PUT /:id, DELETE /:id, POST /batch-delete { ids }.
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
    batchRemove: (ids: string[]) => http.post(`${path}/batch-delete`, { ids }, deletedCount),
  }
}

export type CrudApi<Row extends { id: string }, Input> = ReturnType<typeof crudApi<Row, Input>>
