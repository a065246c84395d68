import { backlinkBulk, backlinkCheck, backlinkExport, backlinks as backlinksOps } from '../../api/operations/backlinks'
import { route } from '../routes'
import { BACKLINK_FILTERS } from '../../api/filters'
import { Model } from 'miragejs'
import { anchorTextProblem, BACKLINK_REL_LABELS, BACKLINK_STATUS_LABELS, sourceUrlProblem, type Backlink, type BacklinkInput } from '../../api/backlinks'
import { csvAnswer, dateStamp, toCsv } from '../csv'
import { fail, ok } from '../envelope'
import { exportRefusal, fieldRefusal, filterRows, listAnswer, notFound, nowIso, readBody, readTarget, targetRows, listSpecOf, type ListSpec } from '../list'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal, versionsRoute, withChanged } from '../versions'
import { restorableRows, restoreRoute } from '../restorable'
import { buildSeedBacklinks, linkIsAlive, urlKey } from './backlinkSeeds'
import { backlinks, bulkAdd, bulkRows, exists, targetErrors, text, type Db } from './backlinkRules'

const spec: ListSpec<Backlink, typeof BACKLINK_FILTERS> = listSpecOf(backlinksOps.list, {
  filters: {
    status: (row, value) => row.status === value,
    targetDomain: (row, value) => row.targetDomain === value,
  },
  created: 'createdAt',
})

/** The rules a create, an update and a bulk add share live in backlinkRules.ts. */
function validate(db: Db, body: Partial<BacklinkInput>, id: string | null): Record<string, string> {
  const sourceUrl = text(body.sourceUrl)
  const targetDomain = text(body.targetDomain)
  const anchorText = text(body.anchorText)
  const errors = targetErrors(db, targetDomain, body.rel)
  if (!sourceUrl) errors.sourceUrl = '请输入来源链接'
  else if (sourceUrl.length > 2048) errors.sourceUrl = '来源链接最长 2048 个字符'
  else if (sourceUrlProblem(sourceUrl)) errors.sourceUrl = sourceUrlProblem(sourceUrl)!.message
  else if (!errors.targetDomain && exists(db, sourceUrl, targetDomain, id)) errors.sourceUrl = `该来源链接指向 ${targetDomain} 的反链已存在`
  const anchor = anchorTextProblem(anchorText)
  if (anchor) errors.anchorText = anchor
  return errors
}

function check(db: Db, rows: Backlink[]) {
  const checkedAt = nowIso()
  const table = backlinks(db)
  let alive = 0
  for (const row of rows) {
    const status = linkIsAlive(row.sourceUrl) ? 'alive' : 'dead'
    if (status === 'alive') alive += 1
    table.update(row.id, { status, lastCheckedAt: checkedAt })
  }
  const result = { checked: rows.length, alive, dead: rows.length - alive }
  return ok(result, `已检测 ${result.checked} 条：有效 ${result.alive}，失效 ${result.dead}`)
}

const csvHeader = ['ID', '来源链接', '目标域名', '锚文本', '链接属性', '状态', '最后检测时间', '添加时间']
const csvRow = (row: Backlink) => [
  row.id,
  row.sourceUrl,
  row.targetDomain,
  row.anchorText,
  BACKLINK_REL_LABELS[row.rel],
  BACKLINK_STATUS_LABELS[row.status],
  row.lastCheckedAt,
  row.createdAt,
]

export const backlinksResource: MockResource = {
  models: { backlink: Model },
  seed(server) {
    server.db.loadData({ backlinks: buildSeedBacklinks() })
  },
  routes(server, scenario) {
    const db = server.db
    const deleted = restorableRows<Backlink>()
    const chosen = (target: NonNullable<ReturnType<typeof readTarget>>) => targetRows(target, backlinks(db), () => [...backlinks(db)], spec)

    const list = (request: Parameters<typeof listAnswer>[1]) => listAnswer([...backlinks(db)], request, spec)
    route(server, scenario, backlinksOps.list, list)
    stampRoute(server, scenario, backlinksOps.stamp, list)
    versionsRoute(server, scenario, backlinksOps.versions, (id) => backlinks(db).find(id))
    const guarded = (id: string) => ({
      current: () => backlinks(db).find(id)!,
      meddle: () => otherOperatorOf(server).changeRow('backlinks', id),
    })

    route(server, scenario, backlinkExport, (request) => {
      const refusal = exportRefusal(request, spec)
      if (refusal) return refusal
      const rows = filterRows([...backlinks(db)], request.queryParams as Record<string, string>, spec)
      return csvAnswer(`backlinks-${dateStamp()}.csv`, toCsv(csvHeader, rows.map(csvRow)))
    })

    route(server, scenario, backlinksOps.create!, (request) => {
      const body = readBody<BacklinkInput>(request)
      const errors = validate(db, body, null)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const row = backlinks(db).insert({
        sourceUrl: text(body.sourceUrl),
        targetDomain: text(body.targetDomain),
        anchorText: text(body.anchorText),
        rel: body.rel,
        status: 'pending',
        lastCheckedAt: null,
        createdAt: nowIso(),
      })
      return ok(row, '反链已添加')
    })

    route(server, scenario, backlinksOps.update, (request) => {
      const found = backlinks(db).find(request.params.id)
      if (!found) return notFound('反链')
      const stale = versionRefusal(scenario, request, guarded(found.id))
      if (stale) return stale
      const row = backlinks(db).find(found.id)!
      const body = { ...row, ...readBody<BacklinkInput>(request) }
      const errors = validate(db, body, row.id)
      if (Object.keys(errors).length) return fieldRefusal(errors)
      const patch = { sourceUrl: text(body.sourceUrl), targetDomain: text(body.targetDomain), anchorText: text(body.anchorText), rel: body.rel }
      // another page or another target is another link: its old check result says nothing about it
      const moved = urlKey(patch.sourceUrl) !== urlKey(row.sourceUrl) || patch.targetDomain !== row.targetDomain
      const updated = backlinks(db).update(row.id, moved ? { ...patch, status: 'pending', lastCheckedAt: null } : patch)
      return ok(updated, '反链已保存')
    })

    route(server, scenario, backlinksOps.delete, (request) => {
      const row = backlinks(db).find(request.params.id)
      if (!row) return notFound('反链')
      const stale = versionRefusal(scenario, request, { current: guarded(row.id).current })
      if (stale) return stale
      deleted.keep([row])
      backlinks(db).remove(row.id)
      return ok(null, '反链已删除')
    })

    route(server, scenario, backlinksOps.batchDelete, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要删除的反链')
      const rows = chosen(target)
      deleted.keep(rows)
      backlinks(db).remove(rows.map((row) => row.id))
      return ok(withChanged(request, rows, { deleted: rows.length, ids: rows.map((row) => row.id) }), `已删除 ${rows.length} 条反链`)
    })

    restoreRoute<Backlink>(server, scenario, {
      op: backlinksOps.restore,
      store: deleted,
      table: () => backlinks(db),
      what: (count) => `${count} 条反链`,
      conflict: (row) => (exists(db, row.sourceUrl, row.targetDomain, row.id) ? `该来源链接指向 ${row.targetDomain} 的反链已重新添加` : null),
    })

    route(server, scenario, backlinkBulk, (request) => {
      const body = readBody<Record<string, unknown>>(request)
      const read = bulkRows(db, body)
      if ('errors' in read) return fieldRefusal(read.errors)
      const report = bulkAdd(db, read.rows, body.rel as Backlink['rel'])
      return ok(report, `已添加 ${report.created.length} 条，跳过 ${report.skipped.length} 条`)
    })

    route(server, scenario, backlinkCheck, (request) => {
      const target = readTarget(request)
      if (!target) return fail(1400, '请选择要检测的反链')
      const rows = chosen(target)
      if (rows.length) {
        const answer = check(db, rows)
        return { ...answer, data: withChanged(request, rows, answer.data) }
      }
      return 'ids' in target ? notFound('要检测的反链') : fail(1400, '没有符合条件的反链可检测')
    })
  },
}
