// @vitest-environment happy-dom — the browser's XHR and fetch, as the app's http client meets them
import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { httpClient } from '../../../src/http/axiosClient'
import { installHttp, uninstallHttp } from '../../../src/http/client'
import { names } from '../../../src/api/envelope'
import { loadTransport } from '../../../src/http/gate'
import { http } from '../../../src/http/request'

// Mirage's fake XHR never times out, so the 10 s timeout is tested against a stub adapter that behaves as axios's
// own adapters do (the XHR adapter rejects with ECONNABORTED, the fetch adapter with ETIMEDOUT), and once against
// axios's real fetch adapter over a fetch that never answers.

const original = { adapter: httpClient.defaults.adapter, env: httpClient.defaults.env, baseURL: httpClient.defaults.baseURL }
const showError = vi.fn<(message: string) => void>()
const showSuccess = vi.fn<(message: string) => void>()
const logServerError = vi.fn<(message: string) => void>()

/** An adapter that never answers: it times out after config.timeout with `code`, or is cancelled by the signal. */
function silentAdapter(code: string) {
  return vi.fn<AxiosAdapter>(
    (config) =>
      new Promise((_resolve, reject) => {
        const timer = config.timeout
          ? setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config)), config.timeout)
          : undefined
        ;(config.signal as AbortSignal | undefined)?.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(new CanceledError(undefined, undefined, config))
        })
      }),
  )
}

/** Settles a promise into a record the test can read after moving the clock. */
function track(promise: Promise<unknown>) {
  const state: { settled: boolean; error?: unknown } = { settled: false }
  promise.then(
    () => Object.assign(state, { settled: true }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

// the transport comes in a chunk of its own (src/http/gate.ts): loaded before the clock is faked, as the app loads it
// right after its first render, so that a call is sent as soon as its gate lets it go
beforeAll(() => loadTransport())
beforeEach(() => {
  vi.useFakeTimers()
  installHttp({ showError, showSuccess, logServerError })
})
afterEach(() => {
  Object.assign(httpClient.defaults, original)
  uninstallHttp()
  vi.useRealTimers()
  showError.mockReset()
  showSuccess.mockReset()
  logServerError.mockReset()
})

describe('the client timeout', () => {
  it('is 10000 ms on the one instance, under /api', () => {
    expect(httpClient.defaults.timeout).toBe(10_000)
    expect(httpClient.defaults.baseURL).toBe('/api')
  })

  it.each(['ECONNABORTED', 'ETIMEDOUT'])('gives nothing at 9999 ms, then a timeout toast and rejection at 10000 ms (%s), sent once', async (code) => {
    const adapter = silentAdapter(code)
    httpClient.defaults.adapter = adapter
    const call = track(http.get('/theme', names))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(call.settled).toBe(false)
    expect(showError).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(call.error).toMatchObject({ kind: 'timeout', message: '请求超时，请检查网络后重试' })
    expect(showError).toHaveBeenCalledExactlyOnceWith('请求超时，请检查网络后重试')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(adapter).toHaveBeenCalledTimes(1)
    expect((adapter.mock.calls[0][0] as InternalAxiosRequestConfig).timeout).toBe(10_000)
    expect(logServerError).not.toHaveBeenCalled()
  })

  it('gives no toast for a request the caller cancelled', async () => {
    const adapter = silentAdapter('ECONNABORTED')
    httpClient.defaults.adapter = adapter
    const controller = new AbortController()
    const call = track(http.get('/theme', names, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(call.error).toMatchObject({ kind: 'cancelled' })
    expect(showError).not.toHaveBeenCalled()
    expect(adapter).toHaveBeenCalledTimes(1)
  })

  it('shows a network toast when nothing came back', async () => {
    httpClient.defaults.adapter = vi.fn<AxiosAdapter>((config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)))
    await expect(http.get('/theme', names)).rejects.toMatchObject({ kind: 'network' })
    expect(showError).toHaveBeenCalledExactlyOnceWith('网络连接失败，请检查网络后重试')
  })

  it('writes a 5xx to the console even before the app has wired its hooks', async () => {
    uninstallHttp()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    httpClient.defaults.adapter = vi.fn<AxiosAdapter>((config) =>
      Promise.reject(new AxiosError('Bad Gateway', AxiosError.ERR_BAD_RESPONSE, config, null, { status: 502 } as never)),
    )
    await expect(http.get('/theme', names)).rejects.toMatchObject({ kind: 'server', status: 502 })
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('服务器错误，请稍后重试')
  })

  it("times out through axios's own fetch adapter too", async () => {
    // axios hands fetch a Request that carries its abort signal; this fetch answers nothing until it aborts
    const fetch = vi.fn(
      (input: string | URL | Request) =>
        new Promise<Response>((_resolve, reject) => {
          const { signal } = input as Request
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    httpClient.defaults.adapter = 'fetch'
    httpClient.defaults.env = { ...original.env, fetch }
    // Node's Request needs an absolute URL; the browser's resolves /api against the page
    httpClient.defaults.baseURL = `${window.location.origin}/api`
    const call = track(http.get('/theme', names))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(call.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(call.error).toMatchObject({ kind: 'timeout' })
    expect(showError).toHaveBeenCalledExactlyOnceWith('请求超时，请检查网络后重试')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
