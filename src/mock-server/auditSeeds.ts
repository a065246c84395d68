/**
 * The demo's audit history (docs/api.md, 操作日志): about four hundred entries by 管理员 and 运营小王 over the four weeks
 * before the seed's day, about the seeded rows — sign-ins each working day (and a mistyped password), saves, batches
 * by ids and by filter, backlink checks, uploads, settings, and an entry for each seeded push of those weeks.
 */
import type { Server } from 'miragejs'
import type { AuditAction, AuditChange, AuditResource, AuditScope } from '../api/audit'
import { PUSH_ENGINE_LABELS, PUSH_STATUS_LABELS, type PushEngine, type PushStatus } from '../api/push'
import type { StoredEntry } from './auditList'
import { table } from './auditTables'
import { changesSummary, counted, rowName, scopeText } from './auditText'
import { SEED_NOW, seededRandom } from './random'

type Row = Record<string, unknown> & { id: string }
type Seeded = Omit<StoredEntry, 'id'>

const OPERATORS = [
  { operator: 'admin', operatorName: '管理员' },
  { operator: 'editor', operatorName: '运营小王' },
] as const
const WEEKS = 4
const DAY = 86_400_000
const THEMES = ['极简博客', '新闻门户', '企业官网', '科技资讯', '美食天地', '旅行日记']

export function buildSeedAudit(server: Server): Seeded[] {
  const random = seededRandom(20261025)
  const rows = (name: string) => table<Row>(server, name).rows
  const [domains, backlinks, comments, articles, themes] = ['domains', 'backlinks', 'comments', 'articles', 'themes'].map(rows)
  const entries: Seeded[] = []
  type Fields = Omit<Seeded, 'at' | 'operator' | 'operatorName'>
  const add = (at: number, who: (typeof OPERATORS)[number], fields: Fields) => entries.push({ at: new Date(at).toISOString(), ...who, ...fields })
  const one = (resource: AuditResource, action: AuditAction, row: Row, summary: string, changes?: AuditChange[]): Fields => ({
    resource,
    action,
    rowIds: [row.id],
    summary,
    ...(changes ? { changes } : {}),
  })
  const batch = (resource: AuditResource, picked: Row[], scope: AuditScope, done: string) => ({
    resource,
    action: 'batch' as const,
    rowIds: picked.map((row) => row.id),
    scope,
    count: picked.length,
    summary: `${done}（${scopeText(resource, scope)}）`,
  })
  const update = (resource: AuditResource, row: Row, field: string, before: string) => {
    const changes = [{ field, before, after: String(row[field]) }]
    return one(resource, 'update', row, `修改${rowName(resource, row)}：${changesSummary(resource, changes)}`, changes)
  }

  const kinds: ((at: number, who: (typeof OPERATORS)[number]) => void)[] = [
    (at, who) => {
      const row = random.pick(domains)
      add(at, who, update('domains', row, 'theme', random.pick(THEMES.filter((name) => name !== row.theme))))
    },
    (at, who) => add(at, who, update('domains', random.pick(domains), 'title', `${random.pick(['旧版', '待定', ''])}站点`)),
    (at, who) => {
      const picked = domains.filter((row) => row.status === 'inactive').slice(random.int(0, 10), random.int(12, 16))
      add(at, who, batch('domains', picked, { ids: picked.map((row) => row.id) }, `批量停用 ${counted('domains', picked.length)}`))
    },
    (at, who) => {
      const target = String(random.pick(backlinks).targetDomain)
      // rows deleted then: ids past the seed's, long gone
      const gone = Array.from({ length: random.int(3, 40) }, () => String(9000 + entries.length * 50 + random.int(0, 49)))
      const ids = [...new Set(gone)]
      add(at, who, {
        ...batch('backlinks', [], { filter: { targetDomain: target } }, `批量删除 ${counted('backlinks', ids.length)}`),
        rowIds: ids,
        count: ids.length,
      })
    },
    (at, who) => {
      const picked = backlinks.filter((row) => row.status === 'dead').slice(0, random.int(5, 20))
      add(
        at,
        who,
        batch('backlinks', picked, { filter: { status: 'dead' } }, `检测 ${counted('backlinks', picked.length)}：有效 0 条，失效 ${picked.length} 条`),
      )
    },
    (at, who) => {
      const picked = comments.filter((row) => row.status === 'approved').slice(random.int(0, 40), random.int(41, 48))
      add(at, who, batch('comments', picked, { ids: picked.map((row) => row.id) }, `批量将 ${counted('comments', picked.length)}设为已通过`))
    },
    (at, who) => {
      const row = random.pick(comments.filter((comment) => comment.reply))
      add(at, who, update('comments', row, 'reply', ''))
    },
    (at, who) => add(at, who, update('articles', random.pick(articles.filter((row) => row.status === 'published')), 'status', 'draft')),
    (at, who) => {
      const row = random.pick(articles)
      add(at, who, one('articles', 'create', row, `新增${rowName('articles', row)}`))
    },
    (at, who) => add(at, who, update('themes', random.pick(themes), 'description', '')),
  ]

  for (let day = WEEKS * 7; day >= 1; day -= 1) {
    const start = SEED_NOW - day * DAY
    if (new Date(start + 8 * 3_600_000).getUTCDay() % 6 === 0 && !random.chance(0.3)) continue
    for (const who of OPERATORS) {
      if (random.chance(0.05))
        add(start + random.int(0, 20) * 60_000, who, { resource: 'auth', action: 'signin', rowIds: [], summary: '登录失败：用户名或密码错误' })
      add(start + random.int(20, 40) * 60_000, who, { resource: 'auth', action: 'signin', rowIds: [], summary: '登录' })
      for (let n = random.int(4, 9); n > 0; n -= 1) random.pick(kinds)(start + random.int(45, 600) * 60_000, who)
    }
  }
  for (const record of rows('pushRecords')) {
    const at = Date.parse(String(record.createdAt))
    if (at < SEED_NOW - WEEKS * 7 * DAY) continue
    const engine = PUSH_ENGINE_LABELS[record.engine as PushEngine]
    const verb = record.retryOf ? '重新推送' : '推送'
    const summary = `${verb} ${String(record.urlCount)} 条网址到${engine}（${String(record.domain)}）：${PUSH_STATUS_LABELS[record.status as PushStatus]}`
    add(at, random.pick(OPERATORS), { resource: 'push', action: 'push', rowIds: [record.id], summary })
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at))
}
