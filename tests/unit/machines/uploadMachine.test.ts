import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { uploadMachine, type UploadEvent } from '../../../src/machines/uploadMachine'

const zip = (name = 'theme.zip', size = 10) => new File([new Uint8Array(size)], name)
const check = (file: File) => (file.name.endsWith('.zip') ? null : '主题包必须是 .zip 文件')

function startUpload() {
  const uploaded = vi.fn()
  const aborted = vi.fn()
  let report: (event: UploadEvent) => void = () => {}
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        send: fromCallback(({ sendBack }) => {
          report = sendBack
          return aborted
        }),
      },
      actions: { uploaded: (_, params) => uploaded(params) },
    }),
    { input: { checkFile: check } },
  ).start()
  return { actor, uploaded, aborted, report: (event: UploadEvent) => report(event) }
}

describe('uploadMachine', () => {
  it('asks for a file, and refuses one that fails the check without sending', () => {
    const upload = startUpload()
    upload.actor.send({ type: 'upload.open', target: { id: '1', name: '极简博客' } })
    upload.actor.send({ type: 'upload.start' })
    expect(upload.actor.getSnapshot().context.error).toBe('请选择要上传的文件')
    upload.actor.send({ type: 'upload.fileChosen', file: zip('theme.rar') })
    upload.actor.send({ type: 'upload.start' })
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.error).toBe('主题包必须是 .zip 文件')
  })

  it('shows progress and closes when the server accepts the file', () => {
    const upload = startUpload()
    upload.actor.send({ type: 'upload.open', target: { id: '1', name: '极简博客' } })
    upload.actor.send({ type: 'upload.fileChosen', file: zip() })
    upload.actor.send({ type: 'upload.start' })
    expect(upload.actor.getSnapshot().value).toBe('uploading')
    upload.report({ type: 'upload.progress', fraction: 0.4 })
    expect(upload.actor.getSnapshot().context.progress).toBe(0.4)
    upload.report({ type: 'upload.succeeded', output: { id: '1' } })
    expect(upload.actor.getSnapshot().value).toBe('closed')
    expect(upload.uploaded).toHaveBeenCalledWith({ target: { id: '1', name: '极简博客' }, output: { id: '1' } })
  })

  it('aborts the request on cancel and keeps the chosen file', () => {
    const upload = startUpload()
    upload.actor.send({ type: 'upload.open', target: { id: '1', name: 'a' } })
    upload.actor.send({ type: 'upload.fileChosen', file: zip() })
    upload.actor.send({ type: 'upload.start' })
    upload.actor.send({ type: 'upload.cancel' })
    expect(upload.aborted).toHaveBeenCalledTimes(1)
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.file?.name).toBe('theme.zip')
  })

  it('shows the server’s refusal and lets the person try again', () => {
    const upload = startUpload()
    upload.actor.send({ type: 'upload.open', target: { id: '1', name: 'a' } })
    upload.actor.send({ type: 'upload.fileChosen', file: zip() })
    upload.actor.send({ type: 'upload.start' })
    upload.report({ type: 'upload.failed', message: '主题包不能超过 20 MB' })
    expect(upload.actor.getSnapshot().value).toBe('choosing')
    expect(upload.actor.getSnapshot().context.error).toBe('主题包不能超过 20 MB')
  })
})
