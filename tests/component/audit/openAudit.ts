import { configure, screen, within } from '@testing-library/react'
import type { AuditEntry } from '../../../src/api/audit'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { recordRequests } from '../../support/requests'
import { renderApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'

// patience, not timing: the shared test machine is often busy, and a full screen takes a while to render
configure({ asyncUtilTimeout: 15_000 })

type Db = MockServer['server']['db']
export type Entry = Omit<AuditEntry, 'id' | 'rowExists'>

/** The domain, article and backlink the entries below name: the demo's first of each. */
export function rowsOf(db: Db) {
  const first = <Row>(name: string) => (db[name] as unknown as Row[])[0]
  return {
    domain: first<{ id: string; domain: string }>('domains'),
    article: first<{ id: string; title: string }>('articles'),
    backlink: first<{ id: string; sourceUrl: string }>('backlinks'),
  }
}

const byAdmin = { operator: 'admin', operatorName: '管理员' }
const byEditor = { operator: 'editor', operatorName: '运营小王' }

/** A trail of one entry of each kind the screen shows differently, oldest first (the newest is listed first). */
export function trailOf(db: Db): Entry[] {
  const { domain, article, backlink } = rowsOf(db)
  return [
    { ...byAdmin, at: '2026-11-02T01:00:00.000Z', resource: 'auth', action: 'signin', rowIds: [], summary: '登录' },
    {
      ...byEditor,
      at: '2026-11-02T02:00:00.000Z',
      resource: 'domains',
      action: 'update',
      rowIds: [domain.id],
      summary: `修改域名「${domain.domain}」：主题 极简博客 → 新闻门户；状态 启用 → 停用`,
      changes: [
        { field: 'theme', before: '极简博客', after: '新闻门户' },
        { field: 'status', before: 'active', after: 'inactive' },
      ],
    },
    {
      ...byEditor,
      at: '2026-11-02T03:00:00.000Z',
      resource: 'backlinks',
      action: 'batch',
      rowIds: [backlink.id, 'gone-1', 'gone-2'],
      summary: '批量删除 3 条反链（按勾选）',
      scope: { ids: [backlink.id, 'gone-1', 'gone-2'] },
      count: 3,
    },
    {
      ...byAdmin,
      at: '2026-11-02T04:00:00.000Z',
      resource: 'articles',
      action: 'update',
      rowIds: [article.id],
      summary: `修改文章「${article.title}」，没有改动`,
      changes: [],
    },
    { ...byAdmin, at: '2026-11-02T05:00:00.000Z', resource: 'domains', action: 'delete', rowIds: ['9999'], summary: '删除域名「gone.example.com」' },
  ]
}

/** The app at `path` (the 操作日志 screen unless told; a path made from Mirage's rows), signed in, over Mirage holding `trail` (the demo's trail by default) and nothing else. */
export function openAudit(path: string | ((db: Db) => string) = '/audit', trail: (db: Db) => Entry[] = trailOf, scenario: Partial<Scenario> = {}) {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0, ...scenario } })
  const db = mock.server.db
  db.auditEntries.remove()
  db.auditEntries.insert(trail(db))
  const requests = recordRequests(mock)
  storeSignedInSession()
  const app = renderApp(typeof path === 'string' ? path : path(db), { mock })
  return {
    app,
    db,
    requests,
    /** The GET /api/audit requests' params, in order. */
    listCalls: () =>
      requests.filter((request) => request.url.startsWith('/api/audit?')).map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams)),
  }
}

export type OpenedAudit = ReturnType<typeof openAudit>

export const table = () => screen.getByRole('table', { name: '操作日志' })
export const bodyRows = () => within(table()).getAllByRole('row').slice(1)
/** The row whose summary (its 摘要 cell's first line) is `summary`. */
export function rowOf(summary: string | RegExp): HTMLElement {
  const matches = (text: string) => (typeof summary === 'string' ? text.startsWith(summary) : summary.test(text))
  const row = bodyRows().find((candidate) => matches(within(candidate).getAllByRole('cell')[4].textContent ?? ''))
  if (!row) throw new Error(`no entry ${String(summary)}`)
  return row
}
