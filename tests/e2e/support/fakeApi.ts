import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OPTIONAL_KEYS } from '../../../src/api/operations'

/**
 * A small real HTTP API with the contract of docs/api.md for POST /api/login, GET /api/theme,
 * GET /api/comments/pending-count, GET /api/capabilities (every optional call), GET /api/me, GET and PUT /api/me/preferences, GET /api/audit (empty) and its operators, GET /api/themes (one page of THEME_NAMES.length themes) and GET /api/domains (empty
 * unless set) with its CSV export, answered the way src/mock-server does: envelopes, JWT-shaped tokens, 401 for
 * missing, unknown or expired tokens, and renewal headers on answers to tokens close to expiry. Tests steer it through
 * plain methods.
 */
export interface FakeApi {
  /** `http://127.0.0.1:<port>`: the target the preview server proxies /api to. */
  url: string
  /** Seconds a token issued at login lives (the answer's expires_in); default 7200. */
  setTokenLifetime(seconds: number): void
  /** Tokens with less than this many seconds left get New-Token / New-Expires-In; default 600. */
  setRenewWithin(seconds: number): void
  /** Milliseconds every answer waits before it is sent, as a distant API's would (the bench's prefetch step); default 0. */
  setLatency(ms: number): void
  /**
   * GET /api/domains answers these rows, all on one page whatever page size was asked (the bench's long pages);
   * default none.
   */
  setDomains(rows: unknown[]): void
  /** The next `times` requests to `path` (e.g. '/api/theme') get this answer instead of the real one. */
  failNext(path: string, kind: FaultKind, times?: number): void
  /** Requests received for `path`, forced answers included. */
  count(path: string): number
  /** The Authorization headers received for `path`, in order (undefined where none was sent). */
  authorizations(path: string): (string | undefined)[]
  /** Back to the defaults: no faults, counters and logs emptied, issued tokens forgotten. */
  /** Forgets tokens, faults and counts; with `testId`, counts and faults only requests tagged with it (`x-e2e-test`). */
  reset(testId?: string): void
  close(): Promise<void>
}

export type FaultKind = 'unauthorized' | 'server' | 'business'

export const THEME_NAMES = ['极简博客', '新闻门户', '企业官网', '科技资讯', '美食天地', '旅行日记']
export const PENDING_COMMENTS = 3
export const BUSINESS_ERROR = { code: 1500, msg: '业务处理失败（测试）' }
/** GET /api/domains/export's file: its name comes only from the answer's Content-Disposition. */
export const EXPORT_NAME = 'domains-fake-api.csv'
export const EXPORT_CSV = '\ufeff域名,主题,状态\r\nexample.com,极简博客,启用\r\n'

const CREATED = '2026-11-01T00:00:00.000Z'
/** GET /api/themes: one page holding a theme per name of THEME_NAMES. */
export const THEME_ROWS = THEME_NAMES.map((name, index) => ({
  id: String(index + 1),
  name,
  description: '',
  domainCount: 0,
  packageName: null,
  packageSize: null,
  packageUploadedAt: null,
  createdAt: CREATED,
  updatedAt: CREATED,
}))

interface Claims {
  sub: string
  iat: number
  exp: number
  jti: string
}

const SECRET = randomUUID()
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function issue(sub: string, ttlSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000)
  const claims: Claims = { sub, iat, exp: iat + ttlSeconds, jti: randomUUID() }
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  return `${body}.${base64url(createHmac('sha256', SECRET).update(body).digest())}`
}

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data })

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export async function startFakeApi(): Promise<FakeApi> {
  let tokenTtl = 7200
  let renewWithin = 600
  let latency = 0
  let domains: unknown[] = []
  let preferences: { version: number } = { version: 0 }
  const issued = new Map<string, Claims>()
  const faults = new Map<string, { kind: FaultKind; times: number }>()
  const seen = new Map<string, (string | undefined)[]>()
  let currentTest: string | undefined

  function takeFault(path: string): FaultKind | null {
    const fault = faults.get(path)
    if (!fault || fault.times <= 0) return null
    fault.times -= 1
    return fault.kind
  }

  function newToken(sub: string): string {
    const token = issue(sub, tokenTtl)
    issued.set(token, JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Claims)
    return token
  }

  /** The claims of the request's token, if it is one this API issued and it has not expired. */
  function signedIn(req: IncomingMessage): Claims | undefined {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const claims = issued.get(token)
    return claims && claims.exp * 1000 > Date.now() ? claims : undefined
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    // a late request from a page of an earlier test is answered, but neither counted nor given this test's faults
    const current = !currentTest || req.headers['x-e2e-test'] === currentTest
    if (current) seen.set(path, [...(seen.get(path) ?? []), req.headers.authorization])
    // counted on arrival, answered after the latency
    if (latency) await new Promise((done) => setTimeout(done, latency))

    const fault = current ? takeFault(path) : null
    if (fault === 'unauthorized') return send(res, 401, envelope(401, '登录已过期，请重新登录'))
    if (fault === 'server') return send(res, 500, envelope(500, 'Internal Server Error'))
    if (fault === 'business') return send(res, 200, envelope(BUSINESS_ERROR.code, BUSINESS_ERROR.msg))

    if (req.method === 'POST' && path === '/api/login') {
      const { username, password } = await readJson(req)
      if (username !== 'admin' || password !== 'admin123') return send(res, 200, envelope(1001, '用户名或密码错误'))
      return send(res, 200, envelope(0, '登录成功', { access_token: newToken(username), expires_in: tokenTtl }))
    }

    // the operator's preferences (a whole backend has them): one document, saved as sent, one version more each time
    if (req.method === 'PUT' && path === '/api/me/preferences') {
      if (!signedIn(req)) return send(res, 401, envelope(401, '登录已过期，请重新登录'))
      preferences = { ...(await readJson(req)), version: preferences.version + 1 }
      return send(res, 200, envelope(0, '已保存', preferences))
    }

    // the authenticated calls the shell makes on every path change: the theme names and the pending-comment count;
    // a list with rows (the themes, for the menu's prefetch); and, for the download through nginx, a domain list (empty
    // unless set) and its CSV export (a file, not an envelope)
    const answers: Record<string, unknown> = {
      '/api/theme': THEME_NAMES,
      '/api/comments/pending-count': PENDING_COMMENTS,
      '/api/themes': { items: THEME_ROWS, total: THEME_ROWS.length, page: 1, pageSize: 20 },
      '/api/domains': { items: domains, total: domains.length, page: 1, pageSize: Math.max(20, domains.length) },
      '/api/domains/export': EXPORT_CSV,
      // who is signed in, and an empty 操作日志: the top bar and the menu's optional screen, as a whole backend has them
      '/api/me': { username: 'admin', displayName: '管理员' },
      '/api/audit': { items: [], total: 0, page: 1, pageSize: 20 },
      '/api/audit/operators': [{ username: 'admin', displayName: '管理员' }],
      '/api/me/preferences': preferences,
      // a whole backend: it says it has every optional call (the ones it has not are answered 404 like any other)
      '/api/capabilities': { optional: OPTIONAL_KEYS },
    }
    if (req.method === 'GET' && path in answers) {
      const claims = signedIn(req)
      if (!claims) return send(res, 401, envelope(401, '登录已过期，请重新登录'))
      const renewal: Record<string, string> =
        claims.exp * 1000 - Date.now() < renewWithin * 1000 ? { 'New-Token': newToken(claims.sub), 'New-Expires-In': String(tokenTtl) } : {}
      if (path === '/api/domains/export') {
        res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${EXPORT_NAME}"`, ...renewal })
        return res.end(EXPORT_CSV)
      }
      return send(res, 200, envelope(0, 'ok', answers[path]), renewal)
    }

    send(res, 404, envelope(404, `接口不存在：${req.method} ${path}`))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, envelope(500, String(error))))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    setTokenLifetime: (seconds) => void (tokenTtl = seconds),
    setRenewWithin: (seconds) => void (renewWithin = seconds),
    setLatency: (ms) => void (latency = ms),
    setDomains: (rows) => void (domains = rows),
    failNext: (path, kind, times = 1) => void faults.set(path, { kind, times }),
    count: (path) => seen.get(path)?.length ?? 0,
    authorizations: (path) => [...(seen.get(path) ?? [])],
    reset(testId) {
      currentTest = testId
      tokenTtl = 7200
      renewWithin = 600
      latency = 0
      domains = []
      preferences = { version: 0 }
      issued.clear()
      faults.clear()
      seen.clear()
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections()
        server.close((error) => (error ? fail(error) : done()))
      }),
  }
}
