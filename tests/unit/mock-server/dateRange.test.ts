// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from '../../../src/api/envelope'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { rawApi } from '../../support/rawApi'

let mock: MockServer
const api = rawApi()
beforeEach(() => {
  mock = makeServer({ environment: 'test' })
})
afterEach(() => mock.shutdown())

interface Dated {
  id: string
  createdAt: string
}

/** Each list with the 创建时间 range, and the collection its rows come from. */
const LISTS = [
  ['/domains', 'domains'],
  ['/backlinks', 'backlinks'],
  ['/comments', 'comments'],
  ['/articles', 'articles'],
  ['/push/records', 'pushRecords'],
] as const

const stored = (collection: string) => [...((mock.server.db as unknown as Record<string, Dated[]>)[collection] ?? [])]

describe('the 创建时间 range on every list (from, to: UTC instants, both included)', () => {
  it.each(LISTS)('%s answers only the rows created inside it, bounds included', async (path, collection) => {
    const times = stored(collection)
      .map((row) => row.createdAt)
      .sort()
    expect(times.length).toBeGreaterThan(10)
    // a window from one row's exact time to another's: both rows are in it
    const from = times[Math.floor(times.length / 4)]
    const to = times[Math.floor((times.length * 3) / 4)]
    const inside = stored(collection).filter((row) => row.createdAt >= from && row.createdAt <= to)
    const answer = await api.get<Page<Dated>>(path, { from, to, pageSize: 100 })
    expect(answer.body.code).toBe(0)
    expect(answer.body.data.total).toBe(inside.length)
    expect(answer.body.data.total).toBeLessThan(times.length)
    expect(answer.body.data.items.every((row) => row.createdAt >= from && row.createdAt <= to)).toBe(true)

    // one open end: everything since, or everything until
    const since = await api.get<Page<Dated>>(path, { from: to, pageSize: 1 })
    expect(since.body.data.total).toBe(times.filter((time) => time >= to).length)
    const until = await api.get<Page<Dated>>(path, { to: from, pageSize: 1 })
    expect(until.body.data.total).toBe(times.filter((time) => time <= from).length)
  })

  it('compares instants, whatever zone they are written in', async () => {
    const [row] = stored('comments').sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    const at = Date.parse(row.createdAt)
    const inChina = new Date(at + 8 * 3_600_000).toISOString().replace('Z', '+08:00')
    const answer = await api.get<Page<Dated>>('/comments', { from: inChina, to: inChina })
    expect(answer.body.data.items.map((item) => item.id)).toEqual(
      stored('comments')
        .filter((item) => Date.parse(item.createdAt) === at)
        .map((item) => item.id),
    )
  })

  it('refuses a bound that is not an instant with its zone, and a range that ends before it starts', async () => {
    for (const params of [{ from: '2026-10-01' }, { to: 'yesterday' }, { from: '2026-10-01T00:00:00' }]) {
      expect((await api.get('/domains', params)).body).toMatchObject({ code: 1400, msg: '创建时间格式不正确：起止时间须为带时区的 ISO 8601 时间' })
    }
    const reversed = await api.get('/articles', { from: '2026-10-02T00:00:00.000Z', to: '2026-10-01T00:00:00.000Z' })
    expect(reversed.body).toMatchObject({ code: 1400, msg: '开始日期不能晚于结束日期' })
  })

  it('applies to the CSV export too', async () => {
    const times = stored('domains')
      .map((row) => row.createdAt)
      .sort()
    const from = times[times.length - 3]
    const answer = await api.request<string>({ method: 'get', url: '/domains/export', params: { from }, responseType: 'text' })
    const lines = String(answer.body).trim().split(/\r\n/)
    expect(lines).toHaveLength(1 + times.filter((time) => time >= from).length)
  })
})
