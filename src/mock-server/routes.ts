import { Response, type Request, type Server } from 'miragejs'
import type { Operation } from '../api/contract'
import { authed, fail, faultAnswer, toResponse, type Handler } from './envelope'
import { rangeProblem } from './list'
import type { Scenario } from './scenario'

/** The operations each server answers, in the order their routes were declared. */
const served = new WeakMap<Server, Operation[]>()

/** The keys (`GET /api/domains`) of the operations `server` answers. */
export const servedOperations = (server: Server): readonly string[] => (served.get(server) ?? []).map((op) => op.key)

/** The optional operations `server` has (what GET /api/capabilities names): those it answers, less those it lacks. */
export const servedOptional = (server: Server, scenario: Scenario): string[] =>
  (served.get(server) ?? []).filter((op) => op.optional && !scenario.without.includes(op.key)).map((op) => op.key)

/** Runs around every routed call of a server (after the token check): the audit trail records each change there (audit.ts). */
export type CallHook = (op: Operation, request: Request, run: () => ReturnType<Handler>) => ReturnType<Handler>
const hooks = new WeakMap<Server, CallHook>()

/** Sets the hook every routed call of `server` runs through. */
export const hookCalls = (server: Server, hook: CallHook): void => void hooks.set(server, hook)

/** The keys a batch body's `filter` may have, read from the operation's body schema (src/api/operations/shared.ts). */
function filterKeysOf(op: Operation): string[] | null {
  const options = (op.doc?.body as { options?: { entries?: { filter?: { entries?: Record<string, unknown> } } }[] } | undefined)?.options
  const filter = options?.find((option) => option.entries?.filter)?.entries?.filter?.entries
  return filter ? Object.keys(filter) : null
}

/** A batch whose filter names a key the list does not have is refused: never widened to more rows than were seen. */
function unknownFilterRefusal(allowed: string[] | null, request: Request) {
  if (!allowed) return null
  let filter: unknown
  try {
    filter = (JSON.parse(request.requestBody || '{}') as { filter?: unknown }).filter
  } catch {
    return null
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return null
  const unknown = Object.keys(filter).filter((key) => !allowed.includes(key))
  if (unknown.length) return fail(1400, `筛选条件中有列表没有的参数：${unknown.join('、')}；未做任何修改`)
  // the list's own refusal of a 创建时间 bound that is not an instant, or of a reversed range
  const range = allowed.includes('from') ? rangeProblem(filter as Record<string, string>) : null
  return range ? fail(1400, range) : null
}

/**
 * Answers `op` of the contract table (src/api/operations) with `handler`, at the table's method and path, behind the
 * token rules (except the login). An optional operation the scenario says this backend lacks answers a plain 404, as
 * a backend without the route would.
 */
export function route(server: Server, scenario: Scenario, op: Operation, handler: Handler): void {
  served.set(server, [...(served.get(server) ?? []), op])
  const allowed = filterKeysOf(op)
  const checked: Handler = (request) => {
    const run = () => unknownFilterRefusal(allowed, request) ?? handler(request)
    const hook = hooks.get(server)
    return hook ? hook(op, request, run) : run()
  }
  const answer = op.anonymous
    ? (_schema: unknown, request: Request) => toResponse(faultAnswer(scenario, request) ?? checked(request))
    : authed(scenario, checked)
  const verb = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  server[verb](op.path, (schema: unknown, request: Request) =>
    scenario.without.includes(op.key) ? new Response(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found') : answer(schema, request),
  )
}
