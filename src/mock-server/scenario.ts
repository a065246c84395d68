/** Switches for tests and demos; handlers read them on every request, so nothing in a handler changes. */
export interface Scenario {
  /** Milliseconds before each answer (Mirage's timing); 0 answers at once, in the task that asked (server.ts). */
  latency: number
  /** Seconds a token issued at login lives: the login answer's expires_in. */
  tokenTtl: number
  /** When a token has less than this many seconds left, answers carry new-token / new-expires-in. */
  renewWithin: number
  /** An injected failure for requests whose path contains `path` (all when absent), `times` times (always when absent). */
  fault: Fault | null
  /**
   * Optional operations this backend lacks, by key (`POST /api/domains/restore`): each answers a plain 404, and
   * GET /api/capabilities leaves them out (docs/api.md, "Partial backends").
   */
  without: string[]
  /**
   * A second operator at work (运营小王, `editor`): while set, every `everySeconds` seconds the server itself changes
   * one row a person can see — a theme's description, a domain's title, a backlink's anchor text, a comment's reply,
   * an article's title, marked `（运营小王改 N）` — its version one more; each time another row, taking the sections in
   * turn and, in each, the first rows of the list's default order. null stops it. Set it with `configure`
   * (`window.__mirage.configure({ otherOperator: { everySeconds: 5 } })` in the demo; `mock.configure` of the offline
   * backend; `npm run api:offline -- --other-operator 5`).
   */
  otherOperator: { everySeconds: number } | null
  /**
   * The next save of one row (`PUT /api/<resource>/:id`, `PUT /api/push/settings`, a theme package upload) is refused
   * with 1460 after the other operator changed that row first (as above; push settings: a new IndexNow key), whatever
   * version it sent; then it turns itself off.
   */
  conflictNextSave: boolean
}

export interface Fault {
  kind: 'business' | 'server' | 'unauthorized'
  path?: string
  times?: number
  code?: number
  msg?: string
}

export const defaultScenario = (): Scenario => ({
  latency: 250,
  tokenTtl: 2 * 60 * 60,
  renewWithin: 10 * 60,
  fault: null,
  without: [],
  otherOperator: null,
  conflictNextSave: false,
})

/** The fault for this request, if one applies; counts it down. */
export function takeFault(scenario: Scenario, path: string): Fault | null {
  const fault = scenario.fault
  if (!fault || (fault.path && !path.includes(fault.path))) return null
  if (fault.times !== undefined) {
    if (fault.times <= 0) return null
    fault.times -= 1
  }
  return fault
}
