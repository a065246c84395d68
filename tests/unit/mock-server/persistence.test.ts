// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_USER } from '../../../src/mock-server/resources/auth'
import { DEMO_DATA_VERSION, DEMO_NOTICES, keepDemoData, runningDemoData, type DemoData } from '../../../src/mock-server/persistence'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { seedDomains } from '../../../src/mock-server/seeds'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { issueToken } from '../../../src/mock-server/tokens'
import { memoryStore, type MemoryStore } from '../../support/demoStore'

const NEW = { domain: 'kept-over-reload.com', theme: '极简博客', status: 'active', title: '留下来', keywords: '', description: '' }

let servers: MockServer[] = []
let kept: DemoData[] = []
afterEach(() => {
  for (const demo of kept) demo.stop()
  for (const mock of servers) mock.shutdown()
  servers = []
  kept = []
  sessionStorage.clear()
})

/** A demo page's start: a fresh Mirage, then the kept data loaded from `store` (as src/mock-server/start.ts does). */
async function startDemo(store: MemoryStore, reload = vi.fn()) {
  for (const mock of servers.splice(0)) mock.shutdown()
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  servers.push(mock)
  const demo = await keepDemoData(mock, store, { reload })
  kept.push(demo)
  return { mock, demo, reload }
}

async function call(method: string, path: string, body?: unknown) {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken('admin', 3600)}` }
  const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return (await response.json()) as { code: number; msg: string; data: unknown }
}
const domainNames = (mock: MockServer) => (mock.server.db.domains as unknown as { domain: string }[]).map((row) => row.domain)

const countsOf = (mock: MockServer) =>
  Object.fromEntries(Object.entries(mock.server.db.dump() as unknown as Record<string, unknown[]>).map(([name, rows]) => [name, rows.length]))
/** What the seed starts with, by table: the row counts. */
const SEED_COUNTS = (() => {
  const mock = makeServer({ environment: 'test' })
  const counts = countsOf(mock)
  mock.shutdown()
  return counts
})()
const seedCounts = () => SEED_COUNTS

describe('the demo keeps its data over a reload', () => {
  it('saves after a write: a new start from the same store has the added domain, not the deleted comment, and ids go on', async () => {
    const store = memoryStore()
    const first = await startDemo(store)
    expect((await call('POST', '/domains', NEW)).code).toBe(0)
    expect((await call('DELETE', '/comments/1')).code).toBe(0)
    await first.demo.saved()
    expect(store.value).toMatchObject({ version: DEMO_DATA_VERSION })

    const second = await startDemo(store)
    expect(second.demo.takeNotices()).toEqual([])
    expect(domainNames(second.mock)).toContain(NEW.domain)
    expect(domainNames(second.mock)).toHaveLength(seedDomains.length + 1)
    expect((second.mock.server.db.comments as unknown as { id: string }[]).map((row) => row.id)).not.toContain('1')
    // the next domain gets an id after every kept one
    const next = (await call('POST', '/domains', { ...NEW, domain: 'after-reload.com' })) as { data: { id: string } }
    expect(Number(next.data.id)).toBe(seedDomains.length + 2)
  })

  it('saves nothing for reads, the sign-in the audit trail records, and one save for a burst of writes', async () => {
    const store = memoryStore()
    const { demo } = await startDemo(store)
    await call('GET', '/domains')
    await demo.saved()
    expect(store.writes).toBe(0)
    await fetch('/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_USER) })
    await demo.saved()
    expect(store.writes).toBe(1)
    const entries = (store.value as { tables: { auditEntries: { summary: string; operator: string }[] } }).tables.auditEntries
    expect(entries.at(-1)).toMatchObject({ operator: 'admin', summary: '登录' })
    await Promise.all([call('POST', '/domains', NEW), call('POST', '/domains', { ...NEW, domain: 'second.com' })])
    await demo.saved()
    expect(store.writes).toBe(2)
    expect(JSON.stringify(store.value)).toContain('second.com')
  })

  it.each([
    ['another version', { version: DEMO_DATA_VERSION + 1, savedAt: '2026-01-01T00:00:00.000Z', tables: {} }, DEMO_NOTICES.otherVersion],
    ['a value that is not the saved data', '{"version":1,', DEMO_NOTICES.corrupt],
    ['no version', { tables: {} }, DEMO_NOTICES.corrupt],
    ['tables that are not an object', { version: DEMO_DATA_VERSION, tables: 'domains' }, DEMO_NOTICES.corrupt],
  ])('starts from the seed, with a notice, from a store holding %s, and drops it', async (_, value, notice) => {
    const store = memoryStore(value)
    const { mock, demo } = await startDemo(store)
    expect(demo.takeNotices()).toEqual([notice])
    expect(countsOf(mock)).toEqual(seedCounts())
    expect(store.value).toBeUndefined()
  })

  it('starts from the seed, with the notice, when a saved table is missing, not a list, or has a row without an id', async () => {
    const store = memoryStore()
    const { demo } = await startDemo(store)
    await call('POST', '/domains', NEW)
    await demo.saved()
    const good = store.value as { tables: Record<string, unknown[]> }
    const broken = [
      { ...good, tables: { ...good.tables, domains: undefined } },
      { ...good, tables: { ...good.tables, domains: 'kept-over-reload.com' } },
      { ...good, tables: { ...good.tables, domains: [...good.tables.domains, { domain: 'no-id.com' }] } },
      { ...good, tables: { ...good.tables, themes: [...good.tables.themes, good.tables.themes[0]] } },
    ]
    for (const value of broken) {
      store.value = JSON.parse(JSON.stringify(value))
      const again = await startDemo(store)
      expect(again.demo.takeNotices()).toEqual([DEMO_NOTICES.corrupt])
      expect(domainNames(again.mock)).not.toContain(NEW.domain)
      expect(countsOf(again.mock)).toEqual(seedCounts())
    }
  })

  it('runs on the seed with a notice when the store cannot be read, and says once that a save failed', async () => {
    const store = memoryStore()
    store.failing.read = true
    const unreadable = await startDemo(store)
    expect(unreadable.demo.takeNotices()).toEqual([DEMO_NOTICES.unavailable])
    expect(countsOf(unreadable.mock)).toEqual(seedCounts())

    store.failing.read = false
    store.failing.write = true
    const { demo } = await startDemo(store)
    const heard: unknown[] = []
    demo.onNotice((notice) => heard.push(notice))
    await call('POST', '/domains', NEW)
    await demo.saved()
    await call('POST', '/domains', { ...NEW, domain: 'second.com' })
    await demo.saved()
    expect(heard).toEqual([DEMO_NOTICES.notSaved])
  })

  it('重置演示数据 puts the seed back, empties the store, loads the page again and says so after it', async () => {
    const store = memoryStore()
    const { mock, demo, reload } = await startDemo(store)
    await call('POST', '/domains', NEW)
    await demo.saved()
    await demo.reset()
    expect(reload).toHaveBeenCalledOnce()
    expect(store.value).toBeUndefined()
    expect(countsOf(mock)).toEqual(seedCounts())
    expect(domainNames(mock)).not.toContain(NEW.domain)
    // nothing written after the reset, whatever comes before the reload
    await call('POST', '/domains', NEW)
    await demo.saved()
    expect(store.value).toBeUndefined()

    const after = await startDemo(store)
    expect(after.demo.takeNotices()).toEqual([DEMO_NOTICES.reset])
    expect(countsOf(after.mock)).toEqual(seedCounts())
  })
})

describe('outside the demo', () => {
  it('keeps nothing: each server starts from the seed, and no browser storage is opened', async () => {
    const open = vi.fn()
    vi.stubGlobal('indexedDB', { open })
    try {
      const first = makeServer({ environment: 'test' })
      servers.push(first)
      expect((await call('POST', '/domains', NEW)).code).toBe(0)
      first.shutdown()
      servers = []
      const second = makeServer({ environment: 'test' })
      servers.push(second)
      expect(domainNames(second)).not.toContain(NEW.domain)
      expect(runningDemoData()).toBeNull()
      expect(open).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
