// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { liveGateKeys, loadTransport } from '../../../src/http/gate'
import { http } from '../../../src/http/request'
import { outcome, startClient, type Harness } from './clientHarness'

// Throttle and debounce through the real client against Mirage. Fake timers: Mirage answers (and the gate's
// windows) move only when the test advances the clock.

// the transport comes in a chunk of its own (src/http/gate.ts): loaded before the clock is faked, as the app loads it
// right after its first render, so that a call is sent as soon as its gate lets it go
beforeAll(() => loadTransport())
let app: Harness
beforeEach(() => {
  vi.useFakeTimers()
  app = startClient()
})
afterEach(async () => {
  // let every window close, so each test starts with no live gate
  await vi.advanceTimersByTimeAsync(60_000)
  const left = liveGateKeys()
  app.stop()
  vi.useRealTimers()
  if (left.length) throw new Error(`gates left running: ${left.join(', ')}`)
})

const probes = () => app.seen.filter((request) => request.path.startsWith('/api/probe'))
const queries = () => probes().map((request) => new URL(request.path, 'http://x').searchParams.get('q'))
type Gate = { key: string; throttle: number } | { key: string; debounce: number }
const probe = (q: string, gate: Gate, msg = 'ok', signal?: AbortSignal) =>
  http.get('/probe', v.looseObject({ q: v.string() }), { params: { q, msg }, gate, signal })

describe('http client: throttle', () => {
  const gate = { key: 'probe:throttle', throttle: 1000 }

  it('refuses a repeat inside the window with 请勿请求过快, sending nothing, then allows one after it', async () => {
    const first = outcome(probe('1', gate))
    const repeat = outcome(probe('2', gate))
    await vi.advanceTimersByTimeAsync(10)
    expect(await first).toEqual({ ok: true, value: { q: '1' } })
    expect(await repeat).toMatchObject({ ok: false, error: { kind: 'throttled', message: '请勿请求过快' } })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('请勿请求过快')

    await vi.advanceTimersByTimeAsync(500)
    const stillTooSoon = outcome(probe('3', gate))
    await vi.advanceTimersByTimeAsync(10)
    expect(await stillTooSoon).toMatchObject({ ok: false, error: { kind: 'throttled' } })
    expect(liveGateKeys()).toEqual(['probe:throttle'])

    await vi.advanceTimersByTimeAsync(500)
    expect(liveGateKeys()).toEqual([])
    const later = outcome(probe('4', gate))
    await vi.advanceTimersByTimeAsync(10)
    expect(await later).toEqual({ ok: true, value: { q: '4' } })
    expect(queries()).toEqual(['1', '4'])
  })

  it('keeps separate keys apart', async () => {
    const a = outcome(probe('a', { key: 'a', throttle: 1000 }))
    const b = outcome(probe('b', { key: 'b', throttle: 1000 }))
    await vi.advanceTimersByTimeAsync(10)
    expect([(await a).ok, (await b).ok]).toEqual([true, true])
    expect(app.showError).not.toHaveBeenCalled()
  })
})

describe('http client: debounce', () => {
  const gate = { key: 'probe:search', debounce: 300 }

  it('sends only the last call of a burst; the others reject as superseded, quietly', async () => {
    const calls = ['风', '风景', '风景区'].map((q) => outcome(probe(q, gate)))
    await vi.advanceTimersByTimeAsync(299)
    expect(probes()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(20)
    const results = await Promise.all(calls)
    expect(queries()).toEqual(['风景区'])
    expect(results.map((result) => (result.ok ? result.value : (result.error as { kind: string }).kind))).toEqual(['superseded', 'superseded', { q: '风景区' }])
    expect(app.showError).not.toHaveBeenCalled()
    expect(liveGateKeys()).toEqual([])
  })

  it('aborts the call in flight when a newer one comes, even when callers pass their own signal', async () => {
    app.mock.configure({ latency: 200 })
    const first = outcome(probe('old', gate, 'ok', new AbortController().signal))
    await vi.advanceTimersByTimeAsync(350)
    const second = outcome(probe('new', gate, 'ok', new AbortController().signal))
    expect(await first).toMatchObject({ ok: false, error: { kind: 'superseded' } })
    await vi.advanceTimersByTimeAsync(600)
    expect(await second).toEqual({ ok: true, value: { q: 'new' } })
    expect(probes().map((request) => [new URL(request.path, 'http://x').searchParams.get('q'), request.aborted])).toEqual([
      ['old', true],
      ['new', false],
    ])
    expect(app.showError).not.toHaveBeenCalled()
    expect(liveGateKeys()).toEqual([])
  })

  it('shows a success message and never resolves the promise, yet frees the key', async () => {
    let settled = false
    void probe('x', gate, '已保存').finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(app.showSuccess).toHaveBeenCalledExactlyOnceWith('已保存')
    expect(settled).toBe(false)
    expect(liveGateKeys()).toEqual([])
  })

  it('shows 请求发生错误 for a failed debounced request, and logs a 5xx', async () => {
    app.mock.configure({ fault: { kind: 'server', path: '/probe' } })
    const result = outcome(probe('x', gate))
    await vi.advanceTimersByTimeAsync(400)
    expect(await result).toMatchObject({ ok: false, error: { kind: 'server' } })
    expect(app.showError).toHaveBeenCalledExactlyOnceWith('请求发生错误')
    expect(app.consoleError).toHaveBeenCalledExactlyOnceWith('服务器错误，请稍后重试')
    expect(probes()).toHaveLength(1)
  })
})
