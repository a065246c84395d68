import { themePackage, themes } from '../api/operations/themes'
import type { Theme, ThemeInput } from '../api/themes'
import { crudApi } from './crud'
import { callOperation } from './operationCall'
import { themeNamesApi } from './themeNames'

export const themeApi = {
  ...themeNamesApi,
  ...crudApi<Theme, ThemeInput>(themes),
  /**
   * POST /api/themes/:id/package — multipart, field `file`: a .zip of at most 20 MB. With `version` (a query
   * parameter), only while the theme is still at it (1460 otherwise, with the theme as it is now).
   */
  uploadPackage: (
    id: string,
    file: File,
    { onProgress, signal, version }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; version?: number } = {},
  ) => {
    const form = new FormData()
    form.append(themePackage.multipart!, file, file.name)
    return callOperation(themePackage, { path: { id }, params: version === undefined ? undefined : { version }, form, onProgress, signal })
  },
}
