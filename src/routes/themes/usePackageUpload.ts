import { useActorRefOnce } from '../../ui/useActorRefOnce'
import { fromCallback, fromPromise } from 'xstate'
import { afterTransition } from '../../app/afterTransition'
import { inspect } from '../../devtools/inspect'
import { themePackageFileProblem } from '../../api/files'
import { themeApi } from '../../http/themes'
import { serverFieldErrors } from '../../machines/formMachine'
import { isRequestError } from '../../machines/requestErrors'
import { uploadMachine } from '../../machines/uploadMachine'

/**
 * The upload machine wired to POST /api/themes/:id/package, progress and cancel included. Before anything is sent
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
                onProgress: (fraction) => sendBack({ type: 'upload.progress', fraction }),
              })
              .then(
                (output) => sendBack({ type: 'upload.succeeded', output }),
                (error: unknown) => {
                  if (isRequestError(error, 'cancelled')) return
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
