/**
 * The offline backend over real HTTP (`npm run api:offline`): the demo's Mirage (./mirage.ts) behind a node:http
 * server, so that the production build, curl, the conformance kit and several browsers at once can use it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defaultScenario, type Scenario } from '../../src/mock-server/scenario'
import type { MockServer } from '../../src/mock-server/server'
import { mirageInNode, type MirageCall, type NodeMirage } from './mirage'
import { operationAt } from './operations'

export interface OfflineBackendOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Optional operations this backend lacks, by key (`POST /api/domains/restore`). */
  without?: string[]
  /** The rest of the scenario (src/mock-server/scenario.ts); latency defaults to 0. */
  scenario?: Partial<Scenario>
}

export interface OfflineBackend {
  /** The origin, e.g. `http://127.0.0.1:8787`; the API is under `/api`. */
  url: string
  close(): Promise<void>
  /** Operation key → how many requests it answered (all answers: refusals and 401s too). */
  hits(): Record<string, number>
  mock: MockServer
}

/** Lets a page on another origin call it: the token and JSON headers, every method, the renewal and download headers. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const asked = request.headers['access-control-request-headers']
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
    // what the preflight asks for (a test's own header too), and always the token and the body's type
    'Access-Control-Allow-Headers': ['Authorization', 'Content-Type', ...(asked ? [asked] : [])].join(', '),
    'Access-Control-Expose-Headers': 'new-token, new-expires-in, content-disposition',
    'Access-Control-Max-Age': '600',
  }
}

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The body as Mirage's handlers read it: JSON as text, a multipart upload as the FormData a browser would hand over. */
async function bodyOf(request: IncomingMessage, url: URL): Promise<MirageCall['body']> {
  const bytes = await readBytes(request)
  if (bytes.length === 0) return null
  const type = request.headers['content-type'] ?? ''
  if (!/^multipart\/form-data/i.test(type)) return bytes.toString('utf8')
  // Node's fetch Request parses multipart: each file becomes a File with its name and bytes
  return new Request(url, { method: request.method, headers: { 'content-type': type }, body: new Uint8Array(bytes) }).formData()
}

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])),
  )

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body, 'utf8')
  response.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) })
  response.end(bytes)
}

const notFound = (response: ServerResponse, cors: Record<string, string>) =>
  send(response, 404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found')

function handler(mirage: NodeMirage, hits: Map<string, number>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const cors = corsHeaders(request)
    const method = (request.method ?? 'GET').toUpperCase()
    if (method === 'OPTIONS') return send(response, 204, cors, '')
    const url = new URL(request.url ?? '/', 'http://offline.invalid')
    const op = operationAt(method, url.pathname)
    // outside the contract table (another path, or a method the path does not have): what a server without the route says
    if (!op) return notFound(response, cors)
    hits.set(op.key, (hits.get(op.key) ?? 0) + 1)
    try {
      const body = await bodyOf(request, url)
      const answer = await mirage.answer({ method, url: url.pathname + url.search, headers: headersOf(request), body })
      send(response, answer.status, { ...cors, ...answer.headers }, answer.body)
    } catch (error) {
      console.error(`离线后端：${method} ${url.pathname} 处理失败`, error)
      send(response, 500, { ...cors, 'Content-Type': 'application/json' }, JSON.stringify({ code: 500, msg: 'Internal Server Error', data: null }))
    }
  }
}

export async function startOfflineBackend(options: OfflineBackendOptions = {}): Promise<OfflineBackend> {
  const scenario: Scenario = { ...defaultScenario(), latency: 0, ...options.scenario }
  scenario.without = [...new Set([...scenario.without, ...(options.without ?? [])])]
  const mirage = await mirageInNode(scenario)
  const hits = new Map<string, number>()
  const handle = handler(mirage, hits)
  const server = createServer((request, response) => void handle(request, response))
  const host = options.host ?? '127.0.0.1'
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, () => resolve())
    })
  } catch (error) {
    mirage.shutdown()
    throw error
  }
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    mock: mirage.mock,
    hits: () => Object.fromEntries(hits),
    async close() {
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
      // idle keep-alive connections (fetch keeps them) would hold close() open
      server.closeAllConnections()
      await closed
      mirage.shutdown()
    },
  }
}
