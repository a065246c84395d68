// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Backlink, BacklinkBulkReport, BacklinkCheckResult } from '../../../src/api/backlinks'
import type { Page } from '../../../src/api/envelope'
import { linkIsAlive } from '../../../src/mock-server/resources/backlinkSeeds'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { rawApi } from '../../support/rawApi'
import { seedBacklinks } from '../../support/seedData'

let mock: MockServer
const api = rawApi()
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

// a copy: Mirage's collection replaces the array's `find` with its own find-by-id
const stored = () => [...(mock.server.db.backlinks as unknown as Backlink[])]
const list = async (params: Record<string, unknown> = {}) => (await api.get<Page<Backlink>>('/backlinks', { page: 1, pageSize: 100, ...params })).body.data
const target = seedDomains[0].domain
const input = (patch: Partial<Backlink> = {}) => ({
  sourceUrl: 'https://bbs.example.com/t/1',
  targetDomain: target,
  anchorText: '家常菜谱',
  rel: 'dofollow',
  ...patch,
})
const exportCsv = (params: Record<string, unknown> = {}) => api.request<string>({ method: 'get', url: '/backlinks/export', params, responseType: 'text' })

describe('Mirage /api/backlinks', () => {
  it('seeds 300 distinct backlinks to the network’s domains, checked ones as the checker says', () => {
    expect(seedBacklinks).toHaveLength(300)
    const domains = new Set(seedDomains.map((domain) => domain.domain))
    expect(seedBacklinks.every((row) => domains.has(row.targetDomain) && /^https?:\/\//.test(row.sourceUrl) && row.anchorText)).toBe(true)
    expect(new Set(seedBacklinks.map((row) => `${row.sourceUrl} ${row.targetDomain}`)).size).toBe(300)
    const expected = (row: (typeof seedBacklinks)[number]) => (row.lastCheckedAt === null ? 'pending' : linkIsAlive(row.sourceUrl) ? 'alive' : 'dead')
    expect(seedBacklinks.map((row) => row.status)).toEqual(seedBacklinks.map(expected))
    expect(new Set(seedBacklinks.map((row) => row.status))).toEqual(new Set(['pending', 'alive', 'dead']))
  })

  it('filters by status, target domain and a keyword in the URL or the anchor text', async () => {
    const dead = await list({ status: 'dead' })
    expect(dead.total).toBe(stored().filter((row) => row.status === 'dead').length)
    expect(dead.items.every((row) => row.status === 'dead')).toBe(true)
    const domain = stored()[0].targetDomain
    const both = await list({ status: 'alive', targetDomain: domain })
    expect(both.total).toBe(stored().filter((row) => row.status === 'alive' && row.targetDomain === domain).length)
    expect((await list({ keyword: 'CSDN' })).items.every((row) => row.sourceUrl.includes('csdn'))).toBe(true)
    const anchored = await list({ keyword: '点击这里' })
    expect(anchored.total).toBeGreaterThan(0)
    expect(anchored.items.every((row) => row.anchorText.includes('点击这里'))).toBe(true)
  })

  it('sorts newest first by default, by a column when asked, and pages with the real total', async () => {
    const newest = (await list()).items.map((row) => row.createdAt)
    expect(newest).toEqual([...newest].sort().reverse())
    const urls = (await list({ sort: 'sourceUrl', order: 'asc' })).items.map((row) => row.sourceUrl)
    expect(urls).toEqual([...urls].sort((a, b) => a.localeCompare(b, 'zh-CN')))
    expect((await list({ sort: 'nonsense' })).items.map((row) => row.createdAt)).toEqual(newest)
    const page = await list({ page: 3, pageSize: 10 })
    expect(page).toMatchObject({ total: 300, page: 3, pageSize: 10 })
    expect(page.items[0].createdAt).toBe((await list({ pageSize: 30 })).items[20].createdAt)
    expect(await list({ page: 99 })).toMatchObject({ items: [], total: 300 })
    expect((await api.get('/backlinks', { page: 1, pageSize: 101 })).body.code).toBe(1400)
  })

  it('refuses an invalid backlink field by field, then creates it as pending', async () => {
    const empty = await api.post('/backlinks', {})
    expect(empty.body).toMatchObject({ code: 1422 })
    expect(empty.body.data).toEqual({
      fields: { sourceUrl: '请输入来源链接', targetDomain: '请选择目标域名', anchorText: '请输入锚文本', rel: '请选择链接属性（传递权重或不传递权重）' },
    })
    const fields = async (patch: Partial<Backlink>) => ((await api.post('/backlinks', input(patch))).body.data as { fields: object }).fields
    expect(await fields({ sourceUrl: 'bbs.example.com/t/1' })).toEqual({ sourceUrl: '不是有效的网址' })
    expect(await fields({ sourceUrl: 'ftp://bbs.example.com/t/1' })).toEqual({ sourceUrl: '只支持 http 或 https 链接' })
    expect(await fields({ targetDomain: 'nowhere.example' })).toEqual({ targetDomain: '域名 nowhere.example 不在站群中' })
    expect(await fields({ anchorText: '长'.repeat(101) })).toEqual({ anchorText: '锚文本最多 100 个字符' })
    const created = await api.post<Backlink>('/backlinks', input({ anchorText: '  家常菜谱  ' }))
    expect(created.body).toMatchObject({ code: 0, msg: '反链已添加', data: { anchorText: '家常菜谱', status: 'pending', lastCheckedAt: null } })
    expect(await fields({ sourceUrl: 'https://BBS.example.com:443/t/1' })).toEqual({ sourceUrl: `该来源链接指向 ${target} 的反链已存在` })
    expect((await api.post('/backlinks', input({ targetDomain: seedDomains[1].domain }))).body.code).toBe(0)
  })

  it('updates a backlink; a new source URL makes it pending again', async () => {
    const row = stored().find((item) => item.status === 'alive')!
    const renamed = await api.put<Backlink>(`/backlinks/${row.id}`, { anchorText: '新锚文本' })
    expect(renamed.body.data).toMatchObject({ anchorText: '新锚文本', status: 'alive', lastCheckedAt: row.lastCheckedAt })
    const moved = await api.put<Backlink>(`/backlinks/${row.id}`, { sourceUrl: 'https://news.example.com/a/2' })
    expect(moved.body.data).toMatchObject({ sourceUrl: 'https://news.example.com/a/2', status: 'pending', lastCheckedAt: null })
    expect((await api.put('/backlinks/9999', { anchorText: 'x' })).body.code).toBe(1404)
  })

  it('bulk adds lines and reports every skipped line with its reason', async () => {
    const existing = stored()[0]
    const lines = [
      'https://bbs.example.com/t/1 美食 推荐, "精选"',
      '',
      'https://bbs.example.com/t/1 再来一次',
      'not-a-url 锚文本',
      'ftp://files.example.com/a 锚文本',
      'https://blog.example.com/p/2',
      `${existing.sourceUrl} 已有的`,
      `https://blog.example.com/p/3 ${'长'.repeat(101)}`,
      '  http://news.example.com/a/3\t新闻 锚文本  ',
    ]
    const { body } = await api.post<BacklinkBulkReport>('/backlinks/bulk', { targetDomain: existing.targetDomain, rel: 'nofollow', lines })
    expect(body).toMatchObject({ code: 0, msg: '已添加 2 条，跳过 6 条' })
    expect(body.data.created.map(({ line, sourceUrl, anchorText, rel, status }) => ({ line, sourceUrl, anchorText, rel, status }))).toEqual([
      { line: 1, sourceUrl: 'https://bbs.example.com/t/1', anchorText: '美食 推荐, "精选"', rel: 'nofollow', status: 'pending' },
      { line: 9, sourceUrl: 'http://news.example.com/a/3', anchorText: '新闻 锚文本', rel: 'nofollow', status: 'pending' },
    ])
    expect(body.data.skipped.map(({ line, reason, message }) => [line, reason, message])).toEqual([
      [3, 'duplicate', '与第 1 行重复'],
      [4, 'invalidUrl', '不是有效的网址'],
      [5, 'protocol', '只支持 http 或 https 链接'],
      [6, 'missingAnchor', '缺少锚文本（网址后空一格再写锚文本）'],
      [7, 'exists', `指向 ${existing.targetDomain} 的该链接已存在`],
      [8, 'anchorTooLong', '锚文本超过 100 个字符'],
    ])
    expect(stored()).toHaveLength(302)
  })

  it('refuses a bulk add without lines, target domain or rel, or with too many lines', async () => {
    const empty = await api.post('/backlinks/bulk', { targetDomain: '', lines: ['', ' '] })
    expect(empty.body.data).toEqual({
      fields: { targetDomain: '请选择目标域名', rel: '请选择链接属性（传递权重或不传递权重）', lines: '请至少填写一行：网址 锚文本' },
    })
    const lines = Array.from({ length: 1001 }, (_, n) => `https://bbs.example.com/t/${n} 锚`)
    const tooMany = await api.post('/backlinks/bulk', { targetDomain: target, rel: 'dofollow', lines })
    expect(tooMany.body.data).toEqual({ fields: { lines: '一次最多 1000 行，当前 1001 行' } })
    expect(stored()).toHaveLength(300)
  })

  it('bulk adds a table’s rows, each with its own target domain or the request’s, and refuses rows of another shape', async () => {
    const other = seedDomains[1].domain
    const rows = [
      { line: 2, sourceUrl: 'https://bbs.example.com/t/7', anchorText: '评测' },
      { line: 3, sourceUrl: 'https://bbs.example.com/t/7', anchorText: '评测', targetDomain: other },
      { line: 5, sourceUrl: 'https://bbs.example.com/t/8', anchorText: '评测', targetDomain: 'nowhere.example' },
      { line: 6, sourceUrl: 'https://bbs.example.com/t/7', anchorText: '又一次' },
    ]
    const { body } = await api.post<BacklinkBulkReport>('/backlinks/bulk', { targetDomain: target, rel: 'dofollow', rows })
    expect(body.data.created.map(({ line, targetDomain, anchorText }) => [line, targetDomain, anchorText])).toEqual([
      [2, target, '评测'],
      [3, other, '评测'],
    ])
    expect(body.data.skipped).toEqual([
      { line: 5, value: 'https://bbs.example.com/t/8 评测', reason: 'target', message: '域名 nowhere.example 不在站群中' },
      { line: 6, value: 'https://bbs.example.com/t/7 又一次', reason: 'duplicate', message: '与第 2 行重复' },
    ])
    const ownTargets = await api.post<BacklinkBulkReport>('/backlinks/bulk', {
      rel: 'nofollow',
      rows: [{ line: 2, sourceUrl: 'https://x.example.com/1', anchorText: 'x', targetDomain: other }],
    })
    expect(ownTargets.body.data.created).toHaveLength(1)
    const untargeted = await api.post('/backlinks/bulk', { rel: 'nofollow', rows: [{ line: 2, sourceUrl: 'https://x.example.com/2', anchorText: 'x' }] })
    expect(untargeted.body.data).toEqual({ fields: { targetDomain: '请选择目标域名' } })
    const malformed = await api.post('/backlinks/bulk', { targetDomain: target, rel: 'nofollow', rows: [{ line: 0, sourceUrl: 'https://x.example.com/3' }] })
    expect(malformed.body.data).toEqual({ fields: { rows: '格式不正确' } })
    expect(stored()).toHaveLength(303)
  })

  it('checks chosen rows or every row matching the filters, updating status and lastCheckedAt', async () => {
    const [alive, dead] = [
      await api.post<Backlink>('/backlinks', input({ sourceUrl: 'https://bbs.example.com/t/1' })),
      await api.post<Backlink>('/backlinks', input({ sourceUrl: 'https://deadforum.example.com/t/1' })),
    ].map((answer) => answer.body.data)
    const checked = await api.post<BacklinkCheckResult>('/backlinks/check', { ids: [alive.id, dead.id] })
    const aliveNow = linkIsAlive(alive.sourceUrl) ? 1 : 0
    expect(checked.body).toMatchObject({ code: 0, msg: `已检测 2 条：有效 ${aliveNow}，失效 ${2 - aliveNow}`, data: { checked: 2, alive: aliveNow } })
    const after = stored().find((row) => row.id === dead.id)!
    expect(after.status).toBe('dead')
    expect(Date.now() - Date.parse(after.lastCheckedAt!)).toBeLessThan(60_000)

    const pending = stored().filter((row) => row.status === 'pending' && row.sourceUrl.startsWith('https:'))
    const pendingIds = new Set(pending.map((row) => row.id))
    const untouched = stored().filter((row) => !pendingIds.has(row.id))
    const all = await api.post<BacklinkCheckResult>('/backlinks/check', { filter: { status: 'pending', keyword: 'https:' } })
    expect(pending.length).toBeGreaterThan(5)
    expect(all.body.data.checked).toBe(pending.length)
    expect(stored().filter((row) => pendingIds.has(row.id) && row.status !== 'pending' && row.lastCheckedAt)).toHaveLength(pending.length)
    expect(stored().filter((row) => !pendingIds.has(row.id))).toEqual(untouched)
    expect((await api.post('/backlinks/check', { filter: { keyword: 'no-such-link' } })).body.code).toBe(1400)
    expect((await api.post('/backlinks/check', {})).body.code).toBe(1400)
    expect((await api.post('/backlinks/check', { ids: ['9999'] })).body.code).toBe(1404)
  })

  it('exports the filtered rows as CSV with a BOM, a header row and proper quoting', async () => {
    await api.post('/backlinks', input({ anchorText: '=HYPERLINK("x"), 美食' }))
    const { status, body, headers } = await exportCsv({ targetDomain: target, sort: 'sourceUrl', order: 'asc' })
    expect(status).toBe(200)
    expect(headers['content-type']).toContain('text/csv')
    expect(headers['content-disposition']).toMatch(/^attachment; filename="backlinks-\d{8}\.csv"/)
    const text = body as unknown as string
    expect(text.startsWith('\uFEFFID,来源链接,目标域名,锚文本,链接属性,状态,最后检测时间,添加时间\r\n')).toBe(true)
    const rows = text.trimEnd().split('\r\n').slice(1)
    const expected = stored().filter((row) => row.targetDomain === target)
    expect(rows).toHaveLength(expected.length)
    expect(rows.every((row) => row.includes(`,${target},`))).toBe(true)
    expect(rows.find((row) => row.includes('bbs.example.com'))).toMatch(/,"'=HYPERLINK\(""x""\), 美食",传递权重,待检测,,/)
    const dead = await exportCsv({ status: 'dead' })
    expect((dead.body as unknown as string).trimEnd().split('\r\n')).toHaveLength(stored().filter((row) => row.status === 'dead').length + 1)
  })

  it('deletes one backlink and a batch', async () => {
    expect((await api.delete('/backlinks/1')).body).toMatchObject({ code: 0, msg: '反链已删除' })
    expect((await api.delete('/backlinks/1')).body.code).toBe(1404)
    expect((await api.post('/backlinks/batch-delete', { ids: ['2', '3', '1'] })).body).toMatchObject({ code: 0, data: { deleted: 2 }, msg: '已删除 2 条反链' })
    expect((await api.post('/backlinks/batch-delete', { ids: [] })).body.code).toBe(1400)
    expect(stored()).toHaveLength(297)
  })

  it('answers 401 without a valid token', async () => {
    const anonymous = rawApi(null)
    expect((await anonymous.get('/backlinks')).status).toBe(401)
    expect((await anonymous.post('/backlinks', input())).status).toBe(401)
    expect((await anonymous.post('/backlinks/bulk', { targetDomain: target, rel: 'dofollow', lines: ['https://a.example.com/ x'] })).status).toBe(401)
    expect((await anonymous.post('/backlinks/check', { ids: ['1'] })).status).toBe(401)
    expect((await anonymous.get('/backlinks/export')).status).toBe(401)
    expect((await rawApi('forged.token.here').delete('/backlinks/1')).status).toBe(401)
    expect(stored()).toHaveLength(300)
  })
})
