// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import type { Domain } from '../../../src/api/domains'
import { seedDomains } from '../../../src/mock-server/seeds'
import { NEW, byName, call, fieldsOf, json, list, mockServer, names, stored, setToken, withDomainsServer } from './domainsHarness'

withDomainsServer()

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
    setToken('not.a.token')
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
    mockServer().server.db.loadData({
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
    mockServer().server.db.domains.remove()
    mockServer().server.db.domains.insert(
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
    expect(last.data.items.map((row) => row.domain)).toEqual(Array.from({ length: 20 }, (_, index) => `site-${String(9981 + index).padStart(5, '0')}.com`))
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

  it('takes the host of a domain typed as a web address, as the client does', async () => {
    const answer = await json<Domain>('POST', '/domains', { ...NEW, domain: 'https://user@WWW.Example-Shop.com:8443/path?q=1#top' })
    expect(answer).toMatchObject({ code: 0, msg: '域名「www.example-shop.com」已添加', data: { domain: 'www.example-shop.com' } })
    expect((await json('POST', '/domains', { ...NEW, domain: 'www.example-shop.com/other' })).data).toEqual({ fields: { domain: '域名已存在' } })
  })

  it.each([
    [{ domain: '' }, 'domain', '请输入域名'],
    [{ domain: 'https://' }, 'domain', '请输入域名'],
    [{ domain: 'https://exa mple.com/path' }, 'domain', '域名中不能有空格'],
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
