import type { AxiosAdapter } from 'axios'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { httpClient } from '../../../src/http/axiosClient'
import { installHttp, uninstallHttp } from '../../../src/http/client'
import { issueToken } from '../../../src/mock-server/tokens'

// The http layer is wired to a session explicitly (createSession → installHttp), not when its module is imported:
// before, a request carries no token; after, the installed session's; a second install replaces the first.

/** Answers every request at once with the Authorization it carried, and the renewal headers given. */
const echo =
  (headers: Record<string, string> = {}): AxiosAdapter =>
  async (config) => ({ data: config.headers.get('Authorization') ?? null, status: 200, statusText: 'OK', headers, config })

afterEach(() => uninstallHttp())

describe('installing the http layer', () => {
  it('sends no token before a session installed its hooks, and the installed one after', async () => {
    expect((await httpClient.get('/x', { adapter: echo() })).data).toBeNull()
    installHttp({ getToken: () => 'first' })
    expect((await httpClient.get('/x', { adapter: echo() })).data).toBe('Bearer first')
    uninstallHttp()
    expect((await httpClient.get('/x', { adapter: echo() })).data).toBeNull()
  })

  it('replaces an earlier install: one token, one renewal per answer', async () => {
    const earlier = vi.fn()
    const onRenewed = vi.fn()
    installHttp({ getToken: () => 'first', onRenewed: earlier })
    installHttp({ getToken: () => 'second', getSessionId: () => 7, onRenewed })
    const renewed = issueToken('admin', 3600)
    const answer = await httpClient.get('/x', { adapter: echo({ 'new-token': renewed, 'new-expires-in': '3600' }) })
    expect(answer.data).toBe('Bearer second')
    expect(earlier).not.toHaveBeenCalled()
    expect(onRenewed).toHaveBeenCalledTimes(1)
    expect(onRenewed).toHaveBeenCalledWith({ token: renewed, expiresIn: '3600', sessionId: 7 })
  })

  it('hands a renewal to the hooks its request went out with, even when another install replaced them meanwhile', async () => {
    const earlier = vi.fn()
    const later = vi.fn()
    installHttp({ getToken: () => 'first', getSessionId: () => 3, onRenewed: earlier })
    let answer: (() => void) | undefined
    const renewed = issueToken('admin', 3600)
    const adapter: AxiosAdapter = (config) =>
      new Promise((resolve) => {
        answer = () => resolve({ data: null, status: 200, statusText: 'OK', headers: { 'new-token': renewed, 'new-expires-in': '3600' }, config })
      })
    const sent = httpClient.get('/x', { adapter })
    // the request is out (its interceptor ran) once the adapter has it
    await vi.waitFor(() => expect(answer).toBeDefined())
    installHttp({ getToken: () => 'second', getSessionId: () => 3, onRenewed: later })
    answer!()
    await sent
    expect(earlier).toHaveBeenCalledExactlyOnceWith({ token: renewed, expiresIn: '3600', sessionId: 3 })
    expect(later).not.toHaveBeenCalled()
  })
})
