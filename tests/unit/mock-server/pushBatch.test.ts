// @vitest-environment jsdom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PushSettings } from '../../../src/api/push'
import { batchSettingsProblems, type BatchSettingsAnswer } from '../../../src/api/pushBatch'
import { seedPushSettings, type PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { rawApi } from '../../support/rawApi'

let mock: MockServer
const api = rawApi()
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
    [{ engine: 'baidu', secret: 'short', domains: [full.domain] }, { secret: '百度推送 token 为 16 位英文字母或数字' }],
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
