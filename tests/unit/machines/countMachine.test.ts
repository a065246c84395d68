import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { countMachine } from '../../../src/machines/countMachine'
import { RequestError } from '../../../src/machines/requestErrors'

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
    expect(snapshot().context).toEqual({ count: null, error: null, again: false })
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
    expect(snapshot().context).toMatchObject({ count: 7, error: '网络连接失败，请检查网络后重试' })
    actor.send({ type: 'count.refresh' })
    await fetches[2].reject('nope')
    expect(snapshot().context.error).toBe('数量加载失败')
    actor.send({ type: 'count.refresh' })
    await fetches[3].resolve(0)
    expect(snapshot().context).toMatchObject({ count: 0, error: null })
  })

  it('asks once at a time: refreshes asked while one is in flight are sent once, after it, and that answer wins', async () => {
    start()
    actor.send({ type: 'count.refresh', path: '/' })
    actor.send({ type: 'count.refresh', path: '/comment' })
    actor.send({ type: 'count.refresh', path: '/comment' })
    expect(fetches).toHaveLength(1)
    await fetches[0].resolve(5)
    expect(snapshot().context.count).toBe(5)
    expect(fetches).toHaveLength(2)
    expect(snapshot().value).toBe('loading')
    await fetches[1].resolve(4)
    expect(fetches).toHaveLength(2)
    expect(snapshot().value).toBe('ready')
    expect(snapshot().context.count).toBe(4)
  })

  it('asks a backend without the call once, however many refreshes came while it answered', async () => {
    start()
    actor.send({ type: 'count.refresh', path: '/' })
    actor.send({ type: 'count.refresh', path: '/themes' })
    await fetches[0].reject(new RequestError('missing', '服务器没有提供 GET /api/comments/pending-count（HTTP 404）', { status: 404 }))
    expect(snapshot().value).toBe('unavailable')
    actor.send({ type: 'count.refresh', path: '/domain' })
    expect(fetches).toHaveLength(1)
  })
})
