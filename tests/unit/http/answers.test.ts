// @vitest-environment happy-dom — Mirage answers the browser's XHR
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { articleAnswer, articleRow } from '../../../src/api/articles'
import { backlinkRow } from '../../../src/api/backlinks'
import { commentRow } from '../../../src/api/comments'
import { domainRow } from '../../../src/api/domains'
import { count, deletedRows, names, pageOf } from '../../../src/api/envelope'
import { articleUrlsAnswer, pushQuotaAnswer, pushRecordAnswer, pushRecordRow, pushSettingsAnswer } from '../../../src/api/push'
import { themeRow, type Theme } from '../../../src/api/themes'
import { describeIssues } from '../../../src/http/answer'
import { articleApi } from '../../../src/http/articles'
import { backlinkApi } from '../../../src/http/backlinks'
import { commentApi } from '../../../src/http/comments'
import { domainApi, domainOptionsApi } from '../../../src/http/domains'
import { pushApi } from '../../../src/http/push'
import { http } from '../../../src/http/request'
import { themeNamesApi } from '../../../src/http/themeNames'
import { themeApi } from '../../../src/http/themes'
import { emptyQuery } from '../../../src/machines/listMachine'
import { isRequestError } from '../../../src/machines/requestErrors'
import { ok } from '../../../src/mock-server/envelope'
import type { MockResource } from '../../../src/mock-server/resource'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer } from '../../../src/mock-server/server'
import { outcome, startClient, type Harness } from './clientHarness'
import { WRONG_NAMES, WRONG_PAGES } from '../../support/wrongData'

const theme: Theme = {
  id: '1',
  name: '极简博客',
  description: '',
  domainCount: 0,
  packageName: null,
  packageSize: null,
  packageUploadedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('the answer schemas', () => {
  it.each(WRONG_PAGES)('refuse a page whose data is %s', (_name, data) => {
    for (const row of [themeRow, domainRow, backlinkRow, commentRow, articleRow, pushRecordRow] as v.GenericSchema<unknown, { id: string }>[]) {
      expect(v.safeParse(pageOf(row), data).success).toBe(false)
    }
  })

  it.each(WRONG_NAMES)('refuse names that are %s', (_name, data) => {
    expect(v.safeParse(names, data).success).toBe(false)
  })

  it('accept a page of rows, keep fields they do not know, and refuse a row of the wrong shape', () => {
    const page = { items: [{ ...theme, extra: true }], total: 1, page: 1, pageSize: 20 }
    expect(v.parse(pageOf(themeRow), page)).toEqual(page)
    expect(v.safeParse(pageOf(themeRow), { ...page, items: [{ ...theme, packageSize: '1 MB' }] }).success).toBe(false)
    expect(v.safeParse(domainRow, { ...theme, status: 'deleted' }).success).toBe(false)
  })

  it('accept an article row with its last push or null, and refuse a last push of another shape', () => {
    const article = {
      id: '1',
      title: '标题',
      theme: '极简博客',
      domain: 'a.example.com',
      summary: '',
      tags: [],
      coverUrl: '',
      status: 'published',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      publishedAt: '2026-01-01T00:00:00.000Z',
    }
    const pushed = { engine: 'bing', at: '2026-01-02T00:00:00.000Z', status: 'pushed' }
    expect(v.safeParse(articleRow, { ...article, lastPush: null }).success).toBe(true)
    expect(v.safeParse(articleRow, { ...article, lastPush: pushed }).success).toBe(true)
    for (const wrong of [undefined, 'pushed', { ...pushed, status: 'none' }, { ...pushed, engine: 'google' }, { ...pushed, at: 1 }]) {
      expect(v.safeParse(articleRow, { ...article, lastPush: wrong }).success).toBe(false)
    }
  })

  it('count only whole numbers from 0: the pending count and totals', () => {
    expect(v.safeParse(count, 121).success).toBe(true)
    for (const wrong of [null, '121', -1, 1.5, Number.NaN, {}]) expect(v.safeParse(count, wrong).success).toBe(false)
  })

  it('are typed by the interface they check: a schema missing a field does not compile', () => {
    // @ts-expect-error — `description` and the rest are missing, so this is not a schema of a Theme
    const drifted: v.GenericSchema<unknown, Theme> = v.looseObject({ id: v.string(), name: v.string() })
    expect(drifted).toBeDefined()
  })

  it('describe what is wrong briefly: a few issues, each value cut short', () => {
    const huge = 'x'.repeat(3_000_000)
    const result = v.safeParse(pageOf(themeRow), { items: Array.from({ length: 50 }, () => ({ id: huge })), total: 1, page: 1, pageSize: 20 })
    expect(result.success).toBe(false)
    const text = describeIssues(result.issues!)
    expect(text.length).toBeLessThan(1500)
    expect(text).toMatch(/^items\.0\.name: Invalid key: Expected "name" but received undefined; /)
    expect(text).toMatch(/and \d+ more$/)
  })
})

/** GET /api/wire answers `data` as set here: a route for the boundary's own tests. */
let wireData: unknown = null
const wireResource: MockResource = {
  routes(server) {
    server.get('/wire', () => ok(wireData, String(wireMsg)))
    server.post('/wire', () => ok(wireData, String(wireMsg)))
  },
}
let wireMsg = 'ok'

describe('the http boundary', () => {
  let harness: Harness | undefined
  afterEach(() => {
    harness?.stop()
    wireData = null
    wireMsg = 'ok'
  })

  it('resolves with data that matches the call’s schema', async () => {
    harness = startClient()
    harness.mock.shutdown()
    const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [wireResource] })
    harness.mock = mock
    wireData = { items: [theme], total: 1, page: 1, pageSize: 20 }
    await expect(http.get('/wire', pageOf(themeRow))).resolves.toEqual(wireData)
    expect(harness.consoleError).not.toHaveBeenCalled()
  })

  it.each(WRONG_PAGES)('rejects a list answer whose data is %s: kind invalid, one console line naming the call, no toast', async (_name, data) => {
    harness = startClient()
    harness.mock.shutdown()
    harness.mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [wireResource] })
    wireData = data
    const result = await outcome(http.get('/wire', pageOf(themeRow), { params: { page: 1 } }))
    expect(result.ok).toBe(false)
    const error = (result as { error: unknown }).error
    expect(isRequestError(error, 'invalid')).toBe(true)
    expect((error as Error).message).toBe('服务器返回的数据格式不正确')
    expect(harness.consoleError).toHaveBeenCalledTimes(1)
    expect(String(harness.consoleError.mock.calls[0][0])).toMatch(/^服务器返回的数据格式不正确：GET \/api\/wire — /)
    expect(harness.showError).not.toHaveBeenCalled()
  })

  it('announces a change whose answer has another shape with an error toast: the change may have been made', async () => {
    harness = startClient()
    harness.mock.shutdown()
    harness.mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [wireResource] })
    wireData = { deleted: '3', ids: ['1'] }
    await expect(http.post('/wire', { ids: ['1'] }, deletedRows)).rejects.toMatchObject({ kind: 'invalid', message: '服务器返回的数据格式不正确' })
    expect(harness.showError.mock.calls).toEqual([['服务器返回的数据格式不正确']])
    expect(String(harness.consoleError.mock.calls[0][0])).toMatch(/^服务器返回的数据格式不正确：POST \/api\/wire — deleted: /)
  })

  it('logs no more than a short line for a 3 MB answer', async () => {
    harness = startClient()
    harness.mock.shutdown()
    harness.mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 }, extraResources: [wireResource] })
    wireData = 'x'.repeat(3_000_000)
    await expect(http.get('/wire', names)).rejects.toMatchObject({ kind: 'invalid' })
    const logged = harness.consoleError.mock.calls.flat().map(String).join(' ')
    expect(logged.length).toBeLessThan(500)
    expect(logged).toMatch(/共 300\d{4} 个字符/)
  })
})

describe('what the offline backend answers matches every read call’s schema', () => {
  let harness: Harness | undefined
  afterEach(() => harness?.stop())

  it('lists, options, counts, the article, and the push calls', async () => {
    harness = startClient()
    const query = { query: emptyQuery(), debounce: false }
    await expect(themeNamesApi.listNames()).resolves.toEqual(expect.any(Array))
    for (const list of [themeApi.list, domainApi.list, backlinkApi.list, commentApi.list, articleApi.list, pushApi.list]) {
      await expect(list(query)).resolves.toMatchObject({ items: expect.any(Array), total: expect.any(Number) })
    }
    const domains = await domainOptionsApi.names()
    expect(domains.length).toBeGreaterThan(0)
    await expect(commentApi.pendingCount()).resolves.toEqual(expect.any(Number))
    const [article] = (await articleApi.list(query)).items
    expect(v.is(articleAnswer, await articleApi.get(article.id))).toBe(true)
    const [record] = (await pushApi.list(query)).items
    expect(v.is(pushRecordAnswer, await pushApi.record(record.id))).toBe(true)
    expect(v.is(pushQuotaAnswer, await pushApi.quota(record.domain))).toBe(true)
    expect(v.is(pushSettingsAnswer, await pushApi.settings(record.domain))).toBe(true)
    expect(v.is(articleUrlsAnswer, await pushApi.articleUrls([article.id, 'gone']))).toBe(true)
    expect(harness.consoleError).not.toHaveBeenCalled()
  })
})
