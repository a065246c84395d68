import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import { themeListMachine, themeOptions } from '../../../src/machines/themeListMachine'

interface Fetch {
  signal: AbortSignal
  resolve(names: string[]): Promise<void>
  reject(error: unknown): Promise<void>
}

const flush = async () => {
  await vi.advanceTimersByTimeAsync(0)
}

let fetches: Fetch[]
let cacheThemes: ReturnType<typeof vi.fn<(names: string[]) => void>>
let actor: Actor<typeof themeListMachine>

function start(cached: string[] = []) {
  const machine = themeListMachine.provide({
    actors: {
      fetchThemes: fromPromise<string[]>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            fetches.push({
              signal,
              resolve: (names) => (resolve(names), flush()),
              reject: (error) => (reject(error), flush()),
            })
          }),
      ),
    },
    actions: { cacheThemes: (_, names) => cacheThemes(names) },
  })
  actor = createActor(machine, { input: { names: cached } })
  actor.start()
}

const snapshot = () => actor.getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
  fetches = []
  cacheThemes = vi.fn<(names: string[]) => void>()
})
afterEach(() => {
  actor?.stop()
  vi.useRealTimers()
})

describe('themeListMachine', () => {
  it('starts from the cached names without fetching', () => {
    start(['极简博客'])
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context.names).toEqual(['极简博客'])
    expect(fetches).toHaveLength(0)
  })

  it('loads on refresh and caches what it got', async () => {
    start()
    actor.send({ type: 'theme.refresh', path: '/' })
    expect(snapshot().value).toBe('loading')
    await fetches[0].resolve(['极简博客', '新闻门户'])
    expect(snapshot().value).toBe('ready')
    expect(snapshot().context.names).toEqual(['极简博客', '新闻门户'])
    expect(cacheThemes).toHaveBeenCalledExactlyOnceWith(['极简博客', '新闻门户'])
  })

  it('keeps the same array when a refresh brings the same names, so nothing that shows them draws again', async () => {
    const cached = ['极简博客', '新闻门户']
    start(cached)
    actor.send({ type: 'theme.refresh', path: '/domain' })
    await fetches[0].resolve(['极简博客', '新闻门户'])
    expect(snapshot().context.names).toBe(cached)
    actor.send({ type: 'theme.refresh', path: '/comment' })
    await fetches[1].resolve(['极简博客', '企业官网'])
    expect(snapshot().context.names).toEqual(['极简博客', '企业官网'])
    actor.send({ type: 'theme.refresh', path: '/push' })
    await fetches[2].resolve(['极简博客'])
    expect(snapshot().context.names).toEqual(['极简博客'])
  })

  it('stores the names only when they changed: the cache already holds the same ones', async () => {
    start(['极简博客'])
    actor.send({ type: 'theme.refresh', path: '/domain' })
    await fetches[0].resolve(['极简博客'])
    expect(snapshot().value).toBe('ready')
    expect(cacheThemes).not.toHaveBeenCalled()
    actor.send({ type: 'theme.refresh', path: '/comment' })
    await fetches[1].resolve(['极简博客', '企业官网'])
    expect(cacheThemes).toHaveBeenCalledExactlyOnceWith(['极简博客', '企业官网'])
    actor.send({ type: 'theme.refresh', path: '/push' })
    await fetches[2].resolve(['极简博客', '企业官网'])
    expect(cacheThemes).toHaveBeenCalledOnce()
    // a failure's error goes with the next answer, the same names or not
    actor.send({ type: 'theme.refresh' })
    await fetches[3].reject(new Error('网络连接失败，请检查网络后重试'))
    actor.send({ type: 'theme.refresh' })
    await fetches[4].resolve(['极简博客', '企业官网'])
    expect(snapshot().context).toEqual({ names: ['极简博客', '企业官网'], error: null })
    expect(cacheThemes).toHaveBeenCalledOnce()
  })

  it('keeps the cached names when a refresh fails, and does not overwrite the cache', async () => {
    start(['企业官网'])
    actor.send({ type: 'theme.refresh' })
    await fetches[0].reject(new Error('网络连接失败，请检查网络后重试'))
    expect(snapshot().value).toBe('failed')
    expect(snapshot().context).toEqual({ names: ['企业官网'], error: '网络连接失败，请检查网络后重试' })
    expect(cacheThemes).not.toHaveBeenCalled()
  })

  it('gives a generic error when the failure is not an Error, and clears it on the next success', async () => {
    start()
    actor.send({ type: 'theme.refresh' })
    await fetches[0].reject('nope')
    expect(snapshot().context.error).toBe('主题列表加载失败')
    actor.send({ type: 'theme.refresh' })
    await fetches[1].resolve(['旅行日记'])
    expect(snapshot().context).toEqual({ names: ['旅行日记'], error: null })
  })

  it('restarts a refresh in flight: the first fetch is aborted and its late answer is dropped', async () => {
    start()
    actor.send({ type: 'theme.refresh', path: '/themes' })
    actor.send({ type: 'theme.refresh', path: '/domain' })
    expect(fetches).toHaveLength(2)
    expect(fetches[0].signal.aborted).toBe(true)
    expect(fetches[1].signal.aborted).toBe(false)
    await fetches[1].resolve(['新的'])
    await fetches[0].resolve(['旧的'])
    expect(snapshot().context.names).toEqual(['新的'])
    expect(cacheThemes).toHaveBeenCalledExactlyOnceWith(['新的'])
  })

  it('refreshes again from ready and from failed', async () => {
    start()
    actor.send({ type: 'theme.refresh' })
    await fetches[0].resolve(['a'])
    actor.send({ type: 'theme.refresh' })
    await fetches[1].reject(new Error('x'))
    actor.send({ type: 'theme.refresh' })
    await fetches[2].resolve(['b'])
    expect(fetches).toHaveLength(3)
    expect(snapshot().context.names).toEqual(['b'])
  })

  it('clears the names on theme.clear and drops a fetch in flight', async () => {
    start(['极简博客'])
    actor.send({ type: 'theme.refresh' })
    actor.send({ type: 'theme.clear' })
    expect(snapshot().value).toBe('idle')
    expect(snapshot().context).toEqual({ names: [], error: null })
    expect(fetches[0].signal.aborted).toBe(true)
    await fetches[0].resolve(['极简博客'])
    expect(snapshot().context.names).toEqual([])
    expect(cacheThemes).not.toHaveBeenCalled()
  })
})

describe('themeOptions', () => {
  it('makes one option per name, label and value both the name, in order', () => {
    expect(themeOptions(['极简博客', '新闻门户'])).toEqual([
      { label: '极简博客', value: '极简博客' },
      { label: '新闻门户', value: '新闻门户' },
    ])
    expect(themeOptions([])).toEqual([])
  })
})
