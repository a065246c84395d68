import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { countMachine } from '../../../src/machines/countMachine'

interface Fetch {
  signal: AbortSignal
  resolve(count: number): Promise<void>
  reject(error: unknown): Promise<void>
}

const flush = async () => {
  await vi.advanceTimersByTimeAsync(0)
}

let fetches: Fetch[]
let actor: Actor<typeof countMachine>

function start() {
  const machine = countMachine.provide({
    actors: {
      fetchCount: fromPromise<number>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            fetches.push({
              signal,
              resolve: (count) => (resolve(count), flush()),
              reject: (error) => (reject(error), flush()),
            })
          }),
      ),
    },
  })
  actor = createActor(machine)
  actor.start()
}

const snapshot = () => actor.getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
  fetches = []
})
afterEach(() => {
  actor.stop()
  vi.useRealTimers()
})

describe('countMachine', () => {
  it('waits, without a number, until it is asked to refresh', () => {
    start()
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context).toEqual({ count: null, error: null })
    expect(fetches).toHaveLength(0)
  })

  it('holds the number a refresh brings', async () => {
    start()
    actor.send({ type: 'count.refresh', path: '/' })
    expect(snapshot().value).toBe('loading')
    await fetches[0].resolve(12)
    expect(snapshot().value).toBe('ready')
    expect(snapshot().context.count).toBe(12)
  })

  it('keeps the last number when a refresh fails, and clears the error on the next success', async () => {
    start()
    actor.send({ type: 'count.refresh' })
    await fetches[0].resolve(7)
    actor.send({ type: 'count.refresh' })
    await fetches[1].reject(new Error('网络连接失败，请检查网络后重试'))
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context).toEqual({ count: 7, error: '网络连接失败，请检查网络后重试' })
    actor.send({ type: 'count.refresh' })
    await fetches[2].reject('nope')
    expect(snapshot().context.error).toBe('数量加载失败')
    actor.send({ type: 'count.refresh' })
    await fetches[3].resolve(0)
    expect(snapshot().context).toEqual({ count: 0, error: null })
  })

  it('restarts a refresh in flight: the newest answer wins, the older one is aborted and dropped', async () => {
    start()
    actor.send({ type: 'count.refresh', path: '/comment' })
    actor.send({ type: 'count.refresh', path: '/comment' })
    expect(fetches).toHaveLength(2)
    expect(fetches[0].signal.aborted).toBe(true)
    expect(fetches[1].signal.aborted).toBe(false)
    await fetches[1].resolve(4)
    await fetches[0].resolve(5)
    expect(snapshot().context.count).toBe(4)
  })
})
