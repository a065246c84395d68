/**
 * The conformance kit (`npm run contract`): checks a running backend against the contract table
 * (src/api/operations), one line per operation. docs/backend.md ("Checking a backend") says how to read them.
 */
import { operationOf } from '../../src/api/operations'
import { login } from '../../src/api/operations/auth'
import { capabilities } from '../../src/api/operations/capabilities'
import { refuses, succeeds, type Ctx } from './checks'
import { Session } from './http'
import { newKit } from './kit'
import { Lines, type Status } from './lines'
import { meChecks } from './operators'
import { preferencesChecks } from './preferences'
import { readOnlyChecks, type Seen } from './readOnly'
import { auditChecks, auditWriteChecks } from './audit'
import { CHANGES, writeChecks } from './write'

export interface ContractOptions {
  /** The backend's origin (`http://127.0.0.1:8787`); the kit adds `/api`. */
  target: string
  username?: string
  password?: string
  /** Also exercise every change operation, on rows the kit creates and removes again. */
  write?: boolean
}

export interface ReportLine {
  key: string
  id: string
  optional: boolean
  status: Status
  detail: string
}

export interface ContractReport {
  /** The API checked: the target with `/api`. */
  api: string
  write: boolean
  /** What the kit's own rows are named after (`契约检查-<runId>`, `contract-check-<runId>`). */
  runId: string
  lines: ReportLine[]
  counts: { ok: number; missing: number; failed: number; notChecked: number }
  /** Problems of the run beside the lines: rows it could not remove, a check that stopped. */
  problems: string[]
  /** What holds for the whole run (renewal headers seen). */
  notes: string[]
  /** No required operation failed, no optional one failed otherwise than by missing, and no problem. */
  passed: boolean
}

const FAILED: readonly Status[] = ['missing', 'wrong shape', 'wrong refusal', 'failed']

/** An optional operation GET /api/capabilities lists must not answer as missing. */
function crossCheckCapabilities(ctx: Ctx, seen: Seen) {
  const line = ctx.lines.of(capabilities)
  for (const key of seen.capabilities ?? []) {
    const op = operationOf(key)
    if (!op?.optional) line.remark(`lists ${key}, which is no optional operation of the table`)
    else if (ctx.lines.of(op).status === 'missing') line.fail('failed', `lists ${key}, which answered as missing`)
  }
}

function renewalFindings(ctx: Ctx): string[] {
  const { seen, problems } = ctx.session.renewals
  for (const [key, problem] of problems) ctx.lines.of(operationOf(key)!).fail('failed', `renewal headers: ${problem}`)
  return [seen ? `renewal headers on ${seen} answers: each pair usable, the token taken over` : 'no answer carried renewal headers (checked whenever one does)']
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const api = `${options.target.replace(/\/+$/, '')}/api`
  const ctx: Ctx = { session: new Session(api), lines: new Lines() }
  const kit = newKit()
  const username = options.username ?? 'admin'
  const problems: string[] = []
  const signedIn = await succeeds(ctx, login, { body: { username, password: options.password ?? 'admin123' } }, `as ${username}`)
  await refuses(ctx, login, { body: { username: `${kit.host}-nobody`, password: kit.runId } }, 1001, 'an unknown user')
  if (signedIn) {
    ctx.session.token = signedIn.access_token
    const seen = await readOnlyChecks(ctx)
    await meChecks(ctx, username)
    await preferencesChecks(ctx, kit, !!options.write)
    await auditChecks(ctx, seen, username)
    if (options.write) {
      problems.push(...(await writeChecks(ctx, kit)))
      await auditWriteChecks(ctx, seen, kit, username)
    } else ctx.lines.skip(CHANGES, 'changes data: run with --write')
    crossCheckCapabilities(ctx, seen)
  } else
    ctx.lines.skip(
      ctx.lines.all().map((line) => line.op),
      `could not sign in as ${username}`,
    )
  const notes = renewalFindings(ctx)
  ctx.lines.skip(
    ctx.lines.all().map((line) => line.op),
    'not reached: the run stopped before it (see the problems)',
  )

  const lines = ctx.lines.all().map(({ op, status, detail }) => ({ key: op.key, id: op.id, optional: !!op.optional, status, detail }))
  const failing = lines.filter((line) => FAILED.includes(line.status) && !(line.optional && line.status === 'missing'))
  const count = (statuses: readonly Status[]) => lines.filter((line) => statuses.includes(line.status)).length
  return {
    api,
    write: !!options.write,
    runId: kit.runId,
    lines,
    counts: { ok: count(['ok']), missing: count(['missing']), failed: count(['wrong shape', 'wrong refusal', 'failed']), notChecked: count(['not checked']) },
    problems,
    notes,
    passed: failing.length === 0 && problems.length === 0,
  }
}
