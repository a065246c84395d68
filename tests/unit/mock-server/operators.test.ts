// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it, vi } from 'vitest'
import { CONFLICT_CODE } from '../../../src/api/versions'
import { OPERATORS } from '../../../src/mock-server/resources/auth'
import { call, mockServer, stored, withServer, type Row } from './operatorsHarness'

// Two operators (GET /api/me), and the scenario's second operator at work (scenario.ts: otherOperator, conflictNextSave).

withServer()

const signIn = async (username: string, password: string) => {
  const response = await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) })
  return (await response.json()) as { code: number; data: { access_token: string } | null }
}

describe('GET /api/me', () => {
  it('names the operator each token was signed in as', async () => {
    expect(OPERATORS.map(({ username, password }) => [username, password])).toEqual([
      ['admin', 'admin123'],
      ['editor', 'editor123'],
    ])
    for (const [username, password, displayName] of [
      ['admin', 'admin123', '管理员'],
      ['editor', 'editor123', '运营小王'],
    ]) {
      const login = await signIn(username, password)
      expect(login.code).toBe(0)
      expect((await call('GET', '/me', undefined, login.data!.access_token)).data).toEqual({ username, displayName })
    }
    expect((await signIn('editor', 'admin123')).code).toBe(1001)
  })
})

describe('the other operator (scenario: otherOperator)', () => {
  const changedRows = (before: Map<string, number>) =>
    [...before].filter(([key, version]) => {
      const [table, id] = key.split(':')
      return stored(table, id)?.version !== version
    })
  const versionsNow = () => {
    const db = mockServer().server.db as unknown as Record<string, Row[]>
    return new Map(
      ['themes', 'domains', 'backlinks', 'comments', 'articles'].flatMap((table) => [...db[table]].map((row) => [`${table}:${row.id}`, row.version])),
    )
  }

  it('changes one visible field of another row every N seconds, its version one more, until it is stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const start = versionsNow()
    mockServer().configure({ otherOperator: { everySeconds: 5 } })
    vi.advanceTimersByTime(4999)
    expect(changedRows(start)).toEqual([])
    vi.advanceTimersByTime(1)
    const first = changedRows(start)
    expect(first).toHaveLength(1)
    const [table, id] = first[0][0].split(':')
    expect(stored(table, id).version).toBe(first[0][1] + 1)
    expect(Object.values(stored(table, id)).some((value) => /（运营小王改 1）$/.test(String(value)))).toBe(true)

    vi.advanceTimersByTime(5000 * 9)
    const ten = changedRows(start)
    // ten changes, each of another row, over every section
    expect(ten).toHaveLength(10)
    expect(new Set(ten.map(([key]) => key.split(':')[0]))).toEqual(new Set(['themes', 'domains', 'backlinks', 'comments', 'articles']))

    mockServer().configure({ otherOperator: null })
    const stopped = versionsNow()
    vi.advanceTimersByTime(60_000)
    expect(changedRows(stopped)).toEqual([])
  })

  it('changes rows of the lists’ first page, where a person sees them', async () => {
    const other = mockServer().otherOperator
    const firstPage = async (path: string) => (await call<{ items: Row[] }>('GET', `${path}?page=1&pageSize=20`)).data.items.map((row) => row.id)
    const pages = { domains: await firstPage('/domains'), comments: await firstPage('/comments') }
    const changes = Array.from({ length: 10 }, () => other.tick()!)
    for (const change of changes.filter((each) => each.table === 'domains' || each.table === 'comments')) {
      expect(pages[change.table as 'domains' | 'comments']).toContain(change.id)
    }
    expect(changes.every((change) => change.operator.username === 'editor')).toBe(true)
  })
})

describe('the next save refused (scenario: conflictNextSave)', () => {
  it('lets the other operator change the row first, refuses the save with the row as it is now, then turns itself off', async () => {
    const before = stored('domains', '5')
    mockServer().configure({ conflictNextSave: true })
    const refused = await call<{ current: Row }>('PUT', '/domains/5', { keywords: '我的关键词', version: before.version })
    expect(refused.code).toBe(CONFLICT_CODE)
    expect(refused.data.current).toMatchObject({ version: before.version + 1, keywords: before.keywords, title: expect.stringMatching(/（运营小王改 \d+）$/) })
    expect(stored('domains', '5')).toMatchObject({ keywords: before.keywords, version: before.version + 1 })
    expect(mockServer().scenario.conflictNextSave).toBe(false)
    const saved = await call('PUT', '/domains/5', { keywords: '我的关键词', version: before.version + 1 })
    expect(saved).toMatchObject({ code: 0, data: { keywords: '我的关键词', version: before.version + 2 } })
  })

  it('does the same to a domain’s push settings', async () => {
    const site = 'keji-lab.com'
    await call('POST', '/domains', { domain: site, theme: '极简博客', status: 'active' })
    const shown = await call('GET', `/push/settings?domain=${site}`)
    mockServer().configure({ conflictNextSave: true })
    const refused = await call<{ current: Row }>('PUT', '/push/settings', { domain: site, baiduToken: 'abcdefgh12345678', version: shown.data.version })
    expect(refused).toMatchObject({ code: CONFLICT_CODE, data: { current: { domain: site, baiduToken: shown.data.baiduToken } } })
    expect(refused.data.current.indexNowKey).not.toBe(shown.data.indexNowKey)
  })
})
