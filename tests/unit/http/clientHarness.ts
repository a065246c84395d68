import { Response } from 'miragejs'
import { vi, type Mock, type MockInstance } from 'vitest'
import { createSession, type Session } from '../../../src/app/session'
import { writeStoredSession } from '../../../src/app/storage'
import { answer, authed, fail, ok } from '../../../src/mock-server/envelope'
import type { MockResource } from '../../../src/mock-server/resource'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { notify } from '../../../src/ui/toast'

/** A request as Mirage saw it. */
export interface Seen {
  verb: string
  path: string
  headers: Record<string, string>
  body: unknown
  /** Whether the client aborted it before the answer came. */
  aborted: boolean
}

/**
 * Test-only routes beside the real ones, behind the same token rules:
 * GET /probe?msg=…&q=…      → ok({ q }, msg)
 * POST /probe/upload        → what the multipart body held
 * GET /probe/raw?kind=…    → not an envelope: an HTML page (html) or a string code
 * GET /probe/status?status=…&envelope=1 → that HTTP status, with a refusal envelope or a plain text body
 * GET /probe/renew?name=…   → ok, with renewal headers spelled `name` / `name` of the expiry
 * GET /probe/file?variant=… → a CSV download (utf8 | plain disposition) or an envelope refusal (error)
 */
export const probeResource: MockResource = {
  routes(server, scenario) {
    server.get(
      '/probe',
      authed(scenario, (request) => ok({ q: request.queryParams.q ?? null }, String(request.queryParams.msg ?? 'ok'))),
    )
    server.get('/probe/raw', (_schema, request) =>
      request.queryParams.kind === 'html'
        ? // what a misrouted proxy answers: the SPA's index.html instead of an envelope
          new Response(200, { 'Content-Type': 'text/html' }, '<!doctype html><title>后台</title>')
        : new Response(200, { 'Content-Type': 'application/json' }, { code: '0', msg: 'ok', data: 1 }),
    )
    server.get('/probe/status', (_schema, request) => {
      const status = Number(request.queryParams.status)
      return request.queryParams.envelope ? new Response(status, {}, fail(1403, '没有权限执行此操作')) : new Response(status, {}, 'Not Found')
    })
    server.post(
      '/probe/upload',
      authed(scenario, (request) => {
        const body = request.requestBody as unknown
        if (!(body instanceof FormData)) return fail(1422, '不是 multipart 请求')
        const file = body.get('file')
        return ok({ title: body.get('title'), name: file instanceof File ? file.name : null, size: file instanceof File ? file.size : null })
      }),
    )
    server.get(
      '/probe/renew',
      authed(scenario, (request) => {
        const token = String(request.queryParams.name ?? 'new-token')
        const expires = token.replace(/token/i, (word) => (word === 'TOKEN' ? 'EXPIRES-IN' : word === 'Token' ? 'Expires-In' : 'expires-in'))
        return answer(ok('renewed'), 200, { [token]: issueToken('admin', 900), [expires]: '900' })
      }),
    )
    server.get(
      '/probe/file',
      authed(scenario, (request) => {
        const variant = request.queryParams.variant
        if (variant === 'error') return answer(fail(1404, '文件不存在或已被删除'), 200, { 'Content-Type': 'application/json' })
        const disposition = variant === 'plain' ? 'attachment; filename="domains.csv"' : `attachment; filename*=UTF-8''${encodeURIComponent('域名列表.csv')}`
        return answer('domain,theme\nmeishi.com,极简博客\n', 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition })
      }),
    )
  },
}

export interface Harness {
  mock: MockServer
  session: Session
  seen: Seen[]
  redirectToLogin: Mock<(reason: string) => void>
  showError: MockInstance<(message: string) => string | number>
  showSuccess: MockInstance<(message: string) => string | number>
  consoleError: MockInstance<typeof console.error>
  token: string
  stop(): void
}

/**
 * The app's real http stack, wired by createSession as main.tsx does, against Mirage in its test environment.
 * `ttl`: a stored session with a token of that many seconds (null: signed out).
 */
export function startClient({ ttl = 7200 as number | null } = {}): Harness {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [probeResource] })
  const seen: Seen[] = []
  mock.server.pretender.handledRequest = (verb, path, request) => {
    const aborted = (request as unknown as { aborted?: boolean }).aborted === true
    seen.push({ verb, path, headers: { ...request.requestHeaders }, body: request.requestBody, aborted })
  }
  const token = ttl === null ? '' : issueToken('admin', ttl)
  if (ttl !== null) writeStoredSession({ token, expiresIn: String(ttl) })
  // spied before createSession, which hands these functions to the http layer
  const showError = vi.spyOn(notify, 'error').mockImplementation(() => 0)
  const showSuccess = vi.spyOn(notify, 'success').mockImplementation(() => 0)
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const redirectToLogin = vi.fn<(reason: string) => void>()
  const session = createSession({ redirectToLogin })
  return {
    mock,
    session,
    seen,
    redirectToLogin,
    showError,
    showSuccess,
    consoleError,
    token,
    stop() {
      session.auth.stop()
      session.themeList.stop()
      mock.shutdown()
    },
  }
}

/** The Authorization header of a request, whatever its letter case. */
export const authorizationOf = (request: Seen) => Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1]

/** Settles a promise into what it gave, for assertions on rejections without try/catch. */
export const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
