import type { AxiosAdapter, AxiosProgressEvent } from 'axios'
import * as v from 'valibot'
import { pathOf, type Operation } from '../api/contract'
import { checkAnswer, type AnswerSchema } from './answer'
import { runGated, type GateOptions } from './gate'
import type { Download, RequestSpec } from './transport'

export interface CallOptions {
  params?: Record<string, unknown>
  signal?: AbortSignal
  gate?: GateOptions
  /** See RequestSpec.check: what a `code: 0` answer's data must look like. */
  check?: (data: unknown) => string | null
  /** Who answers instead of the network: a prefetched answer (src/http/prefetch.ts takePrefetched). */
  adapter?: AxiosAdapter
  /** The caller tells the person itself (e.g. a toast with 撤销): a success `msg` is not shown. Refusals still are. */
  quiet?: boolean
}

export interface UploadOptions extends CallOptions {
  onProgress?: (fraction: number) => void
}

const progress = (onProgress?: (fraction: number) => void) =>
  onProgress && ((event: AxiosProgressEvent) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0)))

/** Sends through the gate, then checks the answer's `data` against `answer` (src/http/answer.ts); a change's is announced. */
const call = <T>(request: RequestSpec & { method: string; url: string }, answer: AnswerSchema<T>, gate?: GateOptions, quiet = false): Promise<T> =>
  runGated<unknown>(request, gate, quiet).then((data) =>
    checkAnswer(answer, data, `${request.method.toUpperCase()} /api${request.url}`, { announce: request.method !== 'get' }),
  )

/**
 * Every call names the schema of its answer (src/api) and resolves with the envelope's `data` (code 0) once it
 * matches; it rejects with a RequestError otherwise (kind `invalid` when the data has another shape).
 */
export const http = {
  get: <T>(url: string, answer: AnswerSchema<T>, { gate, quiet, ...config }: CallOptions = {}) => call({ method: 'get', url, ...config }, answer, gate, quiet),
  post: <T>(url: string, data: unknown, answer: AnswerSchema<T>, { gate, quiet, ...config }: CallOptions = {}) =>
    call({ method: 'post', url, data, ...config }, answer, gate, quiet),
  put: <T>(url: string, data: unknown, answer: AnswerSchema<T>, { gate, quiet, ...config }: CallOptions = {}) =>
    call({ method: 'put', url, data, ...config }, answer, gate, quiet),
  patch: <T>(url: string, data: unknown, answer: AnswerSchema<T>, { gate, quiet, ...config }: CallOptions = {}) =>
    call({ method: 'patch', url, data, ...config }, answer, gate, quiet),
  delete: <T>(url: string, answer: AnswerSchema<T>, { gate, quiet, ...config }: CallOptions = {}) =>
    call({ method: 'delete', url, ...config }, answer, gate, quiet),
  /** Multipart POST: the FormData (or Blob) goes out as it is, with upload progress from 0 to 1. */
  upload: <T>(url: string, body: FormData | Blob, answer: AnswerSchema<T>, { gate, onProgress, ...config }: UploadOptions = {}) =>
    call({ method: 'post', url, data: body, onUploadProgress: progress(onProgress), ...config }, answer, gate),
  /** Raw GET of a file: the Blob and the name from Content-Disposition; an envelope error still rejects. */
  stream: (url: string, { gate, ...config }: CallOptions = {}) => runGated<Download>({ method: 'get', url, expect: 'file', ...config }, gate),
}

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
export function callOperation<Data, Body>(
  op: Operation<Data, Body>,
  { path, body, form, onProgress, gate, ...options }: OperationCall<Body> = {},
): Promise<Data> {
  if (op.answer === 'csv') throw new Error(`${op.key} answers a file: use downloadOperation`)
  checkBody(op, body)
  const url = pathOf(op, path)
  const request = {
    method: op.method.toLowerCase(),
    url,
    anonymous: op.anonymous,
    ...(form ? { data: form, onUploadProgress: progress(onProgress) } : op.method === 'GET' || op.method === 'DELETE' ? {} : { data: body ?? null }),
    ...options,
  }
  return call(request, op.answer, gate === null ? undefined : (gate ?? gateOf(op)), options.quiet)
}

/** A file an operation answers (the CSV exports): the Blob and the name from Content-Disposition. */
export function downloadOperation(op: Operation, { path, gate, ...options }: OperationCall<never> = {}): Promise<Download> {
  return runGated<Download>({ method: op.method.toLowerCase(), url: pathOf(op, path), expect: 'file', ...options }, gate ?? gateOf(op))
}
