// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { create } from 'axios'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Article, ArticleInput, ArticleSummary } from '../../../src/api/articles'
import type { Page } from '../../../src/api/envelope'
import { contentOf, UNSAFE_SNIPPETS, type ArticleRecord } from '../../../src/mock-server/resources/articleSeeds'
import { seedThemes } from '../../../src/mock-server/resources/themes'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { seedArticles } from '../../support/seedData'

let mock: MockServer
const api = create({ baseURL: '/api', validateStatus: () => true })
const headers = () => ({ Authorization: `Bearer ${issueToken('admin', 7200)}` })
type Envelope<T> = { code: number; msg: string; data: T }

const list = async (params: Record<string, unknown> = {}) => (await api.get('/articles', { params, headers: headers() })).data as Envelope<Page<ArticleSummary>>
const get = async (id: string) => (await api.get(`/articles/${id}`, { headers: headers() })).data as Envelope<Article>
const post = async <T = Article>(path: string, body: unknown) => (await api.post(path, body, { headers: headers() })).data as Envelope<T>
const put = async (id: string, body: unknown) => (await api.put(`/articles/${id}`, body, { headers: headers() })).data as Envelope<Article>
const stored = (id: string) => mock.server.db.articles.find(id) as unknown as ArticleRecord
const all = () => mock.server.db.articles as unknown as Article[]
const fields = (answer: Envelope<unknown>) => (answer.data as { fields: Record<string, string> }).fields

const valid = (): ArticleInput => ({
  title: '  新文章标题  ',
  theme: seedThemes[0].name,
  domain: seedDomains[0].domain,
  summary: '摘要',
  content: '<p>正文</p>',
  tags: [' 标签一 ', '标签二', '标签一'],
  coverUrl: 'https://img.example.com/a.jpg',
  status: 'draft',
})

beforeEach(() => {
  mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
})
afterEach(() => mock.shutdown())

describe('article seeds', () => {
  it('holds 400 articles with unique titles on the network’s domains, themed like their domain', () => {
    expect(seedArticles).toHaveLength(400)
    expect(new Set(seedArticles.map((article) => article.title)).size).toBe(400)
    const domains = new Map(seedDomains.map((domain) => [domain.domain, domain.theme]))
    expect(seedArticles.every((article) => domains.get(article.domain) === article.theme)).toBe(true)
    expect(seedArticles.every((article) => [...article.title].length <= 120 && article.tags.length > 0)).toBe(true)
    const published = seedArticles.filter((article) => article.status === 'published')
    expect(published.length).toBeGreaterThan(200)
    expect(published.every((article) => article.publishedAt! >= article.createdAt)).toBe(true)
    expect(seedArticles.filter((article) => article.status === 'draft').every((article) => article.publishedAt === null)).toBe(true)
    expect(seedArticles.every((article) => article.updatedAt >= article.createdAt)).toBe(true)
  })

  it('writes HTML with headings, lists, links and https images, and every unsafe snippet somewhere', () => {
    for (const tag of ['<h2>', '<h3>', '<ul>', '<ol>', '<a href="https://', '<img src="https://', '<blockquote>']) {
      expect(seedArticles.every((article) => contentOf(article).includes(tag))).toBe(true)
    }
    for (const snippet of UNSAFE_SNIPPETS) expect(seedArticles.some((article) => contentOf(article).includes(snippet))).toBe(true)
    expect(seedArticles.filter((article) => /onerror|javascript:|<script|style=|<iframe|<form/.test(contentOf(article))).length).toBeGreaterThan(25)
  })
})

describe('GET /api/articles', () => {
  it('answers 401 without a token', async () => {
    expect((await api.get('/articles')).status).toBe(401)
  })

  it('pages the latest updated first, without the content', async () => {
    const { code, data } = await list({ page: 2, pageSize: 50 })
    expect(code).toBe(0)
    expect(data.total).toBe(400)
    expect(data.items).toHaveLength(50)
    expect(data.items.every((article) => !('content' in article) && !('body' in article))).toBe(true)
    const first = (await list({ pageSize: 100 })).data.items.map((article) => article.updatedAt)
    expect(first).toEqual([...first].sort().reverse())
  })

  it('filters by status, theme and domain and searches title, summary and tags', async () => {
    const domain = seedDomains[3].domain
    const filtered = (await list({ status: 'draft', domain, pageSize: 100 })).data
    const expected = seedArticles.filter((article) => article.status === 'draft' && article.domain === domain)
    expect(filtered.total).toBe(expected.length)
    expect(filtered.items.every((article) => article.status === 'draft' && article.domain === domain)).toBe(true)

    const byTheme = (await list({ theme: '旅行日记', pageSize: 100 })).data
    expect(byTheme.total).toBe(seedArticles.filter((article) => article.theme === '旅行日记').length)

    const tag = seedArticles[10].tags[0]
    const byTag = (await list({ keyword: tag, pageSize: 100 })).data
    expect(byTag.total).toBe(seedArticles.filter((article) => [article.title, article.summary, article.tags.join()].some((text) => text.includes(tag))).length)
    const bySummary = (await list({ keyword: seedArticles[7].summary })).data
    expect(bySummary.items.map((article) => article.title)).toContain(seedArticles[7].title)
  })

  it('sorts by an allowed column and ignores an unknown one', async () => {
    const asc = (await list({ sort: 'title', order: 'asc', pageSize: 100 })).data.items.map((article) => article.title)
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'zh-CN')))
    const unknown = (await list({ sort: 'content', pageSize: 5 })).data.items
    expect(unknown.map((article) => article.id)).toEqual((await list({ pageSize: 5 })).data.items.map((article) => article.id))
  })
})

describe('GET /api/articles/:id', () => {
  it('answers the whole article, or 1404', async () => {
    const answer = await get('5')
    expect(answer.data).toMatchObject({ id: '5', title: seedArticles[4].title, content: contentOf(seedArticles[4]) })
    expect(await get('9999')).toMatchObject({ code: 1404, msg: '文章不存在或已被删除' })
  })

  it("writes a seeded article's HTML when asked, the same each time, and holds it only once saved", async () => {
    // the stored seeded article keeps how to write its body, not the HTML (to keep the demo page's heap small)
    expect(stored('7').content).toBeUndefined()
    const first = (await get('7')).data
    expect(first.content).toContain('<h2>')
    expect((await get('7')).data.content).toBe(first.content)
    expect(first).not.toHaveProperty('body')
    const saved = await put('7', { content: '<p>改过的正文</p>' })
    expect(saved.data.content).toBe('<p>改过的正文</p>')
    expect((await get('7')).data.content).toBe('<p>改过的正文</p>')
    expect(stored('7').content).toBe('<p>改过的正文</p>')
  })
})

describe('POST /api/articles', () => {
  it('creates a trimmed draft with deduplicated tags and no publishedAt', async () => {
    const answer = await post('/articles', valid())
    expect(answer).toMatchObject({ code: 0, msg: '文章已创建' })
    expect(answer.data).toMatchObject({ title: '新文章标题', tags: ['标签一', '标签二'], status: 'draft', publishedAt: null })
    expect(stored(answer.data.id).title).toBe('新文章标题')
    expect((await list()).data.total).toBe(401)
  })

  it('stamps publishedAt when created published', async () => {
    const answer = await post('/articles', { ...valid(), status: 'published' })
    expect(answer.data.publishedAt).toBe(answer.data.createdAt)
  })

  it('refuses invalid fields with a message for each', async () => {
    const answer = await post('/articles', {
      title: 'x'.repeat(121),
      theme: '不存在的主题',
      domain: 'nope.example',
      summary: '长'.repeat(301),
      content: '   ',
      tags: ['a', 'b'.repeat(21)],
      coverUrl: 'javascript:alert(1)',
      status: 'published',
    })
    expect(answer.code).toBe(1422)
    expect(fields(answer)).toEqual({
      title: '标题最多 120 个字符',
      theme: '主题「不存在的主题」不存在，请重新选择',
      domain: '域名「nope.example」不存在，请重新选择',
      summary: '摘要最多 300 个字符',
      content: '发布前请填写正文',
      tags: '每个标签为 1–20 个字符',
      coverUrl: '封面地址须为 http:// 或 https:// 开头的网址',
    })
    expect(all()).toHaveLength(400)
  })

  it('names what is missing, and refuses a bad status, too many tags and wrong types', async () => {
    expect(fields(await post('/articles', {}))).toEqual({ title: '请输入文章标题', theme: '请选择主题', domain: '请选择域名' })
    const answer = await post('/articles', {
      ...valid(),
      status: 'archived',
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      coverUrl: 'ftp://x.example/a',
    })
    expect(fields(answer)).toEqual({ status: '状态只能是草稿或已发布', tags: '最多 10 个标签', coverUrl: '封面地址须为 http:// 或 https:// 开头的网址' })
    expect(fields(await post('/articles', { ...valid(), tags: 'a,b', content: 42 }))).toEqual({ tags: '标签格式不正确', content: '格式不正确' })
  })
})

describe('PUT /api/articles/:id', () => {
  it('changes only the fields sent and follows the status with publishedAt', async () => {
    const draft = seedArticles.findIndex((article) => article.status === 'draft') + 1
    const before = stored(String(draft))
    const published = await put(String(draft), { status: 'published' })
    expect(published).toMatchObject({ code: 0, msg: '文章已保存', data: { title: before.title, content: contentOf(before), status: 'published' } })
    expect(published.data.publishedAt).toBe(published.data.updatedAt)
    expect(published.data.updatedAt > before.updatedAt).toBe(true)

    const retitled = await put(String(draft), { title: '改过的标题' })
    expect(retitled.data.publishedAt).toBe(published.data.publishedAt)
    const unpublished = await put(String(draft), { status: 'draft' })
    expect(unpublished.data).toMatchObject({ title: '改过的标题', status: 'draft', publishedAt: null })
  })

  it('refuses invalid fields and unknown ids', async () => {
    expect(fields(await put('3', { title: ' ', coverUrl: 'not a url' }))).toEqual({
      title: '请输入文章标题',
      coverUrl: '封面地址须为 http:// 或 https:// 开头的网址',
    })
    expect(stored('3').title).toBe(seedArticles[2].title)
    expect(await put('9999', valid())).toMatchObject({ code: 1404 })
  })
})

describe('deleting', () => {
  it('deletes one, then many, and says how many', async () => {
    const one = (await api.delete('/articles/1', { headers: headers() })).data
    expect(one).toEqual({ code: 0, msg: `文章「${seedArticles[0].title}」已删除`, data: null })
    expect((await api.delete('/articles/1', { headers: headers() })).data).toMatchObject({ code: 1404 })
    expect(await post('/articles/batch-delete', { ids: ['2', '3', '1'] })).toEqual({ code: 0, msg: '已删除 2 篇文章', data: { deleted: 2, ids: ['2', '3'] } })
    expect(all()).toHaveLength(397)
    expect(await post('/articles/batch-delete', { ids: [] })).toMatchObject({ code: 1400 })
  })
})

describe('POST /api/articles/batch-status', () => {
  it('publishes many, stamping only those that were drafts, and unpublishes them', async () => {
    const ids = ['1', '2', '3', '4', '5', '6']
    const wasPublished = ids.filter((id) => stored(id).status === 'published')
    const stamps = Object.fromEntries(wasPublished.map((id) => [id, [stored(id).publishedAt, stored(id).updatedAt]]))
    expect(await post('/articles/batch-status', { ids, status: 'published' })).toEqual({ code: 0, msg: '已发布 6 篇文章', data: { updated: 6 } })
    expect(ids.every((id) => stored(id).status === 'published' && stored(id).publishedAt)).toBe(true)
    // those already published are left as they were
    expect(wasPublished.length).toBeGreaterThan(0)
    for (const id of wasPublished) expect([stored(id).publishedAt, stored(id).updatedAt]).toEqual(stamps[id])

    expect((await post('/articles/batch-status', { ids: ['1'], status: 'draft' })).msg).toBe(`文章「${seedArticles[0].title}」已取消发布`)
    expect(stored('1')).toMatchObject({ status: 'draft', publishedAt: null })
  })

  it('refuses to publish articles without content and changes none of them', async () => {
    mock.server.db.articles.update('2', { content: ' ', status: 'draft', publishedAt: null })
    mock.server.db.articles.update('1', { status: 'draft', publishedAt: null })
    const answer = await post('/articles/batch-status', { ids: ['1', '2'], status: 'published' })
    expect(answer).toMatchObject({ code: 1409, msg: `以下文章没有正文，无法发布，未修改任何文章：${seedArticles[1].title}` })
    expect(stored('1').status).toBe('draft')
  })

  it('refuses a bad request', async () => {
    expect(await post('/articles/batch-status', { ids: ['1'], status: 'hidden' })).toMatchObject({ code: 1400 })
    expect(await post('/articles/batch-status', { status: 'draft' })).toMatchObject({ code: 1400 })
    expect(await post('/articles/batch-status', { ids: ['9999'], status: 'draft' })).toMatchObject({ code: 1404 })
  })
})
