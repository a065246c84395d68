import type { Theme, ThemeInput } from '../api/themes'
import { crudApi } from './crud'
import { http } from './request'

export const themeApi = {
  /** GET /api/theme — the spec's call: the names of all themes, for every theme select. */
  listNames: (signal?: AbortSignal) => http.get<string[]>('/theme', { signal }),
  ...crudApi<Theme, ThemeInput>('/themes'),
  /** POST /api/themes/:id/package — multipart, field `file`: a .zip of at most 20 MB. */
  uploadPackage: (id: string, file: File, { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) => {
    const body = new FormData()
    body.append('file', file, file.name)
    return http.upload<Theme>(`/themes/${encodeURIComponent(id)}/package`, body, { onProgress, signal })
  },
}
