/**
 * 操作日志 in the offline backend (docs/api.md, 操作日志): the entries are a table of the demo's data (saved and
 * reset with the rest), recorded by the hook in route() (auditRecorder.ts), answered by GET /api/audit and its export.
 */
import { Model, type Request, type Server } from 'miragejs'
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS, type AuditEntry } from '../api/audit'
import { audit, auditExport, auditOperators, auditStamp } from '../api/operations/audit'
import { csvAnswer, dateStamp, toCsv } from './csv'
import { ok } from './envelope'
import { stampOf } from './list'
import { auditQueryProblem, matchingEntries, operatorsOf, pageOfQuery, type StoredEntry } from './auditList'
import { buildSeedAudit } from './auditSeeds'
import { changesText, scopeText } from './auditText'
import type { MockResource } from './resource'
import { hookCalls, route } from './routes'
import { audited, recordOtherOperator } from './auditRecorder'
import { journalOf, watchTables } from './auditJournal'
import { storedEntries, table } from './auditTables'
import { stampRoute } from './versions'
import { otherOperatorOf } from './otherOperator'

/** The table and key each entry's single row is found by: a push settings entry names its domain. */
function rowTable(entry: StoredEntry): { table: string; key: string } | null {
  if (entry.resource === 'auth') return null
  if (entry.resource === 'push') return entry.action === 'settings' ? { table: 'pushSettings', key: 'domain' } : { table: 'pushRecords', key: 'id' }
  return { table: entry.resource, key: 'id' }
}

/** Adds `rowExists` to entries, looking each table's keys up once. */
function withRowExists(server: Server, entries: readonly StoredEntry[]): AuditEntry[] {
  const keys = new Map<string, Set<string>>()
  const has = (name: string, key: string, value: string) => {
    let known = keys.get(`${name}.${key}`)
    if (!known) {
      known = new Set(table(server, name).rows.map((row) => String(row[key])))
      keys.set(`${name}.${key}`, known)
    }
    return known.has(value)
  }
  return entries.map((entry) => {
    const where = rowTable(entry)
    const rowExists = !!where && entry.rowIds.length === 1 && has(where.table, where.key, String(entry.rowIds[0]))
    return { ...entry, rowExists }
  })
}

const EXPORT_HEADER = ['时间', '操作人', '用户名', '对象', '操作', '行 ID', '摘要', '范围', '数量', '修改内容']

export const auditResource: MockResource = {
  models: { auditEntry: Model },
  seed(server) {
    if (!journalOf(server)) {
      watchTables(server)
      otherOperatorOf(server).onChange((change) => recordOtherOperator(server, change))
    }
    // seeded after the other tables (server.ts's order): the history names their rows
    server.db.loadData({ auditEntries: buildSeedAudit(server) })
  },
  routes(server, scenario) {
    // every change and sign-in, whichever resource answers it, is recorded here once for all
    hookCalls(server, (op, request, run) => audited(server, op, request, run))
    const list = (request: Request) => {
      const params = request.queryParams as Record<string, string>
      const paging = pageOfQuery(params)
      if ('code' in paging) return paging
      const refusal = auditQueryProblem(params)
      if (refusal) return refusal
      const { page, pageSize } = paging
      const matching = matchingEntries(storedEntries(server), params)
      const items = withRowExists(server, matching.slice((page - 1) * pageSize, page * pageSize))
      // the page's entries as answered (a row gone since changes its link) and the total
      return ok({ items, total: matching.length, page, pageSize, stamp: stampOf(items, matching.length) })
    }
    route(server, scenario, audit, list)
    stampRoute(server, scenario, auditStamp, list)
    route(server, scenario, auditOperators, () => ok(operatorsOf(storedEntries(server))))
    route(server, scenario, auditExport, (request) => {
      const params = request.queryParams as Record<string, string>
      const refusal = auditQueryProblem(params)
      if (refusal) return refusal
      const rows = matchingEntries(storedEntries(server), params).map((entry) => [
        entry.at,
        entry.operatorName,
        entry.operator,
        AUDIT_RESOURCE_LABELS[entry.resource],
        AUDIT_ACTION_LABELS[entry.action],
        entry.rowIds.join(','),
        entry.summary,
        entry.scope ? scopeText(entry.resource, entry.scope) : '',
        entry.count ?? '',
        entry.changes ? changesText(entry.resource, entry.changes) : '',
      ])
      return csvAnswer(`audit-${dateStamp()}.csv`, toCsv(EXPORT_HEADER, rows))
    })
  },
}
