/**
 * The kit's probes: one call of an operation and what its answer must be (a `code: 0` envelope whose data the client
 * accepts, a given refusal, a CSV file), recorded on the operation's line.
 */
import * as v from 'valibot'
import { docOf, type Operation } from '../../src/api/contract'
import { isMissing, type Answer, type CallInput, type Session } from './http'
import type { Failure, Lines } from './lines'

export interface Ctx {
  session: Session
  lines: Lines
}

/** Valibot's issues as `path: message`, at most three (the client logs five). */
export function issuesText(issues: readonly v.BaseIssue<unknown>[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  return shown.join('; ') + (issues.length > 3 ? `; … ${issues.length - 3} more` : '')
}

const said = (answer: Answer) =>
  answer.envelope
    ? `HTTP ${answer.status}, code ${answer.envelope.code} ${JSON.stringify(answer.envelope.msg.slice(0, 120))}`
    : `HTTP ${answer.status}, not an envelope`

/** Calls `op`; a network failure is a failed line, not a crashed run. */
async function call(ctx: Ctx, op: Operation, input: CallInput, what: string): Promise<Answer | null> {
  try {
    return await ctx.session.call(op, input)
  } catch (error) {
    ctx.lines.of(op).fail('failed', `${what}: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

/** A `code: 0` answer whose `data` has the shape the client accepts (`op.answer`); its data, or undefined. */
export async function succeeds<T>(ctx: Ctx, op: Operation<T, unknown>, input: CallInput, what: string): Promise<T | undefined> {
  const line = ctx.lines.of(op as Operation)
  const answer = await call(ctx, op as Operation, input, what)
  if (!answer) return undefined
  if (isMissing(answer)) return void line.fail('missing', `HTTP ${answer.status}`)
  if (answer.status !== 200 || answer.envelope?.code !== 0) return void line.fail('failed', `${what}: ${said(answer)}`)
  if (op.answer === 'csv') throw new Error(`${op.key}: a CSV export, see csvFile`)
  const parsed = v.safeParse(op.answer, answer.envelope.data)
  if (!parsed.success) return void line.fail('wrong shape', `${what}: ${issuesText(parsed.issues)}`)
  line.pass(what)
  return parsed.output
}

/** HTTP statuses a refusal may come with beside the declared one: the login's 1001 (docs/api.md, POST /api/login). */
const extraStatuses = (op: Operation, code: number) => (op.anonymous && code === 1001 ? [400, 401, 403] : [])

/**
 * A refusal with `code`, as the table declares it for `op`: its HTTP status (200 unless declared) and, where it says
 * so, the shape of its `data` (1422: `data.fields`). True when it held.
 */
export async function refuses(ctx: Ctx, op: Operation, input: CallInput, code: number, what: string): Promise<boolean> {
  const declared = docOf(op).refusals.find((refusal) => refusal.code === code)
  if (!declared) throw new Error(`${op.key} declares no refusal ${code}: the kit must not expect it`)
  const line = ctx.lines.of(op)
  const wrong = (status: Failure, problem: string) => {
    line.fail(status, problem)
    return false
  }
  const answer = await call(ctx, op, input, what)
  if (!answer) return false
  if (isMissing(answer)) return wrong('missing', `HTTP ${answer.status}`)
  if (answer.envelope?.code !== code) return wrong('wrong refusal', `${what}: expected code ${code}, got ${said(answer)}`)
  const statuses = [declared.status ?? 200, ...extraStatuses(op, code)]
  if (!statuses.includes(answer.status)) return wrong('wrong refusal', `${what}: code ${code} with HTTP ${answer.status}, expected ${statuses.join(' or ')}`)
  if (declared.data) {
    const parsed = v.safeParse(declared.data, answer.envelope.data)
    if (!parsed.success) return wrong('wrong refusal', `${what}: code ${code} without the data it must carry: data.${issuesText(parsed.issues)}`)
  }
  line.pass(`${what} → ${code}`)
  return true
}

/** HTTP 401 with an envelope, as every authenticated call answers a missing or unknown token. */
export async function unauthorized(ctx: Ctx, op: Operation, token: 'none' | string, what: string): Promise<void> {
  const answer = await call(ctx, op, { auth: token }, what)
  if (!answer) return
  const line = ctx.lines.of(op)
  if (isMissing(answer)) return line.fail('missing', `HTTP ${answer.status}`)
  if (answer.status !== 401 || !answer.envelope || answer.envelope.code === 0)
    return line.fail('wrong refusal', `${what}: expected HTTP 401 with an envelope, got ${said(answer)}`)
  line.pass(`${what} → HTTP 401`)
}

/** An export: text/csv, a file name in Content-Disposition, the UTF-8 BOM the contract asks for. */
export async function csvFile(ctx: Ctx, op: Operation, input: CallInput, what: string): Promise<void> {
  const line = ctx.lines.of(op)
  const answer = await call(ctx, op, input, what)
  if (!answer) return
  if (isMissing(answer)) return line.fail('missing', `HTTP ${answer.status}`)
  const type = answer.headers.get('content-type') ?? ''
  const disposition = answer.headers.get('content-disposition') ?? ''
  if (answer.status !== 200 || !/^text\/csv\b/i.test(type))
    return line.fail('failed', `${what}: HTTP ${answer.status}, Content-Type ${JSON.stringify(type)}, expected text/csv`)
  if (!/filename\*?=/i.test(disposition)) return line.fail('wrong shape', `${what}: no file name in Content-Disposition (${JSON.stringify(disposition)})`)
  if (!answer.text.startsWith('\uFEFF')) return line.fail('wrong shape', `${what}: no UTF-8 BOM at the start (Excel would misread Chinese)`)
  line.pass(`${what}: text/csv, ${disposition.match(/filename="?([^";]+)/i)?.[1] ?? 'a file name'}`)
}
