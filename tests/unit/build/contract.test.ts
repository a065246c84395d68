import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPERATIONS } from '../../../src/api/operations'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'
import { formatReport } from '../../../scripts/contract/report'
import { runContract, type ContractReport } from '../../../scripts/contract/run'
import { startProxy, type Rules } from './contractProxy'

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

async function throughProxy(rules: Rules, write = false): Promise<ContractReport> {
  const proxy = await startProxy(backend.url, rules)
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
const dump = () => {
  // the audit trail records the run itself, by design: the data tables are what the kit must leave as it found them
  const { auditEntries: _recorded, ...tables } = structuredClone(backend.mock.server.db.dump() as unknown) as Dump
  return tables
}
/**
 * Without what a --write run may leave: its domain's push settings row, every secret cleared (the API has no way to
 * remove it). Taken out of both sides: an earlier run against the same backend (another case of this file) left its own.
 */
const withoutKitSettings = (data: Dump) => ({ ...data, pushSettings: data.pushSettings.filter((row) => !String(row.domain).startsWith('contract-check-')) })

// a run of the kit is some three hundred HTTP calls: on a loaded 2-core machine it may take seconds
describe('the kit against the offline backend', { timeout: 30_000 }, () => {
  it('with --write: every operation ok, every row it created gone again, every operation called', async () => {
    const before = dump()
    const hitsBefore = backend.hits()
    const report = await runContract({ target: backend.url, write: true })
    expect(report.lines.filter((entry) => entry.status !== 'ok').map((entry) => `${entry.key}: ${entry.status} ${entry.detail}`)).toEqual([])
    expect(report).toMatchObject({ passed: true, problems: [], counts: { ok: OPERATIONS.length } })
    expect(report.notes.join()).toMatch(/renewal headers on \d+ answers/)
    // the checks of several operators (scripts/contract/operators.ts) ran: versions, 1460, changed, stamps, me
    for (const name of ['themes', 'domains', 'backlinks', 'articles']) {
      expect(line(report, `PUT /api/${name}/:id`).detail).toMatch(/from version \d+ \(it has \d+\) → 1460/)
      expect(line(report, `DELETE /api/${name}/:id`).detail).toMatch(/which it no longer has → 1460/)
      expect(line(report, `POST /api/${name}/batch-delete`).detail).toContain('a stale version')
      expect(line(report, `GET /api/${name}/stamp`).detail).toMatch(/after a change of row/)
    }
    for (const name of ['themes', 'domains', 'backlinks', 'comments', 'articles'])
      expect(line(report, `POST /api/${name}/versions`)).toMatchObject({ status: 'ok' })
    expect(line(report, 'GET /api/me')).toMatchObject({ status: 'ok', detail: 'the signed-in operator' })
    expect(line(report, 'PUT /api/push/settings').detail).toMatch(/settings from version \d+ \(they have \d+\) → 1460/)

    const after = dump()
    expect(withoutKitSettings(after)).toEqual(withoutKitSettings(before))
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
      expect(formatReport(report)).toMatch(/1 missing \(1 optional\), 0 failed, 39 not checked — PASSED$/)
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
