import { domainBulk, domainExport, domainOptions, domains as domainsOps } from '../../api/operations/domains'
import { route } from '../routes'
import { Model } from 'miragejs'
import { normalizeDomain, type DomainInput, type DomainStatus } from '../../api/domains'
import { csvAnswer, dateStamp, toCsv } from '../csv'
import { ok } from '../envelope'
import { exportRefusal, fieldRefusal, filterRows, listAnswer, notFound, nowIso, readBody } from '../list'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal, versionsRoute } from '../versions'
import { restorableRows } from '../restorable'
import { seedDomains } from '../seeds'
import { domainBatchRoutes, inUseRefusal } from './domainBatch'
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

export const domainsResource: MockResource = {
  models: { domain: Model },
  seed(server) {
    server.db.loadData({ domains: seedDomains.map(({ id: _id, ...domain }) => domain) })
  },
  routes(server, scenario) {
    const db = server.db
    const deleted = restorableRows<DomainRecord>()
    // every domain name, for the selects of other sections
    route(server, scenario, domainOptions, () => ok(domainNames(db)))

    const list = (request: Parameters<typeof listAnswer>[1]) => listAnswer(allWithCounts(db), request, domainListSpec)
    route(server, scenario, domainsOps.list, list)
    stampRoute(server, scenario, domainsOps.stamp, list)
    versionsRoute(server, scenario, domainsOps.versions, (id) => domainRows(db).find(id))
    const guarded = (id: string) => ({
      current: () => oneWithCount(db, domainRows(db).find(id)!),
      meddle: () => otherOperatorOf(server).changeRow('domains', id),
    })

    route(server, scenario, domainExport, (request) => {
      const refusal = exportRefusal(request, domainListSpec)
      if (refusal) return refusal
      const rows = filterRows(allWithCounts(db), request.queryParams as Record<string, string>, domainListSpec)
      return csvAnswer(`domains-${dateStamp()}.csv`, toCsv(EXPORT_HEADER, rows.map(exportRow)))
    })

    route(server, scenario, domainsOps.create!, (request) => {
      const body = readBody<DomainInput>(request)
      const errors = validateDomain(db, body, null)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      // typed as a web address, the domain is its host (src/api/domains.ts: the client reads it the same way)
      const row = db.domains.insert({ domain: normalizeDomain(body.domain!), ...recordFields(body), createdAt: nowIso() }) as unknown as DomainRecord
      return ok(oneWithCount(db, row), `域名「${row.domain}」已添加`)
    })

    route(server, scenario, domainsOps.update, (request) => {
      const found = domainRows(db).find(request.params.id)
      if (!found) return notFound('域名')
      const stale = versionRefusal(scenario, request, guarded(found.id))
      if (stale) return stale
      const current = domainRows(db).find(found.id)!
      const body = { ...current, ...readBody<DomainInput>(request) }
      const errors = validateDomain(db, body, current)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const row = db.domains.update(current.id, recordFields(body)) as unknown as DomainRecord
      return ok(oneWithCount(db, row), `域名「${row.domain}」已保存`)
    })

    route(server, scenario, domainsOps.delete, (request) => {
      const row = domainRows(db).find(request.params.id)
      if (!row) return notFound('域名')
      const stale = versionRefusal(scenario, request, { current: guarded(row.id).current })
      if (stale) return stale
      const refusal = inUseRefusal(db, [row])
      if (refusal) return refusal
      deleted.keep([row])
      db.domains.remove(row.id)
      return ok(null, `域名「${row.domain}」已删除`)
    })

    domainBatchRoutes(server, scenario, deleted)

    route(server, scenario, domainBulk, (request) => {
      const body = readBody<{ theme?: string; status?: DomainStatus; domains?: string[]; rows?: unknown }>(request)
      const plan = planBulk(db, body)
      if (plan.errors) return fieldRefusal(plan.errors)
      const createdAt = nowIso()
      // a table's row may bring its own theme, title, keywords and description
      const created = plan.toCreate.map(({ domain, line, theme, fields }) => {
        const record = recordFields({ ...fields, theme: theme ?? body.theme!, status: body.status ?? 'active' })
        return { line, row: db.domains.insert({ domain, ...record, createdAt }) as unknown as DomainRecord }
      })
      const skippedText = plan.skipped.length ? `，跳过 ${plan.skipped.length} 行` : ''
      // nothing added: no toast; the dialog's report says why line by line
      const msg = created.length ? `已添加 ${created.length} 个域名${skippedText}` : 'ok'
      const counts = articleCounts(db)
      return ok({ created: created.map(({ line, row }) => ({ line, ...withCounts([row], counts)[0] })), skipped: plan.skipped }, msg)
    })
  },
}
