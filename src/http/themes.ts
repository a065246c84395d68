import { http } from './request'

/** GET /api/theme (docs/api.md): the names of all themes. */
export const themeApi = {
  listNames: (signal?: AbortSignal) => http.get<string[]>('/theme', { signal }),
}
