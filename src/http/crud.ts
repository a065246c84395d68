import type { Page } from '../api/envelope'
import { paramsFromQuery } from '../api/list'
import type { FetchPageInput } from '../machines/listMachine'
import { http } from './request'

/** How long the keyword box waits for typing to pause before asking the server. */
export const KEYWORD_DEBOUNCE_MS = 300

/**
 * The list-and-change calls every section resource shares (docs/api.md, "Sections"):
 * GET /api/<path> with the query as params, POST to create, PUT /:id, DELETE /:id, POST /batch-delete { ids }.
 */
export function crudApi<Row extends { id: string }, Input>(path: string) {
  return {
    list: ({ query, debounce }: FetchPageInput, signal?: AbortSignal) =>
      http.get<Page<Row>>(path, {
        params: paramsFromQuery(query),
        signal,
        gate: debounce ? { key: `${path}:list`, debounce: KEYWORD_DEBOUNCE_MS } : undefined,
      }),
    create: (input: Input) => http.post<Row>(path, input),
    update: (id: string, input: Partial<Input>) => http.put<Row>(`${path}/${encodeURIComponent(id)}`, input),
    remove: (id: string) => http.delete<null>(`${path}/${encodeURIComponent(id)}`),
    batchRemove: (ids: string[]) => http.post<{ deleted: number }>(`${path}/batch-delete`, { ids }),
  }
}

export type CrudApi<Row extends { id: string }, Input> = ReturnType<typeof crudApi<Row, Input>>
