import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { optionsMachine } from '../../../src/machines/optionsMachine'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('optionsMachine', () => {
  it('loads the choices, and loads again after a failure when asked', async () => {
    const answers: (() => Promise<string[]>)[] = [() => Promise.reject(new Error('网络连接失败')), () => Promise.resolve(['a.com', 'b.cn'])]
    const actor = createActor(optionsMachine.provide({ actors: { load: fromPromise(() => answers.shift()!()) } })).start()
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('网络连接失败')
    actor.send({ type: 'options.reload' })
    await flush()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.values).toEqual(['a.com', 'b.cn'])
  })
})
