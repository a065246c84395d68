// @vitest-environment happy-dom — the browser's XHR, as the app's http client meets them
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { emptyQuery } from '../../../src/machines/listQuery'
import { domainApi } from '../../../src/http/domains'
import { liveGateKeys } from '../../../src/http/gate'
import { PREFETCH_TTL_MS, clearPrefetched, prefetchGet, prefetchList, prefetchSettled, prefetchedCount } from '../../../src/http/prefetch'
import { http } from '../../../src/http/request'
import { outcome, startClient, type Harness } from './clientHarness'

// The prefetch cache (src/http/prefetch.ts) through the real client against Mirage, on fake timers: a hover starts
// a list's request, the click's fetch takes its answer. Mirage answers after `latency` ms of the fake clock.

let app: Harness
beforeEach(() => {
  vi.useFakeTimers()
  app = startClient()
  app.mock.configure({ latency: 150 })
})
afterEach(async () => {
  clearPrefetched()
  await vi.advanceTimersByTimeAsync(60_000)
  app.stop()
  vi.useRealTimers()
})

const firstPage = emptyQuery()
const click = (query = firstPage, signal?: AbortSignal) => outcome(domainApi.list({ query, debounce: false }, signal))
const lists = () => app.seen.filter((request) => request.verb === 'GET' && /^\/api\/domains(\?|$)/.test(request.path))
const pages = () => lists().map((request) => Number(new URL(request.path, 'http://x').searchParams.get('page')))
const rowsOf = (result: Awaited<ReturnType<typeof click>>) => (result.ok ? (result.value as { items: unknown[] }).items.length : result.error)
const quiet = () => {
  expect(app.showError).not.toHaveBeenCalled()
  expect(app.consoleError).not.toHaveBeenCalled()
  expect(app.redirectToLogin).not.toHaveBeenCalled()
}

describe('prefetch: one request for a hover and its click', () => {
  it('takes an answer that came already', async () => {
    expect(prefetchList('/domains', firstPage)).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(lists()).toHaveLength(1)
    const result = click()
    await vi.advanceTimersByTimeAsync(0)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(1)
    expect(prefetchedCount()).toBe(0)
    quiet()
  })

  it('takes an answer still on its way, and a second hover of the same page sends nothing', async () => {
    prefetchList('/domains', firstPage)
    await vi.advanceTimersByTimeAsync(50)
    expect(prefetchList('/domains', { ...firstPage })).toBe(false)
    const result = click()
    await vi.advanceTimersByTimeAsync(150)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(1)
  })

  it('keys by the exact request: another page, or the next fetch of the same page, asks the server', async () => {
    domainApi.list.prefetch({ ...firstPage, page: 2 })
    await vi.advanceTimersByTimeAsync(200)
    const first = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await first)).toBe(20)
    const second = click({ ...firstPage, page: 2 })
    await vi.advanceTimersByTimeAsync(0)
    expect(rowsOf(await second)).toBe(20)
    const again = click({ ...firstPage, page: 2 })
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await again)).toBe(20)
    expect(pages()).toEqual([2, 1, 2])
  })

  it('gives the answer back when the fetch that took it is aborted (a remount asks again)', async () => {
    prefetchList('/domains', firstPage)
    const abort = new AbortController()
    const aborted = click(firstPage, abort.signal)
    await vi.advanceTimersByTimeAsync(50)
    abort.abort()
    expect(await aborted).toMatchObject({ ok: false, error: { kind: 'cancelled' } })
    const again = click()
    await vi.advanceTimersByTimeAsync(150)
    expect(rowsOf(await again)).toBe(20)
    expect(lists()).toHaveLength(1)
    expect(app.showError).not.toHaveBeenCalled()
  })
})

describe('prefetch: never stale', () => {
  it(`keeps an answer at most ${PREFETCH_TTL_MS} ms`, async () => {
    prefetchList('/domains', firstPage)
    await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS - 1)
    expect(prefetchedCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(prefetchedCount()).toBe(0)
    const result = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(2)
  })

  it('drops everything on a change: an answer kept, and one still on its way (aborted)', async () => {
    prefetchList('/domains', { ...firstPage, page: 2 })
    await vi.advanceTimersByTimeAsync(200)
    prefetchList('/domains', firstPage)
    await vi.advanceTimersByTimeAsync(10)
    const change = outcome(domainApi.setStatus({ ids: ['1'] }, 'inactive'))
    // as soon as it is sent (axios runs its interceptors a microtask later)
    await vi.advanceTimersByTimeAsync(0)
    expect(prefetchedCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(200)
    expect((await change).ok).toBe(true)
    expect(lists().map((request) => request.aborted)).toEqual([false, true])
    const result = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(3)
  })

  it('drops a page prefetched while a change was on its way, once the change is answered', async () => {
    const change = outcome(domainApi.setStatus({ ids: ['1'] }, 'inactive'))
    await vi.advanceTimersByTimeAsync(10)
    prefetchList('/domains', firstPage)
    expect(prefetchedCount()).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    expect((await change).ok).toBe(true)
    expect(prefetchedCount()).toBe(0)
  })

  it('drops everything on sign-out; nothing is prefetched signed out, and a new sign-in asks again', async () => {
    prefetchList('/domains', firstPage)
    await vi.advanceTimersByTimeAsync(200)
    app.session.auth.send({ type: 'auth.signOut' })
    expect(prefetchedCount()).toBe(0)
    expect(prefetchList('/domains', firstPage)).toBe(false)

    app.session.auth.send({ type: 'auth.signIn', username: 'admin', password: 'admin123' })
    await vi.advanceTimersByTimeAsync(200)
    expect(app.session.auth.getSnapshot().context.token).not.toBe('')
    const result = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(2)
  })
})

describe('prefetch: never what a gate decides, never a word when it fails', () => {
  const gate = { key: 'probe:prefetch', throttle: 1000 }
  const probe = (q: string) => http.get('/probe', v.looseObject({ q: v.string() }), { params: { q }, gate })
  const probes = () => app.seen.filter((request) => request.path.startsWith('/api/probe'))

  it('never prefetches a throttled (or debounced) call, and leaves its window to the click', async () => {
    expect(prefetchGet('/probe', { q: '1' }, gate)).toBe(false)
    expect(prefetchGet('/probe', { q: '1' }, { key: 'probe:typing', debounce: 300 })).toBe(false)
    expect(liveGateKeys()).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    expect(probes()).toHaveLength(0)
    const result = outcome(probe('1'))
    await vi.advanceTimersByTimeAsync(200)
    expect(await result).toEqual({ ok: true, value: { q: '1' } })
    quiet()
  })

  it.each([
    ['a server error', { kind: 'server' as const }],
    ['a 401', { kind: 'unauthorized' as const }],
    ['a refusal', { kind: 'business' as const, code: 2001, msg: '维护中' }],
  ])('is silent about %s (no toast, no log, no sign-out), and the click then fetches as usual', async (_, fault) => {
    app.mock.configure({ fault: { ...fault, path: '/domains', times: 1 } })
    prefetchList('/domains', firstPage)
    await vi.advanceTimersByTimeAsync(200)
    expect(prefetchedCount()).toBe(0)
    expect(app.session.auth.getSnapshot().context.token).not.toBe('')
    const result = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(2)
    quiet()
  })

  it('sends the click’s request when the prefetch it took fails afterwards', async () => {
    app.mock.configure({ fault: { kind: 'server', path: '/domains', times: 1 } })
    prefetchList('/domains', firstPage)
    const result = click()
    await vi.advanceTimersByTimeAsync(400)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(2)
    quiet()
  })
})

describe('prefetchSettled: what a list screen being opened waits for', () => {
  /** Whether the wait has ended, read after each step of the fake clock. */
  const track = (wait: Promise<void>) => {
    const state = { done: false }
    void wait.then(() => (state.done = true))
    return state
  }

  it('ends at once when nothing was prefetched for the list, even while another list is on its way', async () => {
    prefetchList('/backlinks', firstPage)
    const wait = track(prefetchSettled('/domains', 300))
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.done).toBe(true)
  })

  it('ends when the answer comes, and the fetch after it still takes that answer: one request', async () => {
    prefetchList('/domains', firstPage)
    const wait = track(prefetchSettled('/domains', 300))
    await vi.advanceTimersByTimeAsync(100)
    expect(wait.done).toBe(false)
    await vi.advanceTimersByTimeAsync(60)
    expect(wait.done).toBe(true)
    const result = click()
    await vi.advanceTimersByTimeAsync(0)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(1)
    quiet()
  })

  it('ends after its longest wait when the answer is slower, and the answer still goes to the fetch', async () => {
    app.mock.configure({ latency: 1000 })
    prefetchList('/domains', firstPage)
    const wait = track(prefetchSettled('/domains', 300))
    await vi.advanceTimersByTimeAsync(290)
    expect(wait.done).toBe(false)
    await vi.advanceTimersByTimeAsync(20)
    expect(wait.done).toBe(true)
    const result = click()
    await vi.advanceTimersByTimeAsync(700)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(1)
  })

  it('ends when the prefetch fails, silently; the fetch then asks the server', async () => {
    app.mock.configure({ fault: { kind: 'server', path: '/domains', times: 1 } })
    prefetchList('/domains', firstPage)
    const wait = track(prefetchSettled('/domains', 300))
    await vi.advanceTimersByTimeAsync(160)
    expect(wait.done).toBe(true)
    const result = click()
    await vi.advanceTimersByTimeAsync(200)
    expect(rowsOf(await result)).toBe(20)
    expect(lists()).toHaveLength(2)
    quiet()
  })
})
