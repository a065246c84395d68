import { pathOf, type Operation } from '../api/contract'
import { capabilities as capabilitiesOp } from '../api/operations/capabilities'
import { isRequestError, RequestError } from '../machines/requestErrors'
import { missingMessage } from '../machines/requestGateMachine'
import { capabilities } from './capabilities'
import { httpHooks } from './client'
import { runGated } from './gate'
import { gateOf, sendOperation, type OperationCall } from './sendOperation'
import type { Download } from './transport'

export type { OperationCall } from './sendOperation'

/**
 * One call of an operation of the contract table (src/api/operations): its method, path, answer schema and gate all
 * come from the table, so the client makes no call the table does not declare.
 */
export function callOperation<Data, Body>(op: Operation<Data, Body>, asked: OperationCall<Body> = {}): Promise<Data> {
  if (!op.optional) return sendOperation(op, asked)
  // an optional call waits for what the backend says it has: nothing is asked that it said it lacks
  if (op.key === capabilitiesOp.key) return guarded(op, asked)
  return loadCapabilities().then(() => guarded(op, asked))
}

/** An optional call, unless this backend is known to lack it; a 404, 405 or 501 makes that known. */
function guarded<Data, Body>(op: Operation<Data, Body>, asked: OperationCall<Body>): Promise<Data> {
  if (!capabilities.has(op)) return Promise.reject(absent(op))
  return sendOperation(op, asked).catch(learnMissing(op))
}

/** What the backend says it has (GET /api/capabilities), asked once per sign-in; nothing when it does not say. */
let asked: { session: number; answer: Promise<void> } | null = null

/** Forgets what this backend has, and that it was asked (tests that share one load of the app's modules). */
export function forgetCapabilities(): void {
  asked = null
  capabilities.forget()
}

export function loadCapabilities(): Promise<void> {
  const session = httpHooks().getSessionId()
  if (asked?.session !== session) {
    // an answer for a session that has since ended (or was forgotten) says nothing of the current one
    const mine: { session: number; answer: Promise<void> } = { session, answer: Promise.resolve() }
    mine.answer = callOperation(capabilitiesOp).then(
      ({ optional }) => void (asked === mine && capabilities.settled(optional)),
      () => void (asked === mine && capabilities.settled()),
    )
    asked = mine
  }
  return asked.answer
}

/** The refusal of an optional operation this backend lacks, made without asking it again. */
function absent(op: Operation): RequestError {
  const status = capabilities.missingStatus(op)
  const message = status === null ? `服务器没有提供 ${op.key}（后端声明没有这个接口）` : missingMessage(op.key, status)
  return new RequestError('missing', message, { status: status ?? undefined })
}

/** A call the backend answered 404, 405 or 501 is missing there: remembered for the session (capabilities.ts). */
const learnMissing =
  (op: Operation) =>
  (error: unknown): never => {
    if (isRequestError(error, 'missing')) capabilities.missing(op, error.status ?? 404)
    throw error
  }

/** A file an operation answers (the CSV exports): the Blob and the name from Content-Disposition. */
export function downloadOperation(op: Operation, { path, gate, ...options }: OperationCall<never> = {}): Promise<Download> {
  if (!capabilities.has(op)) return Promise.reject(absent(op))
  return runGated<Download>({ method: op.method.toLowerCase(), url: pathOf(op, path), expect: 'file', ...options }, gate ?? gateOf(op)).catch(learnMissing(op))
}
