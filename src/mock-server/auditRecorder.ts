/**
 * The audit trail's one hook (docs/api.md, 操作日志): route() runs every call through `audited`, which records an
 * entry for each change and sign-in from what the call changed (auditJournal.ts), who sent it and what it answered.
 * The scenario's other operator, who changes rows without a call, is recorded as itself (`recordOtherOperator`).
 */
import type { Request, Server } from 'miragejs'
import type { AuditAction, AuditResource } from '../api/audit'
import type { Operation } from '../api/contract'
import type { Envelope } from '../api/envelope'
import { said, type Call } from './auditEntries'
import { journalOf, type Row } from './auditJournal'
import { record } from './auditTables'
import type { Answer } from './envelope'
import { readBody } from './list'
import type { OtherChange } from './otherOperator'
import { operatorOf } from './resources/auth'
import { verifyToken } from './tokens'

interface Plan {
  resource: AuditResource
  action: AuditAction
  table: string
}

const SECTIONS: readonly string[] = ['themes', 'domains', 'backlinks', 'comments', 'articles']
const SECTION_ACTIONS: Record<string, AuditAction> = {
  create: 'create',
  bulk: 'create',
  update: 'update',
  delete: 'delete',
  batchDelete: 'batch',
  status: 'batch',
  batchTheme: 'batch',
  batchStatus: 'batch',
  check: 'batch',
  restore: 'restore',
  batchThemeUndo: 'restore',
  batchStatusUndo: 'restore',
  package: 'upload',
}
const PUSH_ACTIONS: Record<string, AuditAction> = { submit: 'push', retry: 'push', articles: 'push', saveSettings: 'settings', saveSettingsBatch: 'settings' }

/** What an operation's entries are about, from its id (`domains.status`); null for a call that changes nothing. */
function planOf(op: Operation): Plan | null {
  const [prefix, name] = op.id.split('.')
  if (SECTIONS.includes(prefix) && Object.hasOwn(SECTION_ACTIONS, name))
    return { resource: prefix as AuditResource, action: SECTION_ACTIONS[name], table: prefix }
  if (prefix === 'push' && Object.hasOwn(PUSH_ACTIONS, name)) {
    const action = PUSH_ACTIONS[name]
    return { resource: 'push', action, table: action === 'settings' ? 'pushSettings' : 'pushRecords' }
  }
  return op.id === 'auth.login' ? { resource: 'auth', action: 'signin', table: '' } : null
}

const envelopeOf = (result: Envelope | Answer): Partial<Envelope> => ('status' in result ? ((result.body ?? {}) as Partial<Envelope>) : result)

/** Who sent the request: the token's `sub` (a sign-in: the username sent, cut to 64 characters). */
function operatorOfRequest(request: Request, body: Record<string, unknown>, signIn: boolean): { operator: string; operatorName: string } {
  const header = request.requestHeaders.Authorization ?? request.requestHeaders.authorization ?? ''
  const operator = signIn ? [...String(body.username ?? '').trim()].slice(0, 64).join('') : (verifyToken(header.replace(/^Bearer\s+/i, ''))?.sub ?? '')
  return { operator, operatorName: operatorOf(operator)?.displayName ?? operator }
}

/** Runs one routed call and records its entry, when it is a change or a sign-in and the trail is kept. */
export function audited(server: Server, op: Operation, request: Request, run: () => Envelope | Answer): Envelope | Answer {
  const journal = journalOf(server)
  const plan = planOf(op)
  if (!journal || !plan) return run()
  // what changed before this call (a reset, a test's own rows) is no one's
  journal.clear()
  const result = run()
  const touches = journal.take((touch) => touch.table === plan.table)
  const { code, data } = envelopeOf(result)
  const body = typeof request.requestBody === 'string' ? (readBody(request) as Record<string, unknown>) : {}
  const who = operatorOfRequest(request, body, plan.action === 'signin')
  const at = new Date().toISOString()
  if (plan.action === 'signin') {
    if (code !== 0 && code !== 1001) return result
    const summary = code === 0 ? '登录' : '登录失败：用户名或密码错误'
    record(server, { at, ...who, resource: 'auth', action: 'signin', rowIds: [], summary })
    return result
  }
  // a refused call changed nothing, except a push the engine refused: its record stays in the history
  if (code !== 0 && !(plan.action === 'push' && touches.length)) return result
  const id = (request.params as Record<string, string> | undefined)?.id
  const current = id ? ((Reflect.get(server.db, plan.table) as { find(id: string): Row | null }).find(id) ?? null) : null
  const call: Call = { name: op.id.split('.')[1], resource: plan.resource, action: plan.action, body, data, touches, current }
  const entry = said(call)
  if (entry) record(server, { at, ...who, ...entry })
  return result
}

/** Records a change the scenario's other operator made: an update of one row, or a push settings save. */
export function recordOtherOperator(server: Server, change: OtherChange): void {
  const touches = journalOf(server)?.take((touch) => touch.table === change.table && touch.id === change.id) ?? []
  if (!touches.length) return
  const { table } = change
  const settings = table === 'pushSettings'
  const resource: AuditResource = table === 'pushSettings' ? 'push' : table
  const call: Call = { name: 'update', resource, action: settings ? 'settings' : 'update', body: {}, data: null, touches, current: null }
  const entry = said(call)
  const { username, displayName } = change.operator
  if (entry) record(server, { at: new Date().toISOString(), operator: username, operatorName: displayName, ...entry })
}
