import { themePackage, themes } from '../api/operations/themes'
import type { Theme, ThemeInput } from '../api/themes'
import { crudApi } from './crud'
import { callOperation } from './operationCall'
import { themeNamesApi } from './themeNames'

export const themeApi = {
  ...themeNamesApi,
  ...crudApi<Theme, ThemeInput>(themes),
  /** POST /api/themes/:id/package — multipart, field `file`: a .zip of at most 20 MB. */
  uploadPackage: (id: string, file: File, { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) => {
    const form = new FormData()
    form.append(themePackage.multipart!, file, file.name)
    return callOperation(themePackage, { path: { id }, form, onProgress, signal })
  },
}
