import { domainStatus, domains as domainsOps } from '../../api/operations/domains'
import { route } from '../routes'
import type { Server } from 'miragejs'
import type { DomainStatus } from '../../api/domains'
import type { BatchTarget } from '../../api/list'
import { fail, ok } from '../envelope'
import { existingRows, filterRows, notFound, readBody, readTarget } from '../list'
import type { RestorableRows, RestorableTable } from '../restorable'
import { restoreRoute } from '../restorable'
import type { Scenario } from '../scenario'
import { articleCounts, domainListSpec, domainRows, withCounts, type DomainRecord } from './domainRules'
import { withChanged } from '../versions'
import { domainThemeRoutes } from './domainThemes'

/*
 * The domain calls on many rows at once (docs/api.md), for a selection or for all that match: each takes `{ ids }` or
 * `{ filter }`, the list's own params, matched by the same spec the list answers with. Deleted domains stay
 * restorable (POST /api/domains/restore); 更换主题 and its 撤销 are in domainThemes.ts.
 */

type Db = Server['db']
const allWithCounts = (db: Db) => withCounts(domainRows(db), articleCounts(db))

/** The stored domains a batch applies to: its ids, or every domain the list shows for its filter. */
function chosenDomains(db: Db, target: BatchTarget): DomainRecord[] {
  if ('ids' in target) return existingRows(domainRows(db), target.ids)
  return filterRows(allWithCounts(db), target.filter, domainListSpec).map(({ articleCount: _count, ...record }) => record)
}

/** Deleting a domain that still has articles would orphan them: refused, naming the domains. */
export function inUseRefusal(db: Db, rows: DomainRecord[]) {
  const counts = articleCounts(db)
  const used = rows.filter((row) => (counts.get(row.domain) ?? 0) > 0)
  if (used.length === 0) return null
  if (rows.length === 1) {
    return fail(1409, `域名「${used[0].domain}」下还有 ${counts.get(used[0].domain)} 篇文章，请先删除或转移这些文章`)
  }
  return fail(1409, `以下域名下还有文章，未删除任何域名：${used.map((row) => row.domain).join('、')}`)
}

const statusVerb: Record<DomainStatus, string> = { active: '启用', inactive: '停用', pending: '设为待审核' }

export function domainBatchRoutes(server: Server, scenario: Scenario, deleted: RestorableRows<DomainRecord>) {
  const db = server.db
  route(server, scenario, domainsOps.batchDelete, (request) => {
    const target = readTarget(request)
    if (!target) return fail(1400, '请选择要删除的域名')
    const chosen = chosenDomains(db, target)
    const refusal = inUseRefusal(db, chosen)
    if (refusal) return refusal
    deleted.keep(chosen)
    db.domains.remove(chosen.map((row) => row.id))
    return ok(withChanged(request, chosen, { deleted: chosen.length, ids: chosen.map((row) => row.id) }), `已删除 ${chosen.length} 个域名`)
  })

  route(server, scenario, domainStatus, (request) => {
    const target = readTarget(request)
    const { status } = readBody<{ status: DomainStatus }>(request)
    if (!target) return fail(1400, '请选择要启用或停用的域名')
    if (status !== 'active' && status !== 'inactive') return fail(1400, '状态只能是启用或停用')
    const chosen = chosenDomains(db, target)
    if (chosen.length === 0) return 'ids' in target ? notFound('域名') : fail(1404, '没有符合条件的域名')
    db.domains.update(
      chosen.map((row) => row.id),
      { status },
    )
    return ok(withChanged(request, chosen, { updated: chosen.length }), `已${statusVerb[status]} ${chosen.length} 个域名`)
  })

  domainThemeRoutes(server, scenario, (target) => chosenDomains(db, target))

  restoreRoute(server, scenario, {
    op: domainsOps.restore,
    store: deleted,
    table: () => db.domains as unknown as RestorableTable<DomainRecord>,
    what: (count) => `${count} 个域名`,
    conflict: (row) => (domainRows(db).some((other) => other.domain === row.domain && other.id !== row.id) ? `域名「${row.domain}」已重新添加` : null),
  })
}
