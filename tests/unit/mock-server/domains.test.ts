import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BulkAddResult, Domain } from '../../../src/http/domains'
import type { Page } from '../../../src/machines/listQuery'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'

let mock: MockServer
let token: string
beforeEach(() => {
  mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  token = issueToken('admin', 3600)
  // articleCount is derived from the articles resource: start these tests without any
  ;(mock.server.db as unknown as { articles?: { remove(): void } }).articles?.remove()
})
afterEach(() => {
  mock.shutdown()
  vi.useRealTimers()
})

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function call(method: string, path: string, { body, auth = true }: { body?: unknown; auth?: boolean } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (auth) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
async function json<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const answer = await call(method, path, { body })
  expect(answer.status).toBe(200)
  return JSON.parse(answer.text) as Envelope<T>
}
const list = (search = '') => json<Page<Domain>>('GET', `/domains?${search}`)
const names = async (search: string) => (await list(search)).data.items.map((row) => row.domain)
const stored = () => mock.server.db.domains as unknown as Domain[]
// the copy Mirage hands out has its own find(id): filter by name instead
const byName = (name: string) => stored().filter((row) => row.domain === name)[0]
const fieldsOf = (answer: Envelope<unknown>) => (answer.data as { fields: Record<string, string> }).fields

const NEW = { domain: 'Example-Shop.COM', theme: '极简博客', status: 'active', title: '示例', keywords: 'a,b', description: '描述' }

describe('domains: token rules', () => {
  it.each([
    ['GET', '/domains'],
    ['GET', '/domains/export'],
    ['GET', '/domains/options'],
    ['POST', '/domains'],
    ['PUT', '/domains/1'],
    ['DELETE', '/domains/1'],
    ['POST', '/domains/batch-delete'],
    ['POST', '/domains/status'],
    ['POST', '/domains/bulk'],
  ])('%s %s answers 401 without a token and changes nothing', async (method, path) => {
    const answer = await call(method, path, { auth: false, body: method === 'GET' ? undefined : { ...NEW, ids: ['1'], domains: ['x.com'] } })
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.text).code).not.toBe(0)
    expect(stored()).toHaveLength(seedDomains.length)
    expect(byName(seedDomains[0].domain).status).toBe(seedDomains[0].status)
  })

  it('answers 401 for an unknown token', async () => {
    token = 'not.a.token'
    expect((await call('GET', '/domains')).status).toBe(401)
  })
})

describe('GET /api/domains', () => {
  it('answers the first page, newest first, with articleCount 0 while there are no articles', async () => {
    const answer = await list()
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({ total: seedDomains.length, page: 1, pageSize: 20 })
    const newest = [...seedDomains].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 20)
    expect(answer.data.items.map((row) => row.domain)).toEqual(newest.map((row) => row.domain))
    expect(answer.data.items.every((row) => row.articleCount === 0)).toBe(true)
  })

  it('filters by theme, status and a keyword in domain, title, keywords or description', async () => {
    const expected = seedDomains.filter((row) => row.theme === '新闻门户' && row.status === 'active').map((row) => row.domain)
    expect(expected.length).toBeGreaterThan(0)
    const answer = await list(`theme=${encodeURIComponent('新闻门户')}&status=active&pageSize=100`)
    expect(answer.data.total).toBe(expected.length)
    expect(answer.data.items.map((row) => row.domain).sort()).toEqual([...expected].sort())

    const meishi = seedDomains.filter((row) => row.domain.includes('meishi')).length
    expect((await list('keyword=MEISHI')).data.total).toBe(meishi)
    // 烘焙 is only in the keywords of 美食 domains; 实用内容 in every description
    expect((await list(`keyword=${encodeURIComponent('烘焙')}`)).data.total).toBe(meishi)
    expect((await list(`keyword=${encodeURIComponent('实用内容')}`)).data.total).toBe(seedDomains.length)
    expect((await list('keyword=nothing-like-this')).data).toMatchObject({ items: [], total: 0 })
  })

  it('sorts by domain either way, falls back to the default order for an unknown field', async () => {
    const sorted = seedDomains.map((row) => row.domain).sort((a, b) => a.localeCompare(b, 'zh-CN'))
    expect(await names('sort=domain&order=asc&pageSize=100')).toEqual(sorted.slice(0, 100))
    expect(await names('sort=domain&order=desc&pageSize=5')).toEqual([...sorted].reverse().slice(0, 5))
    expect(await names('sort=password&order=asc')).toEqual(await names(''))
  })

  it('derives articleCount from the articles collection and sorts by it', async () => {
    const [first, second] = seedDomains
    mock.server.db.loadData({
      articles: [{ domain: first.domain }, { domain: first.domain }, { domain: first.domain }, { domain: second.domain }],
    })
    const top = (await list('sort=articleCount&order=desc')).data.items
    expect(top.slice(0, 2).map((row) => [row.domain, row.articleCount])).toEqual([
      [first.domain, 3],
      [second.domain, 1],
    ])
    expect(top[2].articleCount).toBe(0)
  })

  it('pages a 10,000-row collection: right rows, right total, a page past the end is empty', async () => {
    mock.server.db.domains.remove()
    mock.server.db.domains.insert(
      Array.from({ length: 10_000 }, (_, index) => ({
        domain: `site-${String(index + 1).padStart(5, '0')}.com`,
        theme: index % 2 ? '极简博客' : '新闻门户',
        status: 'active',
        title: '',
        keywords: '',
        description: '',
        createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      })),
    )
    const last = await list('page=500&pageSize=20&sort=domain&order=asc')
    expect(last.data.total).toBe(10_000)
    expect(last.data.items.map((row) => row.domain)).toEqual(
      Array.from({ length: 20 }, (_, index) => `site-${String(9981 + index).padStart(5, '0')}.com`),
    )
    const middle = await list('page=3&pageSize=100&theme=' + encodeURIComponent('极简博客'))
    expect(middle.data.total).toBe(5_000)
    // newest first: the odd indexes from the end, 201st to 300th
    expect(middle.data.items[0].domain).toBe(`site-${String(10_000 - 2 * 200).padStart(5, '0')}.com`)
    expect(middle.data.items).toHaveLength(100)
    expect((await list('page=501&pageSize=20')).data).toMatchObject({ items: [], total: 10_000, page: 501 })
  })

  it('refuses a page size over 100', async () => {
    const answer = await list('pageSize=1000')
    expect(answer.code).toBe(1400)
  })
})

describe('POST and PUT /api/domains', () => {
  it('creates a domain stored lower-case and lists it first', async () => {
    const answer = await json<Domain>('POST', '/domains', NEW)
    expect(answer).toMatchObject({ code: 0, msg: '域名「example-shop.com」已添加' })
    expect(answer.data).toMatchObject({ domain: 'example-shop.com', theme: '极简博客', status: 'active', title: '示例', articleCount: 0 })
    expect((await names(''))[0]).toBe('example-shop.com')
  })

  it.each([
    [{ domain: '' }, 'domain', '请输入域名'],
    [{ domain: 'https://example.com/' }, 'domain', '只填写域名本身，不要带 http:// 或路径'],
    [{ domain: 'localhost' }, 'domain', '域名至少要有两段，例如 example.com'],
    [{ domain: 'bad_name.com' }, 'domain', '域名只能包含英文字母、数字、连字符和点（中文域名请填写 xn-- 形式）'],
    [{ domain: '-bad.com' }, 'domain', '域名的每一段不能以连字符开头或结尾'],
    [{ domain: '1.2.3.4' }, 'domain', '顶级域名不正确，例如 .com、.cn'],
    [{ domain: `${'a'.repeat(64)}.com` }, 'domain', '域名的每一段最长 63 个字符'],
    [{ domain: seedDomains[0].domain.toUpperCase() }, 'domain', '域名已存在'],
    [{ theme: '' }, 'theme', '请选择主题'],
    [{ theme: '不存在的主题' }, 'theme', '主题「不存在的主题」不存在，请刷新后重新选择'],
    [{ status: 'deleted' }, 'status', '请选择状态'],
    [{ title: '长'.repeat(101) }, 'title', '标题最多 100 个字符'],
    [{ description: '长'.repeat(501) }, 'description', '描述最多 500 个字符'],
  ])('refuses %o with code 1422 and a message for %s', async (patch, field, message) => {
    const answer = await json('POST', '/domains', { ...NEW, ...patch })
    expect(answer.code).toBe(1422)
    expect(fieldsOf(answer)).toEqual({ [field]: message })
    expect(stored()).toHaveLength(seedDomains.length)
  })

  it('updates the fields sent, keeps the others, and refuses to change the domain itself', async () => {
    const target = seedDomains[5]
    const answer = await json<Domain>('PUT', '/domains/6', { title: '新标题', theme: '企业官网' })
    expect(answer.data).toMatchObject({ id: '6', domain: target.domain, title: '新标题', theme: '企业官网', keywords: target.keywords })
    const renamed = await json('PUT', '/domains/6', { domain: 'other-name.com' })
    expect(renamed.code).toBe(1422)
    expect(fieldsOf(renamed)).toEqual({ domain: '域名创建后不能修改；如需更换，请新增域名后删除旧域名' })
    expect(byName(target.domain).title).toBe('新标题')
    expect((await json('PUT', '/domains/9999', { title: 'x' })).code).toBe(1404)
  })
})

describe('deleting and changing status', () => {
  it('deletes one, then many, and refuses while a domain has articles (a batch then deletes nothing)', async () => {
    expect(await json('DELETE', '/domains/1')).toMatchObject({ code: 0, msg: `域名「${seedDomains[0].domain}」已删除` })
    expect(stored().some((row) => row.domain === seedDomains[0].domain)).toBe(false)
    expect((await json('DELETE', '/domains/1')).code).toBe(1404)

    mock.server.db.loadData({ articles: [{ domain: seedDomains[3].domain }] })
    const single = await json('DELETE', '/domains/4')
    expect(single).toMatchObject({ code: 1409, msg: `域名「${seedDomains[3].domain}」下还有 1 篇文章，请先删除或转移这些文章` })
    const batch = await json('POST', '/domains/batch-delete', { ids: ['2', '3', '4'] })
    expect(batch).toMatchObject({ code: 1409, msg: `以下域名下还有文章，未删除任何域名：${seedDomains[3].domain}` })
    expect(stored()).toHaveLength(seedDomains.length - 1)

    expect(await json('POST', '/domains/batch-delete', { ids: ['2', '3'] })).toMatchObject({ code: 0, data: { deleted: 2 } })
    expect(stored()).toHaveLength(seedDomains.length - 3)
    expect((await json('POST', '/domains/batch-delete', { ids: [] })).code).toBe(1400)
  })

  it('enables and disables many at once and refuses other statuses', async () => {
    const answer = await json('POST', '/domains/status', { ids: ['1', '2'], status: 'inactive' })
    expect(answer).toMatchObject({ code: 0, msg: '已停用 2 个域名', data: { updated: 2 } })
    expect([byName(seedDomains[0].domain).status, byName(seedDomains[1].domain).status]).toEqual(['inactive', 'inactive'])
    expect(await json('POST', '/domains/status', { ids: ['1'], status: 'active' })).toMatchObject({ msg: '已启用 1 个域名' })
    expect(byName(seedDomains[0].domain).status).toBe('active')
    expect((await json('POST', '/domains/status', { ids: ['1'], status: 'deleted' })).code).toBe(1400)
    expect((await json('POST', '/domains/status', { ids: ['9999'], status: 'active' })).code).toBe(1404)
  })
})

describe('POST /api/domains/bulk', () => {
  it('creates the valid new lines and reports every skipped line with its number and reason', async () => {
    const existing = seedDomains[0].domain
    const lines = ['new-one.com', '', 'NEW-ONE.com', 'not a domain', existing, '  new-two.cn  ', 'http://x.com']
    const answer = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', status: 'pending', domains: lines })
    expect(answer.msg).toBe('已添加 2 个域名，跳过 4 行')
    expect(answer.data.created.map((row) => [row.line, row.domain, row.theme, row.status, row.articleCount])).toEqual([
      [1, 'new-one.com', '旅行日记', 'pending', 0],
      [6, 'new-two.cn', '旅行日记', 'pending', 0],
    ])
    expect(answer.data.skipped).toEqual([
      { line: 3, value: 'NEW-ONE.com', reason: 'duplicate', message: '与第 1 行重复' },
      { line: 4, value: 'not a domain', reason: 'invalid', message: '域名中不能有空格' },
      { line: 5, value: existing, reason: 'exists', message: '域名已存在' },
      { line: 7, value: 'http://x.com', reason: 'invalid', message: '只填写域名本身，不要带 http:// 或路径' },
    ])
    expect(stored()).toHaveLength(seedDomains.length + 2)
  })

  it('adds nothing without a toast message when every line is skipped', async () => {
    const answer = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', domains: [seedDomains[1].domain] })
    expect(answer).toMatchObject({ code: 0, msg: 'ok', data: { created: [] } })
    expect(answer.data.skipped).toHaveLength(1)
  })

  it('refuses more than 1000 lines, no lines, or no theme, with field messages, adding nothing', async () => {
    const many = Array.from({ length: 1001 }, (_, index) => `bulk-${index}.com`)
    const tooMany = await json('POST', '/domains/bulk', { theme: '旅行日记', domains: many })
    expect(fieldsOf(tooMany)).toEqual({ domains: '一次最多添加 1000 个域名（现在有 1001 行）' })
    const empty = await json('POST', '/domains/bulk', { theme: '', domains: ['', '  '] })
    expect(fieldsOf(empty)).toEqual({ theme: '请选择主题', domains: '请至少填写一个域名，每行一个' })
    expect(stored()).toHaveLength(seedDomains.length)

    const thousand = await json<BulkAddResult>('POST', '/domains/bulk', { theme: '旅行日记', domains: many.slice(0, 1000) })
    expect(thousand.data.created).toHaveLength(1000)
  })
})

describe('GET /api/domains/export', () => {
  it('answers the filtered rows as a CSV file with a BOM, a header, quoted fields and a dated file name', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 5, 10, 0))
    token = issueToken('admin', 3600)
    await json('POST', '/domains', { ...NEW, domain: 'quoted.com', title: '他说"你好", 然后\n换行', keywords: '=1+1' })
    const answer = await call('GET', '/domains/export?keyword=quoted')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="domains-20261105.csv"; filename*=UTF-8''domains-20261105.csv`,
    )
    expect(answer.text.startsWith('\uFEFF域名,主题,状态,标题,关键词,描述,文章数,创建时间\r\n')).toBe(true)
    const created = byName('quoted.com').createdAt
    expect(answer.text).toBe(
      `\uFEFF域名,主题,状态,标题,关键词,描述,文章数,创建时间\r\nquoted.com,极简博客,启用,"他说""你好"", 然后\n换行",'=1+1,描述,0,${created}\r\n`,
    )
  })

  it('exports every row matching theme and status, in the list order, without paging', async () => {
    const answer = await call('GET', '/domains/export?status=pending&sort=domain&order=asc')
    const rows = answer.text.replace(/^\uFEFF/, '').trim().split('\r\n')
    const expected = seedDomains.filter((row) => row.status === 'pending').map((row) => row.domain).sort((a, b) => a.localeCompare(b, 'zh-CN'))
    expect(rows).toHaveLength(expected.length + 1)
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(expected)
    expect(rows.slice(1).every((row) => row.split(',')[2] === '待审核')).toBe(true)
  })
})
