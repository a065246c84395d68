import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { uploadMachine, type UploadEvent } from '../../../src/machines/uploadMachine'

const zip = (name = 'theme.zip', size = 10) => new File([new Uint8Array(size)], name)
const check = async (file: File) => (file.name.endsWith('.zip') ? null : '主题包必须是 .zip 文件')

function startUpload(checkFile: (file: File) => Promise<string | null> = check) {
  const uploaded = vi.fn()
  const aborted = vi.fn()
  const sent = vi.fn()
  let report: (event: UploadEvent) => void = () => {}
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        check: fromPromise(({ input }: { input: { file: File } }) => checkFile(input.file)),
        send: fromCallback(({ sendBack, input }) => {
          sent(input)
          report = sendBack
          return aborted
        }),
      },
      actions: { uploaded: (_, params) => uploaded(params) },
    }),
  ).start()
  return { actor, uploaded, aborted, sent, report: (event: UploadEvent) => report(event) }
}

type Upload = ReturnType<typeof startUpload>

/** Opened for a theme, `file` chosen and 上传 pressed: resolves once the check has answered. */
async function chooseAndStart(upload: Upload, file = zip()) {
  upload.actor.send({ type: 'upload.open', target: { id: '1', name: '极简博客' } })
  upload.actor.send({ type: 'upload.fileChosen', file })
  upload.actor.send({ type: 'upload.start' })
  expect(upload.actor.getSnapshot().value).toBe('checking')
  await waitFor(upload.actor, (state) => !state.matches('checking'))
}

describe('uploadMachine', () => {
  it('asks for a file, and refuses one that fails the check without sending', async () => {
    const upload = startUpload()
    upload.actor.send({ type: 'upload.open', target: { id: '1', name: '极简博客' } })
    upload.actor.send({ type: 'upload.start' })
    expect(upload.actor.getSnapshot().context.error).toBe('请选择要上传的文件')
    await chooseAndStart(upload, zip('theme.rar'))
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.error).toBe('主题包必须是 .zip 文件')
    expect(upload.sent).not.toHaveBeenCalled()
  })

  it('says so when the file cannot be read', async () => {
    const upload = startUpload(() => Promise.reject(new Error('NotReadableError')))
    await chooseAndStart(upload)
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.error).toBe('无法读取所选文件，请重新选择')
    expect(upload.sent).not.toHaveBeenCalled()
  })

  it('shows progress and closes when the server accepts the file', async () => {
    const upload = startUpload()
    await chooseAndStart(upload)
    expect(upload.actor.getSnapshot().matches('uploading')).toBe(true)
    expect(upload.sent).toHaveBeenCalledWith({ target: { id: '1', name: '极简博客' }, file: expect.objectContaining({ name: 'theme.zip' }) })
    upload.report({ type: 'upload.progress', fraction: 0.4 })
    expect(upload.actor.getSnapshot().context.progress).toBe(0.4)
    upload.report({ type: 'upload.succeeded', output: { id: '1' } })
    expect(upload.actor.getSnapshot().value).toBe('closed')
    expect(upload.uploaded).toHaveBeenCalledWith({ target: { id: '1', name: '极简博客' }, output: { id: '1' } })
  })

  it('aborts the request on 取消上传 and keeps the chosen file', async () => {
    const upload = startUpload()
    await chooseAndStart(upload)
    upload.actor.send({ type: 'upload.cancel' })
    expect(upload.aborted).toHaveBeenCalledTimes(1)
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.file?.name).toBe('theme.zip')
  })

  it('asks before Escape stops an upload: the request goes on until the person confirms', async () => {
    const upload = startUpload()
    await chooseAndStart(upload)
    upload.actor.send({ type: 'upload.dismiss' })
    expect(upload.actor.getSnapshot().value).toEqual({ uploading: 'confirmingCancel' })
    upload.report({ type: 'upload.progress', fraction: 0.5 })
    expect(upload.actor.getSnapshot().context.progress).toBe(0.5)
    upload.actor.send({ type: 'upload.keepUploading' })
    expect(upload.actor.getSnapshot().value).toEqual({ uploading: 'sending' })
    expect(upload.aborted).not.toHaveBeenCalled()
    // a second Escape while asked, whichever dialog it reaches, keeps uploading too
    upload.actor.send({ type: 'upload.dismiss' })
    upload.actor.send({ type: 'upload.dismiss' })
    expect(upload.actor.getSnapshot().value).toEqual({ uploading: 'sending' })
    expect(upload.aborted).not.toHaveBeenCalled()

    upload.actor.send({ type: 'upload.dismiss' })
    upload.actor.send({ type: 'upload.confirmCancel' })
    expect(upload.aborted).toHaveBeenCalledTimes(1)
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.progress).toBe(0)
    // not uploading any more: Escape closes at once
    upload.actor.send({ type: 'upload.dismiss' })
    expect(upload.actor.getSnapshot().value).toBe('closed')
  })

  it('closes when the upload finishes while the person is being asked', async () => {
    const upload = startUpload()
    await chooseAndStart(upload)
    upload.actor.send({ type: 'upload.dismiss' })
    upload.report({ type: 'upload.succeeded', output: { id: '1' } })
    expect(upload.actor.getSnapshot().value).toBe('closed')
    expect(upload.uploaded).toHaveBeenCalledTimes(1)
  })

  it('shows the server’s refusal and lets the person try again', async () => {
    const upload = startUpload()
    await chooseAndStart(upload)
    upload.report({ type: 'upload.failed', message: '主题包不能超过 20 MB' })
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.error).toBe('主题包不能超过 20 MB')
  })
})
