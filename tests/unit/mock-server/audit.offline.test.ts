import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit } from '../../../src/api/operations/audit'
import { startOfflineBackend, type OfflineBackend } from '../../../scripts/offline/backend'
import { runContract, type ContractReport } from '../../../scripts/contract/run'
import { startProxy } from '../build/contractProxy'

// The audit trail over HTTP (`npm run api:offline`), and the conformance kit's checks of it: run where the backend has
// it, skipped where GET /api/capabilities leaves it out, failed where the trail misses what the kit did.

const json = { 'Content-Type': 'application/json' }
const KEYS = ['GET /api/audit', 'GET /api/audit/export']

let backend: OfflineBackend
beforeAll(async () => {
  backend = await startOfflineBackend({ port: 0 })
})
afterAll(() => backend.close())

const api = (path: string, init: RequestInit = {}) => fetch(`${backend.url}/api${path}`, init)
async function signIn(username: string, password: string): Promise<Record<string, string>> {
  const body = (await (await api('/login', { method: 'POST', headers: json, body: JSON.stringify({ username, password }) })).json()) as {
    data: { access_token: string } | null
  }
  return body.data ? { Authorization: `Bearer ${body.data.access_token}` } : {}
}
const lineOf = (report: ContractReport, key: string) => report.lines.find((line) => line.key === key)!

describe('the offline backend over HTTP', () => {
  it('records a change by the operator of the token, and answers the trail and its export', async () => {
    const editor = await signIn('editor', 'editor123')
    const domain = backend.mock.server.db.domains[0] as unknown as { id: string; domain: string }
    await api(`/domains/${domain.id}`, { method: 'PUT', headers: { ...json, ...editor }, body: JSON.stringify({ title: '从 HTTP 修改' }) })

    const answer = await api(`/audit?resource=domains&rowId=${domain.id}&pageSize=5`, { headers: editor })
    const body = (await answer.json()) as { code: number; data: unknown }
    const page = v.parse(audit.answer as v.GenericSchema<unknown, { items: { operator: string; operatorName: string; summary: string }[] }>, body.data)
    expect(page.items[0]).toMatchObject({
      operator: 'editor',
      operatorName: '运营小王',
      summary: expect.stringMatching(/^修改域名「.+」：标题 .+ → 从 HTTP 修改$/),
    })

    const signIns = (await (await api('/audit?resource=auth&operator=editor', { headers: editor })).json()) as { data: { total: number } }
    expect(signIns.data.total).toBeGreaterThan(0)

    const exported = await api(`/audit/export?resource=domains&rowId=${domain.id}`, { headers: editor })
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{8}\.csv"/)
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await exported.arrayBuffer())
    expect(text.split('\r\n')[0]).toBe('\uFEFF时间,操作人,用户名,对象,操作,行 ID,摘要,范围,数量,修改内容')
    expect(text).toContain(',运营小王,editor,域名,修改,')
  })

  it('answers a plain 404 for both when told to lack them', async () => {
    const partial = await startOfflineBackend({ port: 0, without: KEYS })
    try {
      const token = {
        Authorization: `Bearer ${(await (await fetch(`${partial.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: 'admin123' }) })).json()).data.access_token}`,
      }
      expect((await fetch(`${partial.url}/api/audit`, { headers: token })).status).toBe(404)
      expect((await fetch(`${partial.url}/api/audit/export`, { headers: token })).status).toBe(404)
    } finally {
      await partial.close()
    }
  })
})

describe('the conformance kit', () => {
  it('checks the trail where the backend has it: pages, a row’s history, the kit’s sign-in, its own changes, the export', async () => {
    const report = await runContract({ target: backend.url, write: true })
    expect(lineOf(report, 'GET /api/audit')).toMatchObject({ status: 'ok' })
    expect(lineOf(report, 'GET /api/audit').detail).toMatch(/the sign-ins of admin.*the domains the kit added/)
    expect(lineOf(report, 'GET /api/audit/export')).toMatchObject({ status: 'ok' })
    expect(report.passed).toBe(true)
  }, 60_000)

  it('skips it where GET /api/capabilities leaves it out', async () => {
    const partial = await startOfflineBackend({ port: 0, without: KEYS })
    try {
      const report = await runContract({ target: partial.url })
      for (const key of KEYS) expect(lineOf(report, key)).toMatchObject({ status: 'not checked', detail: 'GET /api/capabilities does not list it: not asked' })
      expect(report.passed).toBe(true)
    } finally {
      await partial.close()
    }
  })

  it('fails a trail that misses the kit’s own sign-in', async () => {
    const emptied = await startProxy(backend.url, {
      response: (_method, path, body) =>
        path === '/api/audit' ? body.replace(/"total":\d+/, '"total":0').replace(/"items":\[.*\],"total"/, '"items":[],"total"') : body,
    })
    try {
      const report = await runContract({ target: emptied.url })
      expect(lineOf(report, 'GET /api/audit')).toMatchObject({ status: 'failed', detail: "the sign-ins of admin: the kit's own sign-in is not recorded" })
      expect(report.passed).toBe(false)
    } finally {
      await emptied.close()
    }
  })
})
