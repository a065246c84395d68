import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../../src/api/operations'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'
import { formatReport } from '../../../scripts/contract/report'
import { runContract, type ContractReport } from '../../../scripts/contract/run'

/**
 * The conformance kit (scripts/contract/) against the offline backend (scripts/offline/), and against that backend
 * behind a small proxy that breaks one rule of the contract at a time.
 */

let backend: OfflineBackend
// every answer carries renewal headers (the token has less than renewWithin left): the kit checks and takes them
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0, scenario: { tokenTtl: 300, renewWithin: 600 } })
})
afterAll(() => backend.close())

interface Rules {
  /** Answers instead of the backend (e.g. a 404 for an operation it "lacks"). */
  answer?(method: string, path: string): { status: number; body: string } | undefined
  /** Rewrites a JSON request body before it is forwarded. */
  request?(body: Record<string, unknown>): Record<string, unknown>
  /** Rewrites the backend's answer (text) and its headers, in place. */
  response?(method: string, path: string, body: string, headers: Record<string, string>): string
}

const HOP_BY_HOP = ['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']

/** One request through the proxy: forwarded to the offline backend, both ways rewritten by `rules`. */
async function forward(rules: Rules, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://proxy.invalid')
  const method = request.method ?? 'GET'
  const own = rules.answer?.(method, url.pathname)
  if (own) return response.writeHead(own.status, { 'Content-Type': 'text/plain' }).end(own.body)
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  let body: Uint8Array<ArrayBuffer> | string | undefined = chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined
  if (body && rules.request && /json/.test(request.headers['content-type'] ?? ''))
    body = JSON.stringify(rules.request(JSON.parse(Buffer.from(body).toString())))
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.includes(name))) as Record<string, string>
  const upstream = await fetch(`${backend.url}${request.url}`, { method, headers, body })
  const answer: Record<string, string> = {}
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.includes(name)) answer[name] = value
  })
  const text = Buffer.from(await upstream.arrayBuffer()).toString('utf8')
  const rewritten = rules.response?.(method, url.pathname, text, answer) ?? text
  response.writeHead(upstream.status, answer).end(rewritten)
}

/** A node:http proxy to the offline backend, applying `rules`. */
async function startProxy(rules: Rules): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => void forward(rules, request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

async function throughProxy(rules: Rules, write = false): Promise<ContractReport> {
  const proxy = await startProxy(rules)
  try {
    return await runContract({ target: proxy.url, write })
  } finally {
    await proxy.close()
  }
}

const line = (report: ContractReport, key: string) => report.lines.find((entry) => entry.key === key)!
const failing = (report: ContractReport) => report.lines.filter((entry) => !['ok', 'not checked'].includes(entry.status)).map((entry) => entry.key)

/** The offline backend's data as a plain value (Mirage's dump), for before and after a run. */
type Dump = Record<string, Record<string, unknown>[]>
const dump = () => structuredClone(backend.mock.server.db.dump() as unknown) as Dump
/** What a --write run may leave: its domain's push settings row, every secret cleared (the API has no way to remove it). */
const withoutKitSettings = (data: Dump) => ({ ...data, pushSettings: data.pushSettings.filter((row) => !String(row.domain).startsWith('contract-check-')) })

describe('the kit against the offline backend', () => {
  it('with --write: every operation ok, every row it created gone again, every operation called', async () => {
    const before = dump()
    const hitsBefore = backend.hits()
    const report = await runContract({ target: backend.url, write: true })
    expect(report.lines.filter((entry) => entry.status !== 'ok').map((entry) => `${entry.key}: ${entry.status} ${entry.detail}`)).toEqual([])
    expect(report).toMatchObject({ passed: true, problems: [], counts: { ok: OPERATIONS.length } })
    expect(report.notes.join()).toMatch(/renewal headers on \d+ answers/)

    const after = dump()
    expect(withoutKitSettings(after)).toEqual(before)
    const left = after.pushSettings.filter((row) => String(row.domain).startsWith(`contract-check-${report.runId}`))
    expect(left.every((row) => row.baiduToken === null && row.bingApiKey === null && row.indexNowKey === null)).toBe(true)
    const hits = backend.hits()
    expect(OPERATIONS.filter((op) => (hits[op.key] ?? 0) <= (hitsBefore[op.key] ?? 0)).map((op) => op.key)).toEqual([])
  })

  it('fails a wrong answer shape and names the operation and the issue', async () => {
    const report = await throughProxy({
      response(method, path, body) {
        if (method !== 'GET' || path !== '/api/domains') return body
        const envelope = JSON.parse(body) as { data?: { items?: { articleCount: unknown }[] } }
        for (const item of envelope.data?.items ?? []) item.articleCount = String(item.articleCount)
        return JSON.stringify(envelope)
      },
    })
    expect(report.passed).toBe(false)
    expect(failing(report)).toEqual(['GET /api/domains'])
    expect(line(report, 'GET /api/domains')).toMatchObject({ status: 'wrong shape', detail: expect.stringContaining('items.0.articleCount') })
    expect(formatReport(report)).toMatch(/^wrong shape +GET \/api\/domains +page 1 of 5: items\.0\.articleCount: /m)
  })

  it('fails every batch operation of a backend that widens a filter with an unknown key, and still cleans up', async () => {
    const before = dump()
    const known = ['keyword', 'status', 'theme', 'domain', 'targetDomain', 'pushStatus', 'engine', 'from', 'to']
    const stripped = (filter: Record<string, unknown>) => Object.fromEntries(Object.entries(filter).filter(([key]) => known.includes(key)))
    const report = await throughProxy({ request: (body) => (body.filter ? { ...body, filter: stripped(body.filter as Record<string, unknown>) } : body) }, true)
    expect(report.passed).toBe(false)
    const takesFilter = (body: unknown) =>
      ((body as { options?: { entries?: { filter?: unknown } }[] } | undefined)?.options ?? []).some((option) => option.entries?.filter)
    const batches = OPERATIONS.filter((op) => takesFilter(op.doc?.body)).map((op) => op.key)
    expect(batches).toHaveLength(10)
    expect(failing(report).sort()).toEqual([...batches].sort())
    for (const key of batches) expect(line(report, key)).toMatchObject({ status: 'wrong refusal', detail: expect.stringContaining('expected code 1400') })
    expect(line(report, 'POST /api/domains/status').detail).toMatch(/widened the filter/)
    expect(withoutKitSettings(dump())).toEqual(withoutKitSettings(before))
  })

  it('fails a missing required operation; a missing optional one is reported and the run passes', async () => {
    const noThemes = await throughProxy({
      answer: (method, path) => (method === 'GET' && path === '/api/themes' ? { status: 404, body: 'Not Found' } : undefined),
    })
    expect(noThemes.passed).toBe(false)
    expect(failing(noThemes)).toEqual(['GET /api/themes'])
    expect(line(noThemes, 'GET /api/themes')).toMatchObject({ status: 'missing', optional: false })

    const partial = await startOfflineBackend({ port: 0, without: ['GET /api/comments/pending-count'] })
    try {
      const report = await runContract({ target: partial.url })
      expect(report.passed).toBe(true)
      expect(failing(report)).toEqual(['GET /api/comments/pending-count'])
      expect(line(report, 'GET /api/comments/pending-count')).toMatchObject({ status: 'missing', optional: true, detail: 'HTTP 404' })
      expect(line(report, 'POST /api/domains')).toMatchObject({ status: 'not checked', detail: 'changes data: run with --write' })
      expect(formatReport(report)).toMatch(/^missing +GET \/api\/comments\/pending-count +\(optional\) HTTP 404$/m)
      expect(formatReport(report)).toMatch(/1 missing \(1 optional\), 0 failed, 37 not checked — PASSED$/)
    } finally {
      await partial.close()
    }
  })

  it('fails the operation whose answer carries an unusable renewal header', async () => {
    const report = await throughProxy({
      response(_method, path, body, headers) {
        if (path === '/api/theme') headers['new-expires-in'] = 'soon'
        return body
      },
    })
    expect(failing(report)).toEqual(['GET /api/theme'])
    expect(line(report, 'GET /api/theme').detail).toMatch(/renewal headers: new-expires-in is not a positive whole number of seconds: "soon"/)
  })
})
