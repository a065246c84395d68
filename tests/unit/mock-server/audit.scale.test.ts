// @vitest-environment happy-dom — Mirage answers a browser's XHR and fetch
import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../src/api/audit'
import type { StoredEntry } from '../../../src/mock-server/auditList'
import { storedEntries } from '../../../src/mock-server/auditTables'
import { audit, call, mockServer, withAuditServer } from './auditHarness'

// The trail pages at the server with 100,000 entries: a filtered, sorted page is the right one (its speed is reported
// by hand, never asserted here).

withAuditServer()

const COUNT = 100_000
// loading 100,000 rows into Mirage takes a second or two on a loaded 2-core machine: room for that, not a speed check
const LOADED = 60_000
const START = Date.parse('2026-01-01T00:00:00.000Z')

/** 100,000 entries (made once, loaded into each test's server), one every 30 s with every tenth sharing its neighbour's instant; operators, resources and actions in turn. */
const ENTRIES = Array.from({ length: COUNT }, (_, n) => ({
  at: new Date(START + (n - (n % 10 === 9 ? 1 : 0)) * 30_000).toISOString(),
  operator: n % 3 === 0 ? 'admin' : 'editor',
  operatorName: n % 3 === 0 ? '管理员' : '运营小王',
  resource: AUDIT_RESOURCES[n % AUDIT_RESOURCES.length],
  action: AUDIT_ACTIONS[n % AUDIT_ACTIONS.length],
  rowIds: [String(n % 500)],
  summary: `修改域名「site-${n % 1000}.com」：标题 旧 → 新`,
  changes: [{ field: 'title', before: `旧 ${n % 7}`, after: `新 ${n % 11}` }],
}))

function fill(): StoredEntry[] {
  const db = mockServer().server.db
  db.auditEntries.remove()
  db.loadData({ auditEntries: ENTRIES })
  return [...storedEntries(mockServer().server)]
}

describe('100,000 entries', () => {
  it(
    'answers a filtered, sorted page exactly as the whole trail filtered and sorted would give it',
    async () => {
      const all = fill()
      expect(all).toHaveLength(COUNT)
      const from = new Date(START + 20_000 * 30_000).toISOString()
      const to = new Date(START + 80_000 * 30_000).toISOString()
      const page = await audit(`operator=editor&resource=domains&keyword=SITE-12&from=${from}&to=${to}&sort=at&order=desc&page=3&pageSize=20`)

      const expected = all
        .filter((e) => e.operator === 'editor' && e.resource === 'domains' && e.at >= from && e.at <= to && e.summary.includes('site-12'))
        .sort((a, b) => b.at.localeCompare(a.at) || Number(b.id) - Number(a.id))
      expect(expected.length).toBeGreaterThan(60)
      expect(page.total).toBe(expected.length)
      expect(page.items.map((e) => e.id)).toEqual(expected.slice(40, 60).map((e) => e.id))
    },
    LOADED,
  )

  it(
    'answers the default page, another order and one row’s history over the whole trail',
    async () => {
      const all = fill()
      const newest = await audit('pageSize=100')
      expect(newest.total).toBe(COUNT)
      expect(newest.items.map((e) => e.id)).toEqual(
        all
          .slice(-100)
          .reverse()
          .map((e) => e.id),
      )

      const byAction = await audit('sort=action&order=asc&page=2&pageSize=50')
      const actions = [...all].sort((a, b) => a.action.localeCompare(b.action) || b.at.localeCompare(a.at) || Number(b.id) - Number(a.id))
      expect(byAction.items.map((e) => e.id)).toEqual(actions.slice(50, 100).map((e) => e.id))

      const history = await audit('resource=themes&rowId=7&pageSize=100')
      expect(history.total).toBe(all.filter((e) => e.resource === 'themes' && e.rowIds.includes('7')).length)

      const exported = await call('GET', '/audit/export?action=signin&operator=admin')
      expect(exported.text.split('\r\n')).toHaveLength(all.filter((e) => e.action === 'signin' && e.operator === 'admin').length + 2)
    },
    LOADED,
  )
})
