import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, flush, gateHarness } from './gateHarness'

// Throttle and debounce on one cache key. The envelope outcomes: requestGateMachine.test.ts.

let gate: ReturnType<typeof gateHarness>
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  gate.stopAll()
  vi.useRealTimers()
})

describe('requestGateMachine: throttle', () => {
  beforeEach(() => {
    gate = gateHarness('throttle', 1000)
  })

  it('refuses a repeat while the first is in flight: 请勿请求过快, a rejection, no second send', async () => {
    const first = gate.call()
    const repeat = gate.call()
    await flush()
    expect(gate.sent).toHaveLength(1)
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('请勿请求过快')
    expect(repeat.error).toMatchObject({ kind: 'throttled', message: '请勿请求过快' })
    await gate.sent[0].reply(envelope(0, 'ok', 'data'))
    expect(first.value).toBe('data')
  })

  it('still refuses after the answer until the window ends, then lets the next call through', async () => {
    gate.call()
    await vi.advanceTimersByTimeAsync(200)
    await gate.sent[0].reply(envelope(0, 'ok', 1))
    await vi.advanceTimersByTimeAsync(799)
    const tooSoon = gate.call()
    await flush()
    expect(tooSoon.error).toMatchObject({ kind: 'throttled' })
    expect(gate.sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(gate.allDone()).toBe(true)
    const later = gate.call()
    expect(gate.sent).toHaveLength(2)
    await gate.sent[1].reply(envelope(0, 'ok', 2))
    expect(later.value).toBe(2)
    expect(gate.showError).toHaveBeenCalledTimes(1)
  })

  it('tells the refused caller when a repeat would be accepted: the end of the window, or null while the first is in flight past it', async () => {
    const start = Date.now()
    gate.call()
    await vi.advanceTimersByTimeAsync(300)
    const inFlight = gate.call()
    await flush()
    expect(inFlight.error).toMatchObject({ kind: 'throttled', retryAt: start + 1000 })
    await gate.sent[0].reply(envelope(0, 'ok', 1))
    await vi.advanceTimersByTimeAsync(400)
    const cooling = gate.call()
    await flush()
    expect(cooling.error).toMatchObject({ kind: 'throttled', message: '请勿请求过快', retryAt: start + 1000 })

    // a slow first call: after its window only its answer tells when the next one may go
    await vi.advanceTimersByTimeAsync(300)
    gate.call()
    await vi.advanceTimersByTimeAsync(1200)
    const late = gate.call()
    await flush()
    expect(late.error).toMatchObject({ kind: 'throttled', retryAt: null })
  })

  it('stops at once when the answer comes after the window', async () => {
    gate.call()
    await vi.advanceTimersByTimeAsync(1500)
    await gate.sent[0].reply(envelope(0, 'ok', 1))
    expect(gate.allDone()).toBe(true)
  })
})

describe('requestGateMachine: debounce', () => {
  beforeEach(() => {
    gate = gateHarness('debounce', 300)
  })

  it('sends only the last call of a burst, after it has been quiet for the window', async () => {
    const calls = [gate.call({ q: 'a' })]
    await vi.advanceTimersByTimeAsync(200)
    calls.push(gate.call({ q: 'ab' }))
    await vi.advanceTimersByTimeAsync(200)
    calls.push(gate.call({ q: 'abc' }))
    await vi.advanceTimersByTimeAsync(299)
    expect(gate.sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(gate.sent.map((sent) => sent.request)).toEqual([{ q: 'abc' }])
    await gate.sent[0].reply(envelope(0, 'ok', ['result']))
    expect(calls.map((call) => call.state)).toEqual(['rejected', 'rejected', 'resolved'])
    expect(calls[0].error).toMatchObject({ kind: 'superseded', quiet: true })
    expect(calls[2].value).toEqual(['result'])
    expect(gate.showError).not.toHaveBeenCalled()
    expect(gate.allDone()).toBe(true)
  })

  it('aborts the request in flight when a newer call arrives, and sends the newer one', async () => {
    const first = gate.call({ q: 'a' })
    await vi.advanceTimersByTimeAsync(300)
    expect(gate.sent).toHaveLength(1)
    const second = gate.call({ q: 'b' })
    await flush()
    expect(gate.sent[0].signal.aborted).toBe(true)
    expect(first.error).toMatchObject({ kind: 'superseded' })
    // a late answer to the aborted request changes nothing
    await gate.sent[0].reply(envelope(0, '不该出现', 'stale'))
    expect(gate.showSuccess).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(300)
    expect(gate.sent.map((sent) => sent.request)).toEqual([{ q: 'a' }, { q: 'b' }])
    await gate.sent[1].reply(envelope(0, 'ok', 'fresh'))
    expect(second.value).toBe('fresh')
    expect(gate.allDone()).toBe(true)
  })

  it('shows a success message and leaves the promise unresolved, yet the gate stops', async () => {
    const call = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[0].reply(envelope(0, '已保存', 'data'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(gate.showSuccess).toHaveBeenCalledExactlyOnceWith('已保存')
    expect(call.state).toBe('pending')
    expect(gate.allDone()).toBe(true)
  })

  it('shows 请求发生错误 for a 5xx, and still logs it', async () => {
    const call = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[0].fail({ kind: 'server', status: 500 })
    expect(gate.logServerError).toHaveBeenCalledExactlyOnceWith('服务器错误，请稍后重试')
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('请求发生错误')
    expect(call.error).toMatchObject({ kind: 'server' })
  })

  it.each(['timeout', 'network'] as const)('shows 请求发生错误 for a %s', async (kind) => {
    const call = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[0].fail({ kind })
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('请求发生错误')
    expect(call.error).toMatchObject({ kind })
  })

  it('still shows the envelope msg for a business error', async () => {
    const call = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[0].reply(envelope(1400, '关键词太长'))
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('关键词太长')
    expect(call.error).toMatchObject({ kind: 'business', message: '关键词太长' })
  })

  it('stays quiet for a cancelled or unauthorized debounced call', async () => {
    const cancelled = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[0].fail({ kind: 'cancelled' })
    const unauthorized = gate.call()
    await vi.advanceTimersByTimeAsync(300)
    await gate.sent[1].fail({ kind: 'unauthorized', status: 401, sessionId: 3 })
    expect(gate.showError).not.toHaveBeenCalled()
    expect(gate.reportUnauthorized).toHaveBeenCalledExactlyOnceWith(3)
    expect([cancelled.error?.kind, unauthorized.error?.kind]).toEqual(['cancelled', 'unauthorized'])
    expect(gate.actors).toHaveLength(2)
    expect(gate.allDone()).toBe(true)
  })
})
