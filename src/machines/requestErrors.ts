/** Texts a person sees when a request goes wrong; the first four are the spec's own. */
export const requestMessages = {
  businessError: '服务器返回错误',
  debouncedFailure: '请求发生错误',
  throttled: '请勿请求过快',
  serverError: '服务器错误，请稍后重试',
  timeout: '请求超时，请检查网络后重试',
  network: '网络连接失败，请检查网络后重试',
  unauthorized: '登录已失效，请重新登录',
  cancelled: '请求已取消',
  superseded: '请求已被新的请求取代',
  invalid: '服务器返回的数据格式不正确',
} as const

/**
 * Why a request did not give data:
 * business – the envelope's code was not 0; unauthorized – HTTP 401; server – HTTP 5xx;
 * http – any other HTTP failure without an envelope; timeout and network – nothing came back;
 * cancelled – the caller aborted; throttled – refused before sending; superseded – a later debounced call won;
 * invalid – a `code: 0` answer whose `data` does not have the shape the call expects (src/http/answer.ts);
 * missing – the backend does not have the call (HTTP 404, 405 or 501 without an envelope; docs/api.md, "Partial backends").
 */
export type RequestErrorKind =
  'business' | 'unauthorized' | 'server' | 'http' | 'missing' | 'timeout' | 'network' | 'cancelled' | 'throttled' | 'superseded' | 'invalid'

export class RequestError extends Error {
  readonly kind: RequestErrorKind
  readonly code: number | undefined
  readonly status: number | undefined
  readonly data: unknown
  /**
   * A throttled call: when a repeat would be accepted (a `Date.now()` time; at the earliest while the first call is
   * still in flight), or null when that is not known (the first call is still in flight after its window).
   */
  readonly retryAt: number | null

  constructor(kind: RequestErrorKind, message: string, extra: { code?: number; status?: number; data?: unknown; retryAt?: number | null } = {}) {
    super(message)
    this.name = 'RequestError'
    this.kind = kind
    this.code = extra.code
    this.status = extra.status
    this.data = extra.data
    this.retryAt = extra.retryAt ?? null
  }

  /** Cancelled, throttled and superseded calls are not failures a screen should report. */
  get quiet(): boolean {
    return this.kind === 'cancelled' || this.kind === 'throttled' || this.kind === 'superseded' || this.kind === 'unauthorized'
  }
}

export function isRequestError(error: unknown, kind?: RequestErrorKind): error is RequestError {
  return error instanceof RequestError && (kind === undefined || error.kind === kind)
}
