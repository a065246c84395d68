import { Response, type Request } from 'miragejs'
import type { Envelope } from '../api/envelope'
import { takeFault, type Scenario } from './scenario'
import { issueToken, verifyToken } from './tokens'

export const ok = <T>(data: T, msg = 'ok'): Envelope<T> => ({ code: 0, msg, data })
export const fail = <T = null>(code: number, msg: string, data: T = null as T): Envelope<T> => ({ code, msg, data })

/** An answer other than a plain 200 envelope: another status, a file body, extra headers. */
export interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export const answer = (body: unknown, status = 200, headers: Record<string, string> = {}): Answer => ({ status, body, headers })

const isAnswer = (value: Envelope | Answer): value is Answer => 'status' in value

export function toResponse(value: Envelope | Answer, extraHeaders: Record<string, string> = {}): Response {
  const { status, body, headers } = isAnswer(value) ? value : answer(value)
  const type: Record<string, string> = typeof body === 'string' ? {} : { 'Content-Type': 'application/json' }
  return new Response(status, { ...type, ...headers, ...extraHeaders }, body as object)
}

export type Handler = (request: Request) => Envelope | Answer

/** The injected fault for this request, as the answer a real server would give. */
export function faultAnswer(scenario: Scenario, request: Request): Answer | null {
  const fault = takeFault(scenario, request.url)
  if (!fault) return null
  if (fault.kind === 'server') return answer(fail(500, 'Internal Server Error'), 500)
  if (fault.kind === 'unauthorized') return answer(fail(401, '登录已过期，请重新登录'), 401)
  return answer(fail(fault.code ?? 1000, fault.msg ?? '操作失败'))
}

/**
 * Wraps a handler behind the token rules: no, unknown or expired token → 401; a token close to expiry → the answer
 * carries New-Token / New-Expires-In (mixed case on purpose: clients must read headers case-insensitively).
 */
export function authed(scenario: Scenario, handler: Handler) {
  return (_schema: unknown, request: Request): Response => {
    const header = request.requestHeaders.Authorization ?? request.requestHeaders.authorization ?? ''
    const claims = verifyToken(header.replace(/^Bearer\s+/i, ''))
    if (!claims) return toResponse(answer(fail(401, '登录已过期，请重新登录'), 401))
    const result = faultAnswer(scenario, request) ?? handler(request)
    const renewal: Record<string, string> =
      claims.exp * 1000 - Date.now() < scenario.renewWithin * 1000
        ? { 'New-Token': issueToken(claims.sub, scenario.tokenTtl), 'New-Expires-In': String(scenario.tokenTtl) }
        : {}
    return toResponse(result, renewal)
  }
}
