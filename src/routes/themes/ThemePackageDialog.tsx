import { Button, Dialog, Flex, Progress, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { uploadMachine } from '../../machines/uploadMachine'
import { formatBytes } from '../../ui/format'
import { FormField } from '../../ui/FormField'

export type UploadActor = ActorRefFrom<typeof uploadMachine>

/** Choose a .zip (20 MB at most), watch it upload, cancel if needed. */
export function ThemePackageDialog({ upload }: { upload: UploadActor }) {
  const open = useSelector(upload, (state) => !state.matches('closed'))
  const uploading = useSelector(upload, (state) => state.matches('uploading'))
  const target = useSelector(upload, (state) => state.context.target)
  const file = useSelector(upload, (state) => state.context.file)
  const error = useSelector(upload, (state) => state.context.error)
  const progress = useSelector(upload, (state) => state.context.progress)

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && upload.send({ type: 'upload.cancel' })}>
      <Dialog.Content maxWidth="480px">
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
            <FormField label="主题包文件" error={error ?? undefined} hint={file ? `${file.name}（${formatBytes(file.size)}）` : undefined}>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".zip,application/zip"
                  disabled={uploading}
                  onChange={(event) => upload.send({ type: 'upload.fileChosen', file: event.target.files?.[0] ?? null })}
                />
              )}
            </FormField>
            {uploading && (
              <Flex direction="column" gap="1">
                <Progress value={Math.round(progress * 100)} aria-label="上传进度" />
                <Text size="1" color="gray">
                  已上传 {Math.round(progress * 100)}%
                </Text>
              </Flex>
            )}
            <Flex gap="3" justify="end">
              <Button type="button" variant="soft" color="gray" onClick={() => upload.send({ type: 'upload.cancel' })}>
                {uploading ? '取消上传' : '取消'}
              </Button>
              <Button type="submit" loading={uploading}>
                上传
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
