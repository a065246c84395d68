// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PushQuota, PushRecord, PushRecordSummary, PushSettings } from '../../../src/api/push'
import type { Page } from '../../../src/api/envelope'
import { baiduPush, bingSubmitUrlBatch, indexNowSubmit } from '../../../src/mock-server/resources/pushEngines'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { rawApi } from '../../support/rawApi'
import { seedPushRecords, seedPushSettings } from '../../support/seedData'

let mock: MockServer
let api: ReturnType<typeof rawApi>
// weeks after the seeds: no push has used any quota that day (China time, where the engines' days begin)
const DAY_ONE = Date.parse('2026-12-01T10:00:00+08:00')
beforeEach(() => {
  vi.setSystemTime(DAY_ONE)
  // the clock moves a day forward in some tests: a token that outlives it
  api = rawApi(issueToken('admin', 7 * 86_400))
  mock = makeServer({ environment: 'test' })
})
afterEach(() => {
  mock.shutdown()
  vi.useRealTimers()
})

/** A site with every engine set up, one whose Baidu token was revoked, one without a Baidu token, one with nothing. */
const full = seedPushSettings.find((row) => row.baiduToken && !row.baiduToken.startsWith('dead') && row.bingApiKey && row.indexNowKey)!
const revoked = seedPushSettings.find((row) => row.baiduToken?.startsWith('dead'))!
const noBaidu = seedPushSettings.find((row) => !row.baiduToken)!
const bare = seedDomains.find((site) => !seedPushSettings.some((row) => row.domain === site.domain))!.domain
const site = full.domain
const urls = (count: number, domain = site, from = 1) => Array.from({ length: count }, (_, n) => `https://${domain}/posts/${from + n}.html`)

type Answer<T> = { code: number; msg: string; data: T }
const push = async (body: object) => (await api.post<PushRecord>('/push', body)).body
const refusedRecord = (body: Answer<unknown>) => (body.data as { record: PushRecord }).record
const quota = async (domain = site) => (await api.get<PushQuota>('/push/quota', { domain })).body.data.engines
const stored = () => [...(mock.server.db.pushRecords as unknown as PushRecord[])]

describe('emulated engines, in their own answer shapes', () => {
  it('Baidu: counts, remain, not_same_site and not_valid; refusals as {error, message}', () => {
    const good = `abcdEFGH1234wxyz`
    expect(baiduPush({ domain: 'a.com', secret: good, urls: ['https://a.com/1.html', 'https://www.a.com/2.html'], usedToday: 0 })).toEqual({
      status: 200,
      body: { remain: 2998, success: 2, not_same_site: [], not_valid: [] },
    })
    expect(baiduPush({ domain: 'a.com', secret: good, urls: ['https://b.com/1.html', 'a.com/2.html', 'https://a.com/3.html'], usedToday: 2990 }).body).toEqual({
      remain: 9,
      success: 1,
      not_same_site: ['https://b.com/1.html'],
      not_valid: ['a.com/2.html'],
    })
    expect(baiduPush({ domain: 'a.com', secret: 'dead0000aaaabbbb', urls: ['https://a.com/1.html'], usedToday: 0 })).toEqual({
      status: 401,
      body: { error: 401, message: 'token is not valid' },
    })
    expect(baiduPush({ domain: 'a.com', secret: good, urls: ['https://a.com/1.html'], usedToday: 3000 }).body).toEqual({ error: 400, message: 'over quota' })
    expect(baiduPush({ domain: 'a.com', secret: good, urls: urls(2001, 'a.com'), usedToday: 0 }).body).toEqual({
      error: 400,
      message: 'only 2000 urls are allowed once',
    })
    expect(baiduPush({ domain: 'a.com', secret: good, urls: [], usedToday: 0 }).body).toEqual({ error: 400, message: 'empty content' })
  })

  it('Bing refuses a whole batch beyond the day’s quota; IndexNow answers statuses only, up to 10,000 URLs', () => {
    const key = 'a'.repeat(32)
    expect(bingSubmitUrlBatch({ domain: 'a.com', secret: key, urls: urls(40, 'a.com'), usedToday: 60 })).toEqual({ status: 200, body: { d: null } })
    expect(bingSubmitUrlBatch({ domain: 'a.com', secret: key, urls: urls(41, 'a.com'), usedToday: 60 }).body).toEqual({
      ErrorCode: 2,
      Message: 'ERROR!!! Quota remaining for today: 40, Submitted: 41',
    })
    expect(bingSubmitUrlBatch({ domain: 'a.com', secret: `dead${'a'.repeat(28)}`, urls: urls(1, 'a.com'), usedToday: 0 }).body).toMatchObject({ ErrorCode: 3 })
    expect(indexNowSubmit({ domain: 'a.com', secret: key, urls: urls(10_000, 'a.com') })).toEqual({ status: 200 })
    expect(indexNowSubmit({ domain: 'a.com', secret: key, urls: urls(10_001, 'a.com') })).toEqual({ status: 400 })
    expect(indexNowSubmit({ domain: 'a.com', secret: key, urls: ['https://b.com/1.html'] })).toEqual({ status: 422 })
    expect(indexNowSubmit({ domain: 'a.com', secret: `dead${key}`, urls: urls(1, 'a.com') })).toEqual({ status: 403 })
  })
})

describe('Mirage /api/push', () => {
  it('seeds about sixty pushes of every engine and outcome, and settings for some domains', () => {
    expect(seedPushRecords.length).toBeGreaterThanOrEqual(55)
    expect(seedPushRecords.length).toBeLessThanOrEqual(65)
    expect(new Set(seedPushRecords.map((row) => row.engine))).toEqual(new Set(['baidu', 'bing', 'indexnow']))
    expect(new Set(seedPushRecords.map((row) => row.status))).toEqual(new Set(['success', 'partial', 'failed']))
    expect(seedPushRecords.some((row) => row.retryOf !== null)).toBe(true)
    for (const row of seedPushRecords) {
      expect(row.urlCount).toBe(row.urls.length)
      expect(row.success + row.notValid.length + row.notSameSite.length + row.retryable.length).toBeLessThanOrEqual(row.urlCount)
    }
    expect(seedPushSettings.length).toBeGreaterThan(10)
    expect(seedPushSettings.length).toBeLessThan(seedDomains.length)
  })

  it('seeds no record that offers to re-push a URL a later push got accepted: the re-pushed one offers nothing', () => {
    const repush = seedPushRecords.find((row) => row.retryOf !== null)!
    expect(repush.success).toBeGreaterThan(0)
    expect(seedPushRecords.find((row) => row.id === repush.retryOf)!.retryable).toEqual([])
    for (const row of seedPushRecords) {
      const later = seedPushRecords.filter((other) => other.engine === row.engine && other.domain === row.domain && other.createdAt > row.createdAt)
      const acceptedLater = new Set(later.flatMap((other) => other.urls.filter((url) => !other.retryable.includes(url) && other.success > 0)))
      expect(row.retryable.filter((url) => acceptedLater.has(url))).toEqual([])
    }
  })

  it('pushes to Baidu: the quota runs down, what is over it is left for a re-push, then over quota, and the next day it resets', async () => {
    expect((await quota()).baidu).toEqual({ perPush: 2000, daily: 3000, remain: 3000 })
    const first = await push({ domain: site, engine: 'baidu', urls: [...urls(2000)] })
    expect(first).toMatchObject({ code: 0, msg: '已推送 2000 条网址到百度，今日剩余额度 1000 条' })
    // the record is read on later days too: its words say 当日 (that day), the answer's 今日
    expect(first.data.message).toBe('已推送 2000 条网址到百度，当日剩余额度 1000 条')
    expect(first.data).toMatchObject({ engine: 'baidu', domain: site, urlCount: 2000, success: 2000, remain: 1000, status: 'success', retryable: [] })
    expect((await quota()).baidu.remain).toBe(1000)

    const second = await push({ domain: site, engine: 'baidu', urls: urls(1200, site, 5000) })
    expect(second.code).toBe(0)
    expect(second.data).toMatchObject({ success: 1000, remain: 0, status: 'partial' })
    expect(second.data.retryable).toEqual(urls(200, site, 6000))
    expect(second.msg).toContain('200 条超出今日额度未被接受')

    const third = await push({ domain: site, engine: 'baidu', urls: urls(1, site, 9000) })
    expect(third).toMatchObject({ code: 1429, msg: '百度今日推送额度已用完，请明天再推送' })
    expect(refusedRecord(third).message).not.toMatch(/今日|明天/)
    expect(refusedRecord(third)).toMatchObject({ status: 'failed', success: 0, remain: 0, retryable: urls(1, site, 9000) })
    expect(stored()).toHaveLength(seedPushRecords.length + 3)

    // Beijing midnight: the quota starts again
    vi.setSystemTime(Date.parse('2026-12-02T00:00:01+08:00'))
    expect((await quota()).baidu.remain).toBe(3000)
    expect((await push({ domain: site, engine: 'baidu', urls: urls(1) })).data).toMatchObject({ success: 1, remain: 2999 })
  })

  it('reports invalid and foreign URLs: Baidu in its answer, Bing and IndexNow screened out before sending', async () => {
    const mixed = ['https://www.' + site + '/posts/1.html', 'https://other.example.com/p/2', `${site}/posts/3.html`, 'htps://x', `https://${site}/a b.html`]
    const baidu = (await push({ domain: site, engine: 'baidu', urls: mixed })).data
    expect(baidu).toMatchObject({ success: 1, status: 'partial', notSameSite: ['https://other.example.com/p/2'], retryable: [] })
    expect(baidu.notValid).toEqual([`${site}/posts/3.html`, 'htps://x', `https://${site}/a b.html`])
    const indexNow = (await push({ domain: site, engine: 'indexnow', urls: mixed })).data
    expect(indexNow).toMatchObject({ success: 1, remain: null, status: 'partial', notSameSite: ['https://other.example.com/p/2'] })
    const none = await push({ domain: site, engine: 'bing', urls: ['https://other.example.com/p/2', 'nope'] })
    expect(none).toMatchObject({ code: 1400, msg: `没有被接受的网址：1 条不合法，1 条不属于 ${site}` })
    expect(refusedRecord(none)).toMatchObject({ status: 'failed', success: 0, retryable: [] })
  })

  it('keeps to each engine’s limits: Baidu 2000 and IndexNow 10,000 per push, Bing its daily quota', async () => {
    const over = await push({ domain: site, engine: 'baidu', urls: urls(2001) })
    expect(over).toMatchObject({ code: 1422, data: { fields: { urls: '百度单次最多推送 2000 条，当前 2001 条' } } })
    expect((await push({ domain: site, engine: 'indexnow', urls: urls(10_001) })).data).toEqual({
      fields: { urls: 'IndexNow 单次最多推送 10000 条，当前 10001 条' },
    })
    expect((await push({ domain: site, engine: 'indexnow', urls: urls(10_000) })).data).toMatchObject({ success: 10_000, status: 'success' })
    expect(stored()).toHaveLength(seedPushRecords.length + 1)

    expect((await push({ domain: site, engine: 'bing', urls: urls(60) })).data).toMatchObject({ success: 60, remain: 40 })
    const beyond = await push({ domain: site, engine: 'bing', urls: urls(41, site, 100) })
    expect(beyond).toMatchObject({ code: 1429, msg: '必应今日剩余额度 40 条，本次 41 条，未推送；请减少网址或明天再推送' })
    expect(refusedRecord(beyond)).toMatchObject({ status: 'failed', success: 0, remain: 40, retryable: urls(41, site, 100) })
    expect((await quota()).bing).toEqual({ perPush: null, daily: 100, remain: 40 })
    vi.setSystemTime(DAY_ONE + 86_400_000)
    expect((await quota()).bing.remain).toBe(100)
  })

  it('refuses a revoked token with a record, and a missing one before sending anything', async () => {
    const refused = await push({ domain: revoked.domain, engine: 'baidu', urls: [...urls(2, revoked.domain), 'https://other.example.com/1'] })
    expect(refused.code).toBe(1403)
    expect(refused.msg).toBe('百度不认可当前的百度推送密钥，请在推送设置中更新后重新推送')
    // Baidu named no single URL: a re-push would still send only what can be taken
    expect(refusedRecord(refused)).toMatchObject({
      status: 'failed',
      remain: null,
      retryable: urls(2, revoked.domain),
      notSameSite: ['https://other.example.com/1'],
    })

    const before = stored().length
    expect(await push({ domain: noBaidu.domain, engine: 'baidu', urls: urls(1, noBaidu.domain) })).toEqual({
      code: 1412,
      msg: '请先在推送设置中填写百度推送密钥',
      data: null,
    })
    expect(await push({ domain: bare, engine: 'indexnow', urls: urls(1, bare) })).toMatchObject({ code: 1412, msg: '请先在推送设置中填写 IndexNow 密钥' })
    expect(stored()).toHaveLength(before)
    expect((await push({})).data).toEqual({ fields: { domain: '请选择域名', engine: '请选择搜索引擎（百度、必应或 IndexNow）', urls: '格式不正确' } })
    expect((await push({ domain: 'nowhere.example', engine: 'baidu', urls: [' ', ''] })).data).toEqual({
      fields: { domain: '域名「nowhere.example」不在站群中', urls: '请至少填写一个网址' },
    })
  })

  it('masks secrets; the mask as shown keeps one, new text replaces it, null clears it, blank and masked text are refused', async () => {
    const shown = (await api.get<PushSettings>('/push/settings', { domain: site })).body.data
    expect(shown.baiduToken).toBe(`${full.baiduToken!.slice(0, 4)}••••••${full.baiduToken!.slice(-4)}`)
    expect(JSON.stringify(shown)).not.toContain(full.baiduToken!.slice(4, 12))
    const put = (body: object) => api.put<PushSettings>('/push/settings', { domain: site, ...body })

    expect((await put({ baiduToken: shown.baiduToken, bingApiKey: shown.bingApiKey })).body).toMatchObject({ code: 0, msg: '推送设置已保存' })
    expect((await push({ domain: site, engine: 'baidu', urls: urls(1) })).code).toBe(0)

    const refused = await put({ baiduToken: '', bingApiKey: 'abcd••••••1234', indexNowKey: 'short' })
    expect(refused.body.data).toEqual({
      fields: {
        baiduToken: '留空不会清除已保存的百度推送密钥；如需清除，请点「清除」',
        bingApiKey: '请填写完整的必应 API 密钥，不能使用打码显示的值',
        indexNowKey: 'IndexNow 密钥为 8–128 位英文字母、数字或连字符',
      },
    })

    expect((await put({ baiduToken: 'dead1234abcd5678' })).body.data.baiduToken).toBe('dead••••••5678')
    expect((await push({ domain: site, engine: 'baidu', urls: urls(1) })).code).toBe(1403)
    expect((await put({ baiduToken: null })).body.data).toMatchObject({ baiduToken: null, bingApiKey: shown.bingApiKey })
    expect((await push({ domain: site, engine: 'baidu', urls: urls(1) })).code).toBe(1412)

    const created = await api.put<PushSettings>('/push/settings', { domain: bare, baiduToken: '', indexNowKey: 'my-indexnow-key-2026' })
    expect(created.body.data).toMatchObject({ domain: bare, baiduToken: null, bingApiKey: null, indexNowKey: 'my-i••••••2026' })
    expect((await api.get<PushSettings>('/push/settings', { domain: 'nowhere.example' })).body.code).toBe(1404)
  })

  it('re-pushes only the URLs left out for passing reasons, as a new record tied to the old one', async () => {
    await push({ domain: site, engine: 'baidu', urls: urls(2000) })
    const partial = (await push({ domain: site, engine: 'baidu', urls: [...urls(1010, site, 3000), 'https://other.example.com/1', 'bad'] })).data
    expect(partial).toMatchObject({ success: 1000, notValid: ['bad'], notSameSite: ['https://other.example.com/1'] })
    expect(partial.retryable).toEqual(urls(10, site, 4000))

    const tooSoon = await api.post<PushRecord>(`/push/records/${partial.id}/retry`)
    expect(tooSoon.body).toMatchObject({ code: 1429 })
    expect((tooSoon.body.data as unknown as { record: PushRecord }).record.retryable).toEqual(urls(10, site, 4000))
    vi.setSystemTime(DAY_ONE + 86_400_000)
    const again = await api.post<PushRecord>(`/push/records/${partial.id}/retry`)
    expect(again.body.data).toMatchObject({ retryOf: partial.id, urls: urls(10, site, 4000), success: 10, status: 'success' })

    expect((await api.post(`/push/records/${again.body.data.id}/retry`)).body).toMatchObject({ code: 1400, msg: '这条记录没有可重新推送的网址' })
    expect((await api.post('/push/records/99999/retry')).body).toMatchObject({ code: 1404, msg: '推送记录不存在或已被删除' })
  })

  it('offers no re-push, in any record, of a URL a later push got accepted, by 重新推送 or a new push alike', async () => {
    await push({ domain: site, engine: 'baidu', urls: urls(2000) })
    const partial = (await push({ domain: site, engine: 'baidu', urls: urls(1010, site, 3000) })).data
    expect(partial.retryable).toEqual(urls(10, site, 4000))
    // the quota is used up: the re-push is refused, and its record offers the same ten again
    const refused = refusedRecord((await api.post<PushRecord>(`/push/records/${partial.id}/retry`)).body)
    expect(refused.retryable).toEqual(urls(10, site, 4000))
    const retryable = async (id: string) => (await api.get<PushRecord>(`/push/records/${id}`)).body.data.retryable
    const listed = async (id: string) =>
      (await api.get<Page<PushRecordSummary>>('/push/records', { pageSize: 100 })).body.data.items.find((row) => row.id === id)!.retryableCount

    // the next day three of them go through as a new push: neither record offers those three any more
    vi.setSystemTime(DAY_ONE + 86_400_000)
    expect((await push({ domain: site, engine: 'baidu', urls: urls(3, site, 4000) })).code).toBe(0)
    expect(await retryable(partial.id)).toEqual(urls(7, site, 4003))
    expect(await retryable(refused.id)).toEqual(urls(7, site, 4003))
    expect(await listed(partial.id)).toBe(7)

    // the rest go through as a re-push of the first record: nothing is left to re-push anywhere
    const again = await api.post<PushRecord>(`/push/records/${partial.id}/retry`)
    expect(again.body.data).toMatchObject({ urls: urls(7, site, 4003), success: 7, retryOf: partial.id })
    expect(await retryable(partial.id)).toEqual([])
    expect(await retryable(refused.id)).toEqual([])
    expect(await listed(refused.id)).toBe(0)
    expect((await api.post(`/push/records/${refused.id}/retry`)).body).toMatchObject({ code: 1400, msg: '这条记录没有可重新推送的网址' })
  })

  it('lists records newest first with filters, keyword and sort, leaving the URL lists to the record itself', async () => {
    const list = async (params: Record<string, unknown> = {}) =>
      (await api.get<Page<PushRecordSummary>>('/push/records', { page: 1, pageSize: 100, ...params })).body.data
    const all = await list()
    expect(all.total).toBe(seedPushRecords.length)
    const times = all.items.map((row) => row.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(all.items[0]).not.toHaveProperty('urls')
    const waiting = all.items.find((row) => row.retryableCount > 0)!
    expect(waiting.retryableCount).toBe(seedPushRecords.find((row) => row.id === waiting.id)!.retryable.length)

    const failedBing = await list({ engine: 'bing', status: 'failed' })
    expect(failedBing.items.every((row) => row.engine === 'bing' && row.status === 'failed')).toBe(true)
    expect(failedBing.total).toBe(seedPushRecords.filter((row) => row.engine === 'bing' && row.status === 'failed').length)
    const byDomain = await list({ domain: full.domain, sort: 'urlCount', order: 'asc' })
    expect(byDomain.items.map((row) => row.urlCount)).toEqual([...byDomain.items.map((row) => row.urlCount)].sort((a, b) => a - b))
    const url = seedPushRecords[5].urls[0]
    expect((await list({ keyword: url })).items.map((row) => row.id)).toContain(seedPushRecords[5].id)

    const one = (await api.get<PushRecord>(`/push/records/${waiting.id}`)).body.data
    expect(one.urls).toEqual(seedPushRecords.find((row) => row.id === waiting.id)!.urls)
  })

  it('gives the address of each chosen article, and which ids are gone', async () => {
    const answer = (
      await api.get<{ items: { id: string; url: string; status: string; domain: string }[]; missing: string[] }>('/push/article-urls', { ids: '1,99999,2' })
    ).body
    const article = mock.server.db.articles.find('1') as unknown as { domain: string; status: string }
    expect(answer.data.items[0]).toMatchObject({ id: '1', url: `https://${article.domain}/posts/1.html`, status: article.status })
    expect(answer.data.items.map((item) => item.id)).toEqual(['1', '2'])
    expect(answer.data.missing).toEqual(['99999'])
    expect((await api.get('/push/article-urls', { ids: '' })).body).toMatchObject({ code: 1400, msg: '请选择要推送的文章' })
  })
})
