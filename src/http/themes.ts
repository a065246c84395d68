import { crudApi } from './crud'
import { http } from './request'

/** A theme as GET /api/themes answers it (docs/api.md). */
export interface Theme {
  id: string
  name: string
  description: string
  /** How many domains use the theme (derived by the server). */
  domainCount: number
  packageName: string | null
  packageSize: number | null
  packageUploadedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface ThemeInput {
  name: string
  description: string
}

export const THEME_PACKAGE_MAX_BYTES = 20 * 1024 * 1024

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
