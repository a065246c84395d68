/**
 * The audit trail's checks (docs/api.md, 操作日志), where the backend has it: a backend whose GET /api/capabilities
 * leaves it out is not asked. Read-only: a page, its order and refusals, one row's history, the sign-in the kit just
 * made, the export, the operators it names. With --write: the kit's own changes are in the trail, by the kit's operator.
 */
import type { AuditEntry } from '../../src/api/audit'
import { audit, auditExport, auditOperators, auditStamp } from '../../src/api/operations/audit'
import { csvFile, refuses, succeeds, type Ctx } from './checks'
import type { Kit } from './kit'
import { stampChecks } from './operators'
import { listChecks, type Seen } from './readOnly'

const BARE_DAY = '2026-01-01'

/** Whether the backend has the trail: unknown without GET /api/capabilities, then it is asked. */
function present(ctx: Ctx, seen: Seen): boolean {
  if (!seen.capabilities || seen.capabilities.includes(audit.key)) return true
  ctx.lines.skip([audit, auditStamp, auditExport, auditOperators], 'GET /api/capabilities does not list it: not asked')
  return false
}

export async function auditChecks(ctx: Ctx, seen: Seen, username: string): Promise<void> {
  if (!present(ctx, seen)) return
  const line = ctx.lines.of(audit)
  const entries: AuditEntry[] = await listChecks(ctx, audit)
  await stampChecks(ctx, audit, auditStamp)
  await refuses(ctx, audit, { query: { rowId: '1' } }, 1400, 'rowId without resource')

  const single = entries.find((entry) => entry.rowIds.length === 1 && entry.resource !== 'auth')
  if (single) {
    const id = String(single.rowIds[0])
    const what = `the history of ${single.resource} ${id}`
    const history = await succeeds(ctx, audit, { query: { resource: single.resource, rowId: id, pageSize: 100 } }, what)
    const strangers = history?.items.filter((entry) => entry.resource !== single.resource || !entry.rowIds.map(String).includes(id)) ?? []
    if (strangers.length) line.fail('failed', `${what}: entries ${strangers.map((entry) => entry.id).join(', ')} are not about it`)
    else if (history && !history.items.some((entry) => entry.id === single.id)) line.fail('failed', `${what}: entry ${single.id} is not in it`)
  } else line.remark('the first page had no entry of a single row: no history asked')

  const signIns = await succeeds(ctx, audit, { query: { resource: 'auth', action: 'signin', operator: username } }, `the sign-ins of ${username}`)
  if (signIns && signIns.total === 0) line.fail('failed', `the sign-ins of ${username}: the kit's own sign-in is not recorded`)

  await csvFile(ctx, auditExport, { query: { resource: 'auth' } }, 'the sign-ins')
  await refuses(ctx, auditExport, { query: { from: BARE_DAY } }, 1400, `from=${BARE_DAY}`)
  await operatorChecks(ctx, seen, entries, username)
}

/** GET /api/audit/operators, where listed: each operator once, the kit's own and those of the first page among them. */
async function operatorChecks(ctx: Ctx, seen: Seen, entries: readonly AuditEntry[], username: string): Promise<void> {
  if (seen.capabilities && !seen.capabilities.includes(auditOperators.key)) {
    ctx.lines.skip([auditOperators], 'GET /api/capabilities does not list it: not asked')
    return
  }
  const operators = await succeeds(ctx, auditOperators, {}, 'the operators of the trail')
  if (!operators) return
  const line = ctx.lines.of(auditOperators)
  const names = operators.map((operator) => operator.username)
  const twice = names.filter((name, n) => names.indexOf(name) !== n)
  const unnamed = [...new Set([username, ...entries.map((entry) => entry.operator)])].filter((name) => !names.includes(name))
  if (twice.length) line.fail('failed', `operators named twice: ${[...new Set(twice)].join(', ')}`)
  else if (unnamed.length) line.fail('failed', `operators with entries but not named: ${unnamed.join(', ')}`)
}

/** After the write checks: the domains the kit added are in the trail, by the kit's operator. */
export async function auditWriteChecks(ctx: Ctx, seen: Seen, kit: Kit, username: string): Promise<void> {
  if (seen.capabilities && !seen.capabilities.includes(audit.key)) return
  const what = `the domains the kit added (keyword ${kit.host})`
  const added = await succeeds(ctx, audit, { query: { resource: 'domains', action: 'create', keyword: kit.host } }, what)
  if (!added) return
  const line = ctx.lines.of(audit)
  if (added.total === 0) line.fail('failed', `${what}: no entry`)
  else if (added.items.some((entry) => entry.operator !== username)) line.fail('failed', `${what}: an entry names another operator than ${username}`)
}
