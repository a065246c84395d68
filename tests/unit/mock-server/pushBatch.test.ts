// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ArticleRow } from '../../../src/api/articles'
import type { Page } from '../../../src/api/envelope'
import type { PushQuota, PushRecord, PushSettings } from '../../../src/api/push'
import { batchSettingsProblems, type ArticlePushAnswer, type BatchSettingsAnswer } from '../../../src/api/pushBatch'
import { type PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { rawApi } from '../../support/rawApi'
import { seedArticles, seedPushRecords, seedPushSettings } from '../../support/seedData'

let mock: MockServer
// the clock moves to December in some tests: a token that outlives it
const api = rawApi(issueToken('admin', 90 * 86_400))
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

const full = seedPushSettings.find((row) => row.baiduToken && row.bingApiKey && row.indexNowKey)!
const bare = seedDomains.find((site) => !seedPushSettings.some((row) => row.domain === site.domain))!.domain
const storedFor = (domain: string) => (mock.server.db.pushSettings as unknown as { findBy(query: object): PushSettingsRow | null }).findBy({ domain })
const allStored = () => JSON.stringify(mock.server.db.pushSettings)
const BING = '0123456789abcdef0123456789abcdef'

describe('POST /api/push/settings/batch (批量设置推送)', () => {
  it('sets one engine’s secret on every domain listed, keeps their other secrets, and answers them masked', async () => {
    const { body } = await api.post<BatchSettingsAnswer>('/push/settings/batch', {
      engine: 'bing',
      secret: ` ${BING} `,
      domains: [full.domain, ` ${bare.toUpperCase()} `, full.domain],
    })
    expect(body.code).toBe(0)
    expect(body.msg).toBe('已为 2 个域名保存必应 API 密钥')
    expect(body.data.items.map((item: PushSettings) => [item.domain, item.bingApiKey])).toEqual([
      [full.domain, '0123••••••cdef'],
      [bare, '0123••••••cdef'],
    ])
    // the other secrets stay, and come back masked too: no plain secret leaves the server
    expect(body.data.items[0].baiduToken).toBe(`${full.baiduToken!.slice(0, 4)}••••••${full.baiduToken!.slice(-4)}`)
    expect(JSON.stringify(body)).not.toContain(BING)
    expect(storedFor(full.domain)).toMatchObject({ bingApiKey: BING, baiduToken: full.baiduToken, indexNowKey: full.indexNowKey })
    expect(storedFor(bare)).toMatchObject({ bingApiKey: BING, baiduToken: null, indexNowKey: null })
  })

  it('names IndexNow with a space between Chinese and Latin words', async () => {
    const { body } = await api.post('/push/settings/batch', { engine: 'indexnow', secret: 'e2e-key-0001', domains: [full.domain] })
    expect(body.msg).toBe('已为 1 个域名保存 IndexNow 密钥')
  })

  it.each([
    [{ engine: 'google', secret: BING, domains: [full.domain] }, { engine: '请选择搜索引擎' }],
    [{ engine: 'bing', secret: '  ', domains: [full.domain] }, { secret: '请填写必应 API 密钥' }],
    [{ engine: 'bing', secret: '0123••••••cdef', domains: [full.domain] }, { secret: '请填写完整的必应 API 密钥，不能使用打码显示的值' }],
    [{ engine: 'baidu', secret: 'short', domains: [full.domain] }, { secret: '百度推送密钥为 16 位英文字母或数字' }],
    [{ engine: 'bing', secret: BING, domains: [] }, { domains: '请至少选择一个域名' }],
    [{ engine: 'bing', secret: BING, domains: 'all' }, { domains: '格式不正确' }],
    [
      { engine: 'bing', secret: BING, domains: [full.domain, 'nowhere.example', 'gone.example'] },
      { domains: '以下域名不在站群中：nowhere.example、gone.example' },
    ],
    [
      { engine: 'bing', secret: 42, domains: Array.from({ length: 1001 }, (_, n) => `site${n}.example`) },
      { secret: '请填写必应 API 密钥', domains: '一次最多选择 1000 个域名，当前 1001 个' },
    ],
  ])('refuses %j with per-field messages, saving nothing', async (sent, fields) => {
    const before = allStored()
    const { body } = await api.post('/push/settings/batch', sent)
    expect(body).toMatchObject({ code: 1422, data: { fields } })
    expect(Object.keys((body.data as { fields: object }).fields)).toEqual(Object.keys(fields))
    expect(allStored()).toBe(before)
  })

  it('the client checks the same rules before sending', () => {
    expect(batchSettingsProblems({ engine: 'bing', secret: BING, domains: [full.domain] })).toEqual({})
    expect(batchSettingsProblems({ engine: '', secret: '', domains: [] })).toEqual({ engine: '请选择搜索引擎', domains: '请至少选择一个域名' })
    expect(batchSettingsProblems({ engine: 'indexnow', secret: '', domains: ['a.com'] })).toEqual({ secret: '请填写 IndexNow 密钥' })
  })
})

describe('POST /api/push/articles: articles of several domains, one push per domain', () => {
  // weeks after the seeds: no push has used any quota that day (China time)
  const DAY_ONE = Date.parse('2026-12-01T10:00:00+08:00')
  beforeEach(() => vi.setSystemTime(DAY_ONE))
  afterEach(() => vi.useRealTimers())

  const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
  const published = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
  const working = seedPushSettings.filter((row) => row.baiduToken && !row.baiduToken.startsWith('dead') && published(row.domain).length >= 2)
  const [siteA, siteB] = working.map((row) => row.domain)
  const noBaidu = seedPushSettings.find((row) => !row.baiduToken && published(row.domain).length > 0)!.domain
  const draft = articles.find((article) => article.status === 'draft')!
  const records = () => [...(mock.server.db.pushRecords as unknown as PushRecord[])]
  const urlOf = (article: { domain: string; id: string }) => `https://${article.domain}/posts/${article.id}.html`
  it('pushes each domain’s published articles apart, in the order the domains come, and reports each result', async () => {
    const [a1, a2] = published(siteA)
    const [b1] = published(siteB)
    const [n1] = published(noBaidu)
    const before = records().length
    const { body } = await api.post<ArticlePushAnswer>('/push/articles', {
      engine: 'baidu',
      articleIds: [a1.id, b1.id, a2.id, draft.id, n1.id, '99999', a1.id],
    })
    expect(body.code).toBe(0)
    expect(body.msg).toBe('已分 3 个域名推送到百度：2 个已推送，1 个推送失败')
    expect(body.data.results.map(({ domain, urlCount, code, msg }) => ({ domain, urlCount, code, msg }))).toEqual([
      { domain: siteA, urlCount: 2, code: 0, msg: '已推送 2 条网址到百度，今日剩余额度 2998 条' },
      { domain: siteB, urlCount: 1, code: 0, msg: '已推送 1 条网址到百度，今日剩余额度 2999 条' },
      { domain: noBaidu, urlCount: 1, code: 1412, msg: '请先在推送设置中填写百度推送密钥' },
    ])
    // two records, one per domain that had a token; nothing sent for the third
    expect(body.data.results[2].record).toBeNull()
    expect(records().slice(before)).toEqual([body.data.results[0].record, body.data.results[1].record])
    expect(body.data.results[0].record).toMatchObject({ domain: siteA, engine: 'baidu', urls: [urlOf(a1), urlOf(a2)], status: 'success', retryOf: null })
  })

  it('each push counts against its own domain’s quota', async () => {
    const [a1] = published(siteA)
    const [b1] = published(siteB)
    // siteA's Baidu quota is used up today; siteB's is untouched
    const { id: _id, ...seeded } = seedPushRecords[0]
    ;(mock.server.db.pushRecords as unknown as { insert(row: object): void }).insert({
      ...seeded,
      domain: siteA,
      engine: 'baidu',
      success: 3000,
      createdAt: new Date(DAY_ONE - 3_600_000).toISOString(),
    })
    const { body } = await api.post<ArticlePushAnswer>('/push/articles', { engine: 'baidu', articleIds: [a1.id, b1.id] })
    expect(body.data.results.map(({ domain, code, record }) => [domain, code, record?.status])).toEqual([
      [siteA, 1429, 'failed'],
      [siteB, 0, 'success'],
    ])
    expect(body.data.results[0].msg).toBe('百度今日推送额度已用完，请明天再推送')
    expect(body.data.results[0].record!.retryable).toEqual([urlOf(a1)])
    expect((await api.get<PushQuota>('/push/quota', { domain: siteB })).body.data.engines.baidu.remain).toBe(2999)
  })

  it.each([
    [{ engine: 'google', articleIds: ['1'] }, { engine: '请选择搜索引擎（百度、必应或 IndexNow）' }],
    [{ engine: 'baidu', articleIds: [] }, { articleIds: '请选择要推送的文章' }],
    [{ engine: 'baidu', articleIds: '1,2' }, { articleIds: '格式不正确' }],
    [{ engine: 'baidu', articleIds: Array.from({ length: 1001 }, (_, n) => String(n + 1)) }, { articleIds: '一次最多选择 1000 篇文章，当前 1001 篇' }],
  ])('refuses %j, pushing nothing', async (sent, fields) => {
    const before = records().length
    expect((await api.post('/push/articles', sent)).body).toMatchObject({ code: 1422, data: { fields } })
    expect(records()).toHaveLength(before)
  })

  it('refuses a choice of drafts and missing articles only', async () => {
    const { body } = await api.post('/push/articles', { engine: 'baidu', articleIds: [draft.id, '99999'] })
    expect(body).toMatchObject({ code: 1400, msg: '所选文章都未发布，没有可推送的网址' })
  })
})

describe('the article list’s 推送状态: each article’s last push', () => {
  const DAY_ONE = Date.parse('2026-12-01T10:00:00+08:00')
  beforeEach(() => vi.setSystemTime(DAY_ONE))
  afterEach(() => vi.useRealTimers())

  const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
  const rowsOf = async (params: Record<string, unknown>) => {
    const rows: ArticleRow[] = []
    for (let page = 1; ; page += 1) {
      const { data } = (await api.get<Page<ArticleRow>>('/articles', { pageSize: 100, page, ...params })).body
      rows.push(...data.items)
      if (rows.length >= data.total) return rows
    }
  }

  it('reads the seeds’ pushes: the newest record holding the address decides, and the filter splits the list in three', async () => {
    const all = await rowsOf({})
    expect(all).toHaveLength(articles.length)
    const counts = { pushed: 0, failed: 0, none: 0 }
    for (const row of all) counts[row.lastPush?.status ?? 'none'] += 1
    expect(counts.pushed).toBeGreaterThan(0)
    expect(counts.none).toBeGreaterThan(0)
    for (const status of ['pushed', 'failed', 'none'] as const) {
      const rows = await rowsOf({ pushStatus: status })
      expect(rows.map((row) => row.id).sort()).toEqual(
        all
          .filter((row) => (row.lastPush?.status ?? 'none') === status)
          .map((row) => row.id)
          .sort(),
      )
    }
    const pushedRow = all.find((row) => row.lastPush?.status === 'pushed')!
    const url = `https://${pushedRow.domain}/posts/${pushedRow.id}.html`
    const newest = seedPushRecords.filter((record) => record.urls.includes(url)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    expect(pushedRow.lastPush).toEqual({ engine: newest.engine, at: newest.createdAt, status: 'pushed' })
  })

  it('follows new pushes: taken → 已推送 with its engine and time; refused later → 推送失败', async () => {
    const revoked = seedPushSettings.find((row) => row.baiduToken?.startsWith('dead'))!
    const article = articles.find((row) => row.domain === revoked.domain && row.status === 'published')!
    const url = `https://${article.domain}/posts/${article.id}.html`
    const rowOf = async () => (await rowsOf({ domain: article.domain })).find((row) => row.id === article.id)!
    // IndexNow takes it (when the site has a key); then Baidu refuses the revoked token
    await api.put('/push/settings', { domain: revoked.domain, indexNowKey: 'e2e-key-0001' })
    expect((await api.post('/push', { domain: revoked.domain, engine: 'indexnow', urls: [url] })).body.code).toBe(0)
    expect((await rowOf()).lastPush).toEqual({ engine: 'indexnow', at: new Date(DAY_ONE).toISOString(), status: 'pushed' })
    vi.setSystemTime(DAY_ONE + 60_000)
    expect((await api.post('/push', { domain: revoked.domain, engine: 'baidu', urls: [url] })).body.code).toBe(1403)
    expect((await rowOf()).lastPush).toEqual({ engine: 'baidu', at: new Date(DAY_ONE + 60_000).toISOString(), status: 'failed' })
  })
})
