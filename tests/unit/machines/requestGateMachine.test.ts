import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from '../../../src/machines/requestErrors'
import { envelope, gateHarness } from './gateHarness'

// The envelope outcomes of one ungated call. Throttle and debounce: requestGateMachine.gating.test.ts.

let gate: ReturnType<typeof gateHarness>
beforeEach(() => {
  vi.useFakeTimers()
  gate = gateHarness('none')
})
afterEach(() => {
  gate.stopAll()
  vi.useRealTimers()
})

const noToasts = () => {
  expect(gate.showError).not.toHaveBeenCalled()
  expect(gate.showSuccess).not.toHaveBeenCalled()
}

describe('requestGateMachine: envelope outcomes', () => {
  it('sends the request once and resolves with data on code 0, without a toast', async () => {
    const call = gate.call({ url: '/theme' })
    expect(gate.sent.map((sent) => sent.request)).toEqual([{ url: '/theme' }])
    expect(call.state).toBe('pending')
    await gate.sent[0].reply(envelope(0, 'ok', ['极简博客']))
    expect(call).toMatchObject({ state: 'resolved', value: ['极简博客'] })
    noToasts()
    expect(gate.allDone()).toBe(true)
  })

  it('treats an empty success message like ok', async () => {
    const call = gate.call()
    await gate.sent[0].reply(envelope(0, '', 42))
    expect(call).toMatchObject({ state: 'resolved', value: 42 })
    noToasts()
  })

  it('shows a success message other than ok and still resolves', async () => {
    const call = gate.call()
    await gate.sent[0].reply(envelope(0, '保存成功', { id: '1' }))
    expect(gate.showSuccess).toHaveBeenCalledExactlyOnceWith('保存成功')
    expect(gate.showError).not.toHaveBeenCalled()
    expect(call).toMatchObject({ state: 'resolved', value: { id: '1' } })
  })

  it('shows msg as an error toast and rejects with it on any other code', async () => {
    const call = gate.call()
    await gate.sent[0].reply(envelope(1001, '用户名或密码错误', { fields: {} }))
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('用户名或密码错误')
    expect(call.state).toBe('rejected')
    expect(call.error).toBeInstanceOf(RequestError)
    expect(call.error).toMatchObject({ kind: 'business', message: '用户名或密码错误', code: 1001, data: { fields: {} } })
    expect(gate.allDone()).toBe(true)
  })

  it('leaves a version conflict (1460) to its caller: no toast, rejected with the row as it is now', async () => {
    const call = gate.call()
    await gate.sent[0].reply(envelope(1460, '该记录已被他人修改', { current: { id: 7, version: 3 } }))
    noToasts()
    expect(call.error).toMatchObject({ kind: 'business', code: 1460, message: '该记录已被他人修改', data: { current: { id: 7, version: 3 } } })
  })

  it('says 服务器返回错误 in both the toast and the rejection when msg is empty', async () => {
    const call = gate.call()
    await gate.sent[0].reply(envelope(500, ''))
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('服务器返回错误')
    expect(call.error).toMatchObject({ kind: 'business', message: '服务器返回错误' })
  })

  it('resolves a raw reply (a download) with its value', async () => {
    const call = gate.call()
    const download = { blob: new Blob(['a']), filename: 'a.csv' }
    await gate.sent[0].reply({ kind: 'raw', value: download })
    expect(call.value).toBe(download)
    noToasts()
  })
})

describe('requestGateMachine: transport failures', () => {
  it('writes a 5xx to the console only: no toast', async () => {
    const call = gate.call()
    await gate.sent[0].fail({ kind: 'server', status: 502 })
    expect(gate.logServerError).toHaveBeenCalledExactlyOnceWith('服务器错误，请稍后重试')
    noToasts()
    expect(call.error).toMatchObject({ kind: 'server', status: 502 })
    expect(gate.allDone()).toBe(true)
  })

  it.each([
    ['timeout', '请求超时，请检查网络后重试'],
    ['network', '网络连接失败，请检查网络后重试'],
  ] as const)('shows a toast that says so for %s', async (kind, message) => {
    const call = gate.call()
    await gate.sent[0].fail({ kind })
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith(message)
    expect(gate.logServerError).not.toHaveBeenCalled()
    expect(call.error).toMatchObject({ kind, message })
  })

  it('names the status of another HTTP failure without an envelope', async () => {
    const call = gate.call()
    await gate.sent[0].fail({ kind: 'http', status: 404 })
    expect(gate.showError).toHaveBeenCalledExactlyOnceWith('请求失败（HTTP 404）')
    expect(call.error).toMatchObject({ kind: 'http', status: 404 })
  })

  it('treats anything unclassified as a network failure', async () => {
    const call = gate.call()
    await gate.sent[0].fail({} as never)
    expect(call.error).toMatchObject({ kind: 'network' })
  })

  it('rejects a cancelled request quietly', async () => {
    const call = gate.call()
    await gate.sent[0].fail({ kind: 'cancelled' })
    noToasts()
    expect(call.error).toMatchObject({ kind: 'cancelled', quiet: true })
    expect(gate.allDone()).toBe(true)
  })

  it('reports a 401 with the session it was sent under, without a toast', async () => {
    const call = gate.call()
    await gate.sent[0].fail({ kind: 'unauthorized', status: 401, sessionId: 7 })
    expect(gate.reportUnauthorized).toHaveBeenCalledExactlyOnceWith(7)
    noToasts()
    expect(call.error).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(gate.allDone()).toBe(true)
  })

  it('raises no toast for a silent call, whatever its outcome: its caller says it in place; a 401 still signs out', async () => {
    const failures = [{ kind: 'network' }, { kind: 'timeout' }, { kind: 'http', status: 404 }, { kind: 'server', status: 502 }] as const
    for (const [index, failure] of failures.entries()) {
      const call = gate.call({ url: '/domains/stamp' }, { silent: true })
      await gate.sent[index].fail(failure)
      expect(call.error).toMatchObject({ kind: failure.kind })
    }
    const refused = gate.call({ url: '/domains/stamp' }, { silent: true })
    await gate.sent[4].reply(envelope(1400, '参数不正确'))
    expect(refused.error).toMatchObject({ kind: 'business', code: 1400 })
    noToasts()
    const signedOut = gate.call({ url: '/domains/stamp' }, { silent: true })
    await gate.sent[5].fail({ kind: 'unauthorized', status: 401, sessionId: 3 })
    expect(gate.reportUnauthorized).toHaveBeenCalledExactlyOnceWith(3)
    expect(signedOut.error).toMatchObject({ kind: 'unauthorized' })
    noToasts()
  })

  it('starts one actor per ungated call, each stopping after its own answer', async () => {
    const first = gate.call({ url: '/a' })
    const second = gate.call({ url: '/b' })
    expect(gate.sent.map((sent) => sent.request)).toEqual([{ url: '/a' }, { url: '/b' }])
    await gate.sent[1].reply(envelope(0, 'ok', 'b'))
    expect(gate.actors.map((actor) => actor.getSnapshot().status)).toEqual(['active', 'done'])
    await gate.sent[0].reply(envelope(0, 'ok', 'a'))
    expect([first.value, second.value]).toEqual(['a', 'b'])
    expect(gate.allDone()).toBe(true)
  })
})
