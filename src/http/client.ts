import { create, isAxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'
import type { InspectionEvent } from 'xstate'
import { isExpiresIn, isUsableToken } from '../api/token'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The auth session a request was sent under; set by the request interceptor. */
    sessionId?: number
  }
}

/** What the http layer needs from the rest of the app; wired once at start-up (see src/app/session.ts). */
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

export const hooks: HttpHooks = { ...defaultHooks }

export function configureHttp(overrides: Partial<HttpHooks>): void {
  Object.assign(hooks, defaultHooks, overrides)
}

/** The one axios instance (spec §9): prefix /api, 10 s timeout, no retry. */
export const httpClient = create({ baseURL: '/api', timeout: 10_000 })

httpClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.sessionId ??= hooks.getSessionId()
  const token = hooks.getToken()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})

function applyRenewal(response: AxiosResponse | undefined): void {
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

httpClient.interceptors.response.use(
  (response) => {
    applyRenewal(response)
    return response
  },
  (error: unknown) => {
    applyRenewal(isAxiosError(error) ? error.response : undefined)
    return Promise.reject(error)
  },
)
