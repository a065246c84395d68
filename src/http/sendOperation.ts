import type { AxiosProgressEvent } from 'axios'
import * as v from 'valibot'
import { pathOf, type Operation } from '../api/contract'
import type { GateOptions } from './gate'
import { call, type CallOptions } from './request'

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
export const gateOf = (op: Operation): GateOptions | undefined =>
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
 * Sends one call of `op` as the contract table describes it: its method, path, answer schema and gate. Whether this
 * backend has an optional operation is callOperation's business (operationCall.ts); the sign-in and the theme names,
 * which every backend has, are sent from here, so /login loads none of that.
 */
export function sendOperation<Data, Body>(
  op: Operation<Data, Body>,
  { path, body, form, onProgress, gate, silent, ...options }: OperationCall<Body>,
): Promise<Data> {
  const answer = op.answer
  if (answer === 'csv') throw new Error(`${op.key} answers a file: use downloadOperation`)
  checkBody(op, body)
  const url = pathOf(op, path)
  const request = {
    method: op.method.toLowerCase(),
    url,
    anonymous: op.anonymous,
    ...(form ? { data: form, onUploadProgress: progress(onProgress) } : op.method === 'GET' || op.method === 'DELETE' ? {} : { data: body ?? null }),
    ...options,
  }
  return call(request, answer, gate === null ? undefined : (gate ?? gateOf(op)), options.quiet, silent)
}
