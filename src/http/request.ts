import type { AxiosProgressEvent } from 'axios'
import { checkAnswer, type AnswerSchema } from './answer'
import { runGated, type GateOptions } from './gate'
import type { Download, RequestSpec } from './transport'

export interface CallOptions {
  params?: Record<string, unknown>
  signal?: AbortSignal
  gate?: GateOptions
  /** See RequestSpec.check: what a `code: 0` answer's data must look like. */
  check?: (data: unknown) => string | null
  /** The caller tells the person itself (e.g. a toast with 撤销): a success `msg` is not shown. Refusals still are. */
  quiet?: boolean
  /** The caller shows every outcome in place: no toast at all, not even for a refusal. */
  silent?: boolean
}

export interface UploadOptions extends CallOptions {
  onProgress?: (fraction: number) => void
}

const progress = (onProgress?: (fraction: number) => void) =>
  onProgress && ((event: AxiosProgressEvent) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0)))

/** Sends through the gate, then checks the answer's `data` against `answer` (src/http/answer.ts); a change's is announced. */
export const call = <T>(
  request: RequestSpec & { method: string; url: string },
  answer: AnswerSchema<T>,
  gate?: GateOptions,
  quiet = false,
  silent = false,
): Promise<T> =>
  runGated<unknown>(request, gate, quiet, silent).then((data) =>
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
