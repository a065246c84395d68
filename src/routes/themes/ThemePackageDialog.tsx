import { AlertDialog, Button, Dialog, Flex, Progress, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useRef, type RefObject } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { uploadMachine } from '../../machines/uploadMachine'
import { FilePicker } from '../../ui/FilePicker'
import { keepOpenForToasts, useFocusReturn } from '../../ui/focusReturn'
import { formatBytes } from '../../ui/format'
import { useDrawnOnceOpen } from '../../ui/form/drawnOnceOpen'

export type UploadActor = ActorRefFrom<typeof uploadMachine>

/** Choose or drop a .zip (20 MB at most), watch it upload, cancel if needed; Escape while it uploads asks first. */
export function ThemePackageDialog({ upload }: { upload: UploadActor }) {
  const open = useSelector(upload, (state) => !state.matches('closed'))
  return useDrawnOnceOpen(open) ? <DrawnThemePackageDialog upload={upload} open={open} /> : null
}

function DrawnThemePackageDialog({ upload, open }: { upload: UploadActor; open: boolean }) {
  const busy = useSelector(upload, (state) => state.matches('uploading') || state.matches('checking'))
  const uploading = useSelector(upload, (state) => state.matches('uploading'))
  const target = useSelector(upload, (state) => state.context.target)
  const file = useSelector(upload, (state) => state.context.file)
  const error = useSelector(upload, (state) => state.context.error)
  const progress = useSelector(upload, (state) => state.context.progress)
  const returnFocus = useFocusReturn(open)
  const cancelButton = useRef<HTMLButtonElement>(null)

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => !next && upload.send({ type: 'upload.dismiss' })}>
        <Dialog.Content maxWidth="480px" onCloseAutoFocus={returnFocus} onInteractOutside={keepOpenForToasts}>
          <Dialog.Title>上传主题包</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            为主题「{target?.name}」上传 .zip 主题包，最大 20 MB。
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              upload.send({ type: 'upload.start' })
            }}
          >
            <Flex direction="column" gap="4" mt="4">
              <FilePicker
                label="主题包文件"
                accept=".zip,application/zip"
                error={error}
                hint={file ? `已选择 ${file.name}（${formatBytes(file.size)}）` : '.zip 文件，最大 20 MB'}
                disabled={busy}
                onFile={(chosen) => upload.send({ type: 'upload.fileChosen', file: chosen })}
              />
              {uploading && (
                <Flex direction="column" gap="1">
                  <Progress value={Math.round(progress * 100)} aria-label="上传进度" />
                  <Text size="1" color="gray">
                    已上传 {Math.round(progress * 100)}%
                  </Text>
                </Flex>
              )}
              <Flex gap="3" justify="end">
                <Button ref={cancelButton} type="button" variant="soft" color="gray" onClick={() => upload.send({ type: 'upload.cancel' })}>
                  {uploading ? '取消上传' : '取消'}
                </Button>
                <Button type="submit" loading={busy}>
                  上传
                </Button>
              </Flex>
            </Flex>
          </form>
        </Dialog.Content>
      </Dialog.Root>
      <CancelUploadConfirm upload={upload} fileName={file?.name ?? ''} focusAfter={cancelButton} />
    </>
  )
}

/** 取消上传？ — asked when Escape (or a click beside the dialog) would stop an upload; the focus starts on 继续上传. */
function CancelUploadConfirm({ upload, fileName, focusAfter }: { upload: UploadActor; fileName: string; focusAfter: RefObject<HTMLButtonElement | null> }) {
  const confirming = useSelector(upload, (state) => state.matches({ uploading: 'confirmingCancel' }))
  const keepButton = useRef<HTMLButtonElement>(null)
  return (
    <AlertDialog.Root open={confirming} onOpenChange={(next) => !next && upload.send({ type: 'upload.keepUploading' })}>
      <AlertDialog.Content
        maxWidth="400px"
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          keepButton.current?.focus()
        }}
        onCloseAutoFocus={(event) => {
          // back in the upload dialog (when it is still open), not on the page behind it
          if (!focusAfter.current) return
          event.preventDefault()
          focusAfter.current.focus()
        }}
      >
        <AlertDialog.Title>取消上传？</AlertDialog.Title>
        <AlertDialog.Description size="2">主题包「{fileName}」还没有上传完，取消后需要重新上传。</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <Button ref={keepButton} variant="soft" color="gray" onClick={() => upload.send({ type: 'upload.keepUploading' })}>
            继续上传
          </Button>
          <Button color="red" onClick={() => upload.send({ type: 'upload.confirmCancel' })}>
            取消上传
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
