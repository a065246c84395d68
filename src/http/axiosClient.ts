import { create, isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import { isExpiresIn, isUsableToken } from '../api/token'
import { httpHooks, type HttpHooks } from './client'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The auth session a request was sent under; set by the request interceptor. */
    sessionId?: number
  }
}

/**
 * The one axios instance (spec §9): prefix /api, 10 s timeout, no retry. It and axios load in a chunk of their own
 * (through the transport, src/http/gate.ts), after /login shows: the sign-in is the first request anyone sends.
 * Its two interceptors use the hooks the session installed (installHttp, src/http/client.ts) when a request goes out:
 * every request carries the session's token and the session it was sent under; every answer, success or failure,
 * hands a token renewal on to those same hooks, even when another install replaced them meanwhile (a test's next
 * session). Before a session installed them, no token is sent.
 */
export const httpClient = create({
  baseURL: '/api',
  timeout: 10_000,
  // the API takes a bearer token, never an XSRF cookie: axios would otherwise look for an XSRF-TOKEN cookie before each
  // request to this origin, in Chromium through the asynchronous cookieStore, a round trip to the browser before the
  // request leaves
  withXSRFToken: false,
})

/** The hooks each request went out with; axios answers with the same config object it sent. */
const sentWith = new WeakMap<object, HttpHooks>()
const hooksOf = (config: object | undefined) => (config && sentWith.get(config)) ?? httpHooks()

httpClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const hooks = httpHooks()
  sentWith.set(config, hooks)
  config.sessionId ??= hooks.getSessionId()
  const token = hooks.getToken()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})
httpClient.interceptors.response.use(
  (answer) => {
    applyRenewal(hooksOf(answer.config), answer)
    return answer
  },
  (error: unknown) => {
    const response = isAxiosError(error) ? error.response : undefined
    applyRenewal(hooksOf(response?.config), response)
    return Promise.reject(error)
  },
)

/** Takes a renewal the server sent in an answer's headers (a `New-Token` with its `New-Expires-In`). */
function applyRenewal(hooks: HttpHooks, response: AxiosResponse | undefined): void {
  if (!response) return
  // AxiosHeaders.get is case-insensitive: New-Token, new-token and NEW-TOKEN are the same header
  const headers = response.headers as { get?: (name: string) => unknown } & Record<string, unknown>
  const read = (name: string) => (typeof headers.get === 'function' ? headers.get(name) : headers[name])
  const token = read('new-token')
  const expiresIn = read('new-expires-in')
  // a renewal the client could not send back (oversized, odd characters) or without a lifetime is ignored
  if (isUsableToken(token) && isExpiresIn(expiresIn)) {
    hooks.onRenewed({ token, expiresIn: String(expiresIn), sessionId: response.config?.sessionId })
  }
}
