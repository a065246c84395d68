import { Model } from 'miragejs'
import type { DomainInput, DomainStatus } from '../../api/domains'
import { csvAnswer, dateStamp, toCsv } from '../csv'
import { authed, fail, ok } from '../envelope'
import { existingRows, fieldRefusal, filterRows, listAnswer, notFound, nowIso, readBody, readIds } from '../list'
import type { MockResource } from '../resource'
import { seedDomains } from '../seeds'
import {
  articleCounts,
  domainListSpec,
  domainRows,
  EXPORT_HEADER,
  exportRow,
  planBulk,
  recordFields,
  validateDomain,
  withCounts,
  type DomainRecord,
} from './domainRules'

type Db = Parameters<NonNullable<MockResource['seed']>>[0]['db']
const domainNames = (db: Db) =>
  domainRows(db)
    .map((row) => row.domain)
    .sort()
const allWithCounts = (db: Db) => withCounts(domainRows(db), articleCounts(db))
const oneWithCount = (db: Db, row: DomainRecord) => withCounts([row], articleCounts(db))[0]

/** Deleting a domain that still has articles would orphan them: refused, naming the domains. */
function inUseRefusal(db: Db, rows: DomainRecord[]) {
  const counts = articleCounts(db)
  const used = rows.filter((row) => (counts.get(row.domain) ?? 0) > 0)
  if (used.length === 0) return null
  if (rows.length === 1) {
    return fail(1409, `域名「${used[0].domain}」下还有 ${counts.get(used[0].domain)} 篇文章，请先删除或转移这些文章`)
  }
  return fail(1409, `以下域名下还有文章，未删除任何域名：${used.map((row) => row.domain).join('、')}`)
}

const statusVerb: Record<DomainStatus, string> = { active: '启用', inactive: '停用', pending: '设为待审核' }

export const domainsResource: MockResource = {
  models: { domain: Model },
  seed(server) {
    server.db.loadData({ domains: seedDomains.map(({ id: _id, ...domain }) => domain) })
  },
  routes(server, scenario) {
    const db = server.db
    // every domain name, for the selects of other sections
    server.get(
      '/domains/options',
      authed(scenario, () => ok(domainNames(db))),
    )

    server.get(
      '/domains',
      authed(scenario, (request) => listAnswer(allWithCounts(db), request, domainListSpec)),
    )

    server.get(
      '/domains/export',
      authed(scenario, (request) => {
        const rows = filterRows(allWithCounts(db), request.queryParams as Record<string, string>, domainListSpec)
        return csvAnswer(`domains-${dateStamp()}.csv`, toCsv(EXPORT_HEADER, rows.map(exportRow)))
      }),
    )

    server.post(
      '/domains',
      authed(scenario, (request) => {
        const body = readBody<DomainInput>(request)
        const errors = validateDomain(db, body, null)
        if (Object.keys(errors).length) return fieldRefusal(errors)
        const row = db.domains.insert({ domain: body.domain!.trim().toLowerCase(), ...recordFields(body), createdAt: nowIso() }) as unknown as DomainRecord
        return ok(oneWithCount(db, row), `域名「${row.domain}」已添加`)
      }),
    )

    server.put(
      '/domains/:id',
      authed(scenario, (request) => {
        const current = domainRows(db).find(request.params.id)
        if (!current) return notFound('域名')
        const body = { ...current, ...readBody<DomainInput>(request) }
        const errors = validateDomain(db, body, current)
        if (Object.keys(errors).length) return fieldRefusal(errors)
        const row = db.domains.update(current.id, recordFields(body)) as unknown as DomainRecord
        return ok(oneWithCount(db, row), `域名「${row.domain}」已保存`)
      }),
    )

    server.delete(
      '/domains/:id',
      authed(scenario, (request) => {
        const row = domainRows(db).find(request.params.id)
        if (!row) return notFound('域名')
        const refusal = inUseRefusal(db, [row])
        if (refusal) return refusal
        db.domains.remove(row.id)
        return ok(null, `域名「${row.domain}」已删除`)
      }),
    )

    server.post(
      '/domains/batch-delete',
      authed(scenario, (request) => {
        const ids = readIds(request)
        if (!ids) return fail(1400, '请选择要删除的域名')
        const chosen = existingRows(domainRows(db), ids)
        const refusal = inUseRefusal(db, chosen)
        if (refusal) return refusal
        for (const row of chosen) db.domains.remove(row.id)
        return ok({ deleted: chosen.length }, `已删除 ${chosen.length} 个域名`)
      }),
    )

    server.post(
      '/domains/status',
      authed(scenario, (request) => {
        const ids = readIds(request)
        const { status } = readBody<{ status: DomainStatus }>(request)
        if (!ids) return fail(1400, '请选择要启用或停用的域名')
        if (status !== 'active' && status !== 'inactive') return fail(1400, '状态只能是 active（启用）或 inactive（停用）')
        const chosen = existingRows(domainRows(db), ids)
        if (chosen.length === 0) return notFound('域名')
        for (const row of chosen) db.domains.update(row.id, { status })
        return ok({ updated: chosen.length }, `已${statusVerb[status]} ${chosen.length} 个域名`)
      }),
    )

    server.post(
      '/domains/bulk',
      authed(scenario, (request) => {
        const body = readBody<{ theme: string; status: DomainStatus; domains: string[] }>(request)
        const plan = planBulk(db, body)
        if (plan.errors) return fieldRefusal(plan.errors)
        const now = nowIso()
        const fields = { theme: body.theme!, status: body.status ?? 'active', title: '', keywords: '', description: '', createdAt: now }
        const created = plan.toCreate.map(({ domain, line }) => ({ line, row: db.domains.insert({ domain, ...fields }) as unknown as DomainRecord }))
        const skippedText = plan.skipped.length ? `，跳过 ${plan.skipped.length} 行` : ''
        // nothing added: no toast; the dialog's report says why line by line
        const msg = created.length ? `已添加 ${created.length} 个域名${skippedText}` : 'ok'
        const counts = articleCounts(db)
        return ok({ created: created.map(({ line, row }) => ({ line, ...withCounts([row], counts)[0] })), skipped: plan.skipped }, msg)
      }),
    )
  },
}
