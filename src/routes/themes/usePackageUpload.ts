import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { fromCallback, fromPromise } from 'xstate'
import { afterTransition } from '../../app/afterTransition'
import { inspect } from '../../devtools/inspect'
import { themePackageFileProblem } from '../../api/files'
import { themeApi } from '../../http/themes'
import { serverFieldErrors } from '../../machines/formMachine'
import { isRequestError } from '../../machines/requestErrors'
import { changedMeanwhile, changesInWords, versionOf, type FieldLabels } from '../../machines/formConflict'
import { uploadMachine, type UploadTarget } from '../../machines/uploadMachine'
import { themeLabels } from './ThemeFormDialog'

/** How the 上传主题包 dialog is opened for a theme: its name, and its version and fields as the list shows them. */
export const packageTarget = (theme: Record<string, unknown>): UploadTarget => ({
  id: String(theme.id),
  name: String(theme.name),
  ...versionOf(theme as { version?: number }),
  row: theme,
})

const packageLabels: FieldLabels = { ...themeLabels, packageName: { label: '主题包', show: (value) => (value ? String(value) : '未上传') } }

/** What the dialog says when another operator changed the theme before the upload: the file stays chosen. */
function changedText(shown: Record<string, unknown>, now: Record<string, unknown>): string {
  const changes = changesInWords(packageLabels, shown, now)
  return `上传前，该主题已被他人修改${changes ? `：${changes}` : ''}。所选文件仍在，再次点击「上传」将用它替换主题包。`
}

/**
 * The upload machine wired to POST /api/themes/:id/package, progress and cancel included. The upload sends the
 * theme's version as the list showed it; a theme changed since is refused, and the dialog says what changed. Before anything is sent
 * the file is checked: its name and size, then its first bytes (a renamed text file is not a zip).
 */
export function usePackageUpload(onUploaded: () => void) {
  return useActorRefOnce(
    onUploaded,
    (latest) =>
      uploadMachine.provide({
        actors: {
          check: fromPromise(({ input }: { input: { file: File } }) => themePackageFileProblem(input.file)),
          send: fromCallback(({ input, sendBack }) => {
            const controller = new AbortController()
            themeApi
              .uploadPackage(input.target.id, input.file, {
                signal: controller.signal,
                version: input.target.version,
                onProgress: (fraction) => sendBack({ type: 'upload.progress', fraction }),
              })
              .then(
                (output) => sendBack({ type: 'upload.succeeded', output }),
                (error: unknown) => {
                  if (isRequestError(error, 'cancelled')) return
                  const current = changedMeanwhile(error)
                  if (current) {
                    sendBack({ type: 'upload.changed', target: packageTarget(current), message: changedText(input.target.row ?? {}, current) })
                    // the list shows the theme as it was: it loads again
                    latest()()
                    return
                  }
                  const message = serverFieldErrors(error)?.file ?? (error instanceof Error ? error.message : '上传失败')
                  sendBack({ type: 'upload.failed', message })
                },
              )
            return () => controller.abort()
          }),
        },
        actions: { uploaded: afterTransition(() => latest()()) },
      }),
    { inspect },
  )
}
