import type { InspectionEvent } from 'xstate'

/**
 * What the http layer needs from the rest of the app; installed once at start-up (see src/app/session.ts). The axios
 * instance that reads them is src/http/axiosClient.ts, loaded with the transport after /login shows.
 */
export interface HttpHooks {
  getToken(): string
  getSessionId(): number
  onRenewed(renewal: { token: string; expiresIn: string; sessionId: number | undefined }): void
  onUnauthorized(sessionId: number | undefined): void
  showError(message: string): void
  showSuccess(message: string): void
  logServerError(message: string): void
  /** An optional operation turned out to be missing on this backend (status null: it said so itself); said once. */
  noticeMissing(key: string, status: number | null): void
  /** What this session found missing before this page loaded (by operation key, with the status that said so). */
  knownMissing(): Record<string, number>
  /** Keeps what the session found missing, so a reload neither offers it nor says it again. */
  rememberMissing(missing: Record<string, number>): void
  inspect?: (event: InspectionEvent) => void
}

/** Before a session installs its hooks: no token, nobody to tell but the console. */
const defaultHooks: HttpHooks = {
  getToken: () => '',
  getSessionId: () => 0,
  onRenewed: () => {},
  onUnauthorized: () => {},
  showError: () => {},
  showSuccess: () => {},
  logServerError: (message) => console.error(message),
  noticeMissing: () => {},
  knownMissing: () => ({}),
  rememberMissing: () => {},
}

let installed = defaultHooks

/** The hooks the session installed, or the defaults: what the client's interceptors, the gate, the transport and the calls report to. */
export const httpHooks = (): HttpHooks => installed

/**
 * Wires the http layer to a session, explicitly, once at start (createSession): the token and session every request
 * carries, where renewals, refusals and errors go. A second install replaces the first (a test's new session).
 */
export function installHttp(overrides: Partial<HttpHooks>): void {
  installed = { ...defaultHooks, ...overrides }
}

/** Takes the session's hooks out again (tests, one after another in a worker). */
export function uninstallHttp(): void {
  installed = defaultHooks
}
