// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import { storedEntries } from '../../../src/mock-server/auditTables'
import { audit, call, done, json, latest, mockServer, rows, signedInAs, withAuditServer } from './auditHarness'

// GET /api/audit and its export (docs/api.md, 操作日志): the seeded history, filters, range, keyword, one row's history,
// paging, order, refusals.

withAuditServer()

const seeded = () => storedEntries(mockServer().server)

describe('the seeded history', () => {
  it('holds a few hundred entries by both operators over the four weeks before the seed’s day, newest first', async () => {
    const page = await audit('pageSize=100')
    expect(page.total).toBeGreaterThan(300)
    expect(page.total).toBeLessThan(600)
    const byAdmin = await audit('operator=admin&pageSize=1')
    const byEditor = await audit('operator=editor&pageSize=1')
    expect(byAdmin.total).toBeGreaterThan(100)
    expect(byEditor.total).toBeGreaterThan(100)
    expect(byAdmin.total + byEditor.total).toBe(page.total)
    const times = page.items.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(times.at(-1)! >= '2026-10-04T00:00:00.000Z' && times[0] < '2026-11-01T01:00:00.000Z').toBe(true)
    const resources = ['domains', 'backlinks', 'comments', 'articles', 'themes', 'push', 'auth']
    const counts = await Promise.all(resources.map(async (resource) => (await audit(`resource=${resource}&pageSize=1`)).total))
    expect(resources.filter((_, n) => counts[n] === 0)).toEqual([])
  })
})

describe('filters, range, keyword and one row’s history', () => {
  it('filters by operator, resource and action, exactly', async () => {
    const page = await audit('operator=editor&resource=domains&action=batch&pageSize=100')
    const expected = seeded().filter((e) => e.operator === 'editor' && e.resource === 'domains' && e.action === 'batch')
    expect(page.total).toBe(expected.length)
    expect(page.items.every((e) => e.operator === 'editor' && e.resource === 'domains' && e.action === 'batch')).toBe(true)
    expect((await audit('operator=edit')).total).toBe(0)
  })

  it('bounds `at` by from and to, both included', async () => {
    const all = seeded()
    const from = all[100].at
    const to = all[150].at
    const page = await audit(`from=${from}&to=${to}&pageSize=100`)
    expect(page.total).toBe(all.filter((e) => e.at >= from && e.at <= to).length)
    expect(page.items.at(-1)!.at).toBe(from)
    expect(page.items[0].at).toBe(to)
  })

  it('finds a keyword in summaries, ids and changed values, in any letter case', async () => {
    const created = await done<Domain>('POST', '/domains', {
      domain: 'keyword-test.com',
      theme: '极简博客',
      status: 'active',
      title: '',
      keywords: '',
      description: '',
    })
    // past the 20 characters the summary shows of a value: found in the change itself
    await done('PUT', `/domains/${created.id}`, { title: `${'长'.repeat(24)}Unusual-Title-XYZ` })
    expect((await latest()).summary).not.toContain('Unusual')
    expect((await audit('keyword=unusual-title-xyz')).items.map((e) => e.action)).toEqual(['update'])
    expect((await audit('keyword=KEYWORD-TEST.COM')).items.map((e) => e.action)).toEqual(['update', 'create'])
    const byId = await audit(`keyword=${created.id}&resource=domains&pageSize=100`)
    expect(byId.items.some((e) => e.rowIds.includes(created.id))).toBe(true)
  })

  it('gives one row’s history with rowId and resource, and refuses rowId alone', async () => {
    const domain = rows<Domain>('domains')[0]
    await done('PUT', `/domains/${domain.id}`, { title: '第一次' })
    await done('PUT', `/domains/${domain.id}`, { title: '第二次' })
    await done('POST', '/domains/status', { ids: [domain.id, rows<Domain>('domains')[1].id], status: domain.status === 'active' ? 'inactive' : 'active' })
    const history = await audit(`resource=domains&rowId=${domain.id}&pageSize=100`)
    expect(history.items.slice(0, 3).map((e) => e.action)).toEqual(['batch', 'update', 'update'])
    expect(history.items.every((e) => e.resource === 'domains' && e.rowIds.includes(domain.id))).toBe(true)
    // the same id of another resource is another row
    expect((await audit(`resource=articles&rowId=${domain.id}&pageSize=100`)).items.every((e) => e.resource === 'articles')).toBe(true)
    expect(await json('GET', `/audit?rowId=${domain.id}`)).toEqual({ code: 1400, msg: '按行查看历史须同时给出对象', data: null })
  })
})

describe('paging, order and refusals', () => {
  it('pages at the server, and orders by at, operator, resource or action, ties newest first', async () => {
    const all = seeded()
    const page2 = await audit('page=2&pageSize=7')
    expect(page2).toMatchObject({ total: all.length, page: 2, pageSize: 7 })
    expect(page2.items.map((e) => e.id)).toEqual(
      [...all]
        .reverse()
        .slice(7, 14)
        .map((e) => e.id),
    )
    const oldest = await audit('sort=at&order=asc&pageSize=3')
    expect(oldest.items.map((e) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id))
    const byOperator = (await audit('sort=operator&order=asc&pageSize=100&page=1')).items
    expect(byOperator.every((e) => e.operator === 'admin')).toBe(true)
    expect(byOperator.map((e) => e.at)).toEqual(
      byOperator
        .map((e) => e.at)
        .sort()
        .reverse(),
    )
    const byAction = (await audit('sort=action&pageSize=100')).items
    expect(byAction.every((e) => e.action === 'upload' || e.action === 'update')).toBe(true)
    expect((await audit('page=999')).items).toEqual([])
  })

  it('refuses bad paging and a bound that is not an instant, as every list', async () => {
    const refusal = (msg: string) => ({ code: 1400, msg, data: null })
    expect(await json('GET', '/audit?page=0')).toEqual(refusal('分页参数无效：页码从 1 开始，每页 1–100 条'))
    expect(await json('GET', '/audit?pageSize=101')).toEqual(refusal('分页参数无效：页码从 1 开始，每页 1–100 条'))
    expect(await json('GET', '/audit?from=2026-10-01')).toEqual(refusal('创建时间格式不正确：起止时间须为带时区的 ISO 8601 时间'))
    expect(await json('GET', '/audit?from=2026-10-02T00:00:00Z&to=2026-10-01T00:00:00Z')).toEqual(refusal('开始日期不能晚于结束日期'))
    expect((await call('GET', '/audit/export?from=2026-10-01')).text).toContain('"code":1400')
  })

  it('answers 401 without a token, and a plain 404 when the backend is told to lack it', async () => {
    expect((await fetch('/api/audit')).status).toBe(401)
    mockServer().configure({ without: ['GET /api/audit', 'GET /api/audit/export'] })
    expect((await call('GET', '/audit')).status).toBe(404)
    expect((await call('GET', '/audit/export')).status).toBe(404)
    const capabilities = await json<{ optional: string[] }>('GET', '/capabilities')
    expect(capabilities.data.optional).not.toContain('GET /api/audit')
  })
})

describe('the export', () => {
  it('is the matching entries in the list’s order, as CSV with the other exports’ rules', async () => {
    signedInAs('admin')
    const created = await done<Domain>('POST', '/domains', {
      domain: 'export-test.com',
      theme: '极简博客',
      status: 'active',
      title: '',
      keywords: '',
      description: '',
    })
    await done('PUT', `/domains/${created.id}`, { title: '=SUM(A1)', status: 'inactive' })
    await done('POST', '/domains/status', { filter: { keyword: 'export-test' }, status: 'active' })
    const answer = await call('GET', '/audit/export?resource=domains&keyword=export-test')
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="audit-20261120.csv"; filename*=UTF-8''audit-20261120.csv`)
    expect(answer.text.split('\r\n')).toEqual([
      '\uFEFF时间,操作人,用户名,对象,操作,行 ID,摘要,范围,数量,修改内容',
      `2026-11-20T08:00:00.000Z,管理员,admin,域名,批量操作,${created.id},批量启用 1 个域名（按筛选：关键词 export-test）,按筛选：关键词 export-test,1,`,
      `2026-11-20T08:00:00.000Z,管理员,admin,域名,修改,${created.id},修改域名「export-test.com」：状态 启用 → 停用；标题 （空） → =SUM(A1),,,状态：启用 → 停用；标题：（空） → =SUM(A1)`,
      `2026-11-20T08:00:00.000Z,管理员,admin,域名,新增,${created.id},新增域名「export-test.com」,,,`,
      '',
    ])
  })

  it('quotes commas and quotes, and escapes what a spreadsheet would run', async () => {
    const created = await done<Domain>('POST', '/domains', {
      domain: 'quote-test.com',
      theme: '极简博客',
      status: 'active',
      title: '',
      keywords: '',
      description: '',
    })
    await done('PUT', `/domains/${created.id}`, { keywords: '-a,"b"' })
    const lines = (await call('GET', '/audit/export?resource=domains&keyword=quote-test')).text.split('\r\n')
    expect(lines[1]).toBe(
      `2026-11-20T08:00:00.000Z,运营小王,editor,域名,修改,${created.id},"修改域名「quote-test.com」：关键词 （空） → -a,""b""",,,"关键词：（空） → -a,""b"""`,
    )
  })
})
