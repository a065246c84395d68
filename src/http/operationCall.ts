import type { AxiosProgressEvent } from 'axios'
import * as v from 'valibot'
import { pathOf, type Operation } from '../api/contract'
import { isRequestError, RequestError } from '../machines/requestErrors'
import { missingMessage } from '../machines/requestGateMachine'
import { capabilities as capabilitiesOp } from '../api/operations/auth'
import { capabilities } from './capabilities'
import { hooks } from './client'
import { runGated, type GateOptions } from './gate'
import { call, type CallOptions } from './request'
import type { Download } from './transport'

const progress = (onProgress?: (fraction: number) => void) =>
  onProgress && ((event: AxiosProgressEvent) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0)))

/** What a call of an operation of the contract table sends, beside its path parameters. */
export interface OperationCall<Body> extends Omit<CallOptions, 'gate'> {
  /** The `:name` parameters of the operation's path. */
  path?: Record<string, string>
  body?: Body
  /** The multipart body of an upload operation. */
  form?: FormData
  onProgress?: (fraction: number) => void
  /** The gate of this call: the operation's own (keyed by its key) unless one is given here (a list's keyword typing). */
  gate?: GateOptions | null
}

/** The gate the table gives an operation, under the operation's key. */
const gateOf = (op: Operation): GateOptions | undefined =>
  op.gate ? ('throttle' in op.gate ? { key: op.key, throttle: op.gate.throttle } : { key: op.key, debounce: op.gate.debounce }) : undefined

/**
 * In development and tests, a body the table does not describe is a bug of the client: it fails there, before it
 * is sent, naming the operation. The production build sends what it has (the server has the last word).
 */
function checkBody(op: Operation, body: unknown) {
  if (!import.meta.env.DEV || !op.doc?.body) return
  const result = v.safeParse(op.doc.body, body)
  if (!result.success) throw new Error(`${op.key}: the body does not match the contract: ${v.summarize(result.issues)}`)
}

/**
 * One call of an operation of the contract table (src/api/operations): its method, path, answer schema and gate all
 * come from the table, so the client makes no call the table does not declare.
 */
export function callOperation<Data, Body>(op: Operation<Data, Body>, asked: OperationCall<Body> = {}): Promise<Data> {
  // an optional call waits for what the backend says it has: nothing is asked that it said it lacks
  if (op.optional && op.key !== capabilitiesOp.key) return loadCapabilities().then(() => send(op, asked))
  return send(op, asked)
}

/** What the backend says it has (GET /api/capabilities), asked once per sign-in; nothing when it does not say. */
let asked: { session: number; answer: Promise<void> } | null = null

/** Forgets what this backend has, and that it was asked (tests that share one load of the app's modules). */
export function forgetCapabilities(): void {
  asked = null
  capabilities.forget()
}
export function loadCapabilities(): Promise<void> {
  const session = hooks.getSessionId()
  if (asked?.session !== session) {
    const answer = callOperation(capabilitiesOp).then(
      ({ optional }) => capabilities.listed(optional),
      () => {},
    )
    asked = { session, answer }
  }
  return asked.answer
}

function send<Data, Body>(op: Operation<Data, Body>, { path, body, form, onProgress, gate, silent, ...options }: OperationCall<Body>): Promise<Data> {
  const answer = op.answer
  if (answer === 'csv') throw new Error(`${op.key} answers a file: use downloadOperation`)
  if (!capabilities.has(op)) return Promise.reject(absent(op))
  checkBody(op, body)
  const url = pathOf(op, path)
  const request = {
    method: op.method.toLowerCase(),
    url,
    anonymous: op.anonymous,
    ...(form ? { data: form, onUploadProgress: progress(onProgress) } : op.method === 'GET' || op.method === 'DELETE' ? {} : { data: body ?? null }),
    ...options,
  }
  return call(request, answer, gate === null ? undefined : (gate ?? gateOf(op)), options.quiet, silent).catch(learnMissing(op))
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
