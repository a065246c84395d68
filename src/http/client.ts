import { create, isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import type { InspectionEvent } from 'xstate'
import { isExpiresIn, isUsableToken } from '../api/token'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The auth session a request was sent under; set by the request interceptor. */
    sessionId?: number
  }
}

/** What the http layer needs from the rest of the app; installed once at start-up (see src/app/session.ts). */
export interface HttpHooks {
  getToken(): string
  getSessionId(): number
  onRenewed(renewal: { token: string; expiresIn: string; sessionId: number | undefined }): void
  onUnauthorized(sessionId: number | undefined): void
  showError(message: string): void
  showSuccess(message: string): void
  logServerError(message: string): void
  /** An optional operation turned out to be missing on this backend (status null: it said so itself); said once. */
  noticeMissing(key: string, status: number | null): void
  inspect?: (event: InspectionEvent) => void
}

/** Before a session installs its hooks: no token, nobody to tell but the console. */
const defaultHooks: HttpHooks = {
  getToken: () => '',
  getSessionId: () => 0,
  onRenewed: () => {},
  onUnauthorized: () => {},
  showError: () => {},
  showSuccess: () => {},
  logServerError: (message) => console.error(message),
  noticeMissing: () => {},
}

/** The one axios instance (spec §9): prefix /api, 10 s timeout, no retry. */
export const httpClient = create({ baseURL: '/api', timeout: 10_000 })

/** The hooks the session installed, or the defaults, and what takes its interceptors out again. */
let installed = defaultHooks
let eject = () => {}

/** The hooks the session installed, or the defaults: what the gate, the transport and the calls report to. */
export const httpHooks = (): HttpHooks => installed

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

/**
 * Wires the http layer to a session, explicitly, once at start (createSession): its hooks, and the client's two
 * interceptors, which read them: every request carries the session's token and the session it was sent under; every
 * answer, success or failure, hands a token renewal on. A second install replaces the first (a test's new session).
 */
export function installHttp(overrides: Partial<HttpHooks>): void {
  uninstallHttp()
  const hooks: HttpHooks = (installed = { ...defaultHooks, ...overrides })
  const request = httpClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.sessionId ??= hooks.getSessionId()
    const token = hooks.getToken()
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
    return config
  })
  const response = httpClient.interceptors.response.use(
    (answer) => {
      applyRenewal(hooks, answer)
      return answer
    },
    (error: unknown) => {
      applyRenewal(hooks, isAxiosError(error) ? error.response : undefined)
      return Promise.reject(error)
    },
  )
  eject = () => {
    httpClient.interceptors.request.eject(request)
    httpClient.interceptors.response.eject(response)
  }
}

/** Takes the session's hooks and interceptors out again (tests, one after another in a worker). */
export function uninstallHttp(): void {
  eject()
  eject = () => {}
  installed = defaultHooks
}
