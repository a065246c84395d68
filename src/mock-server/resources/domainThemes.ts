import type { Server } from 'miragejs'
import { domainBatchTheme, domainBatchThemeUndo } from '../../api/operations/domains'
import type { BatchTarget } from '../../api/list'
import { fail, ok } from '../envelope'
import { fieldRefusal, notFound, readBody, readIds, readTarget } from '../list'
import { RESTORE_WINDOW_MS } from '../restorable'
import { route } from '../routes'
import type { Scenario } from '../scenario'
import { domainRows, themeProblem, type DomainRecord } from './domainRules'
import { withChanged } from '../versions'

/** A domain's theme before 更换主题, the theme it was given, and when: what 撤销 sets back, if nothing changed since. */
interface Before {
  theme: string
  given: string
  at: number
}

/**
 * POST /api/domains/batch-theme and its 撤销 (docs/api.md): the change answers the ids of the domains whose theme it
 * changed and keeps each one's own theme before it for 10 minutes; `POST /api/domains/batch-theme/undo { ids }` gives
 * each its theme back, once, unless its theme was changed again meanwhile or that theme is gone.
 */
export function domainThemeRoutes(server: Server, scenario: Scenario, chosenDomains: (target: BatchTarget) => DomainRecord[]) {
  const db = server.db
  const before = new Map<string, Before>()
  const find = (id: string) => domainRows(db).find(id)

  route(server, scenario, domainBatchTheme, (request) => {
    const target = readTarget(request)
    const { theme } = readBody<{ theme: unknown }>(request)
    if (!target) return fail(1400, '请选择要更换主题的域名')
    const problem = themeProblem(db, theme)
    if (problem) return fieldRefusal({ theme: problem })
    const given = String(theme)
    const chosen = chosenDomains(target)
    if (chosen.length === 0) return 'ids' in target ? notFound('域名') : fail(1404, '没有符合条件的域名')
    const changing = chosen.filter((row) => row.theme !== given)
    const at = Date.now()
    for (const row of changing) before.set(row.id, { theme: row.theme, given, at })
    db.domains.update(
      changing.map((row) => row.id),
      { theme: given },
    )
    const already = chosen.length - changing.length
    const msg = `已将 ${changing.length} 个域名的主题更换为「${given}」${already ? `，${already} 个原本就是该主题` : ''}`
    return ok(withChanged(request, chosen, { updated: changing.length, ids: changing.map((row) => row.id) }), msg)
  })

  route(server, scenario, domainBatchThemeUndo, (request) => {
    const ids = readIds(request)
    if (!ids) return fail(1400, '请选择要撤销更换主题的域名')
    const now = Date.now()
    const kept = [...new Set(ids)].flatMap((id) => {
      const entry = before.get(id)
      // a change is taken back once
      before.delete(id)
      return entry && now - entry.at <= RESTORE_WINDOW_MS ? [{ id, ...entry }] : []
    })
    if (kept.length === 0) return fail(1404, '没有可撤销的主题更换：已超过 10 分钟，或已经撤销过')
    const refused: string[] = []
    const back: { id: string; theme: string }[] = []
    let gone = 0
    for (const { id, theme, given } of kept) {
      const row = find(id)
      if (!row) gone += 1
      else if (row.theme !== given) refused.push(`域名「${row.domain}」的主题已再次更换`)
      else if (themeProblem(db, theme)) refused.push(`域名「${row.domain}」原来的主题「${theme}」已删除`)
      else back.push({ id, theme })
    }
    if (gone) refused.push(`${gone} 个域名已被删除`)
    if (back.length === 0) return fail(1409, `未能撤销：${refused.join('；')}`)
    for (const { id, theme } of back) db.domains.update(id, { theme })
    const rest = refused.length ? `；未能改回 ${kept.length - back.length} 个：${refused.join('；')}` : ''
    return ok({ restored: back.length }, `已将 ${back.length} 个域名改回原来的主题${rest}`)
  })
}
