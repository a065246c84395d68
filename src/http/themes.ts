import { themeRow, type Theme, type ThemeInput } from '../api/themes'
import { crudApi } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'
import { themeNamesApi } from './themeNames'

export const themeApi = {
  ...themeNamesApi,
  ...crudApi<Theme, ThemeInput>(LIST_PATHS.themes, themeRow),
  /** POST /api/themes/:id/package — multipart, field `file`: a .zip of at most 20 MB. */
  uploadPackage: (id: string, file: File, { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) => {
    const body = new FormData()
    body.append('file', file, file.name)
    return http.upload(`/themes/${encodeURIComponent(id)}/package`, body, themeRow, { onProgress, signal })
  },
}
