import type { AxiosProgressEvent } from 'axios'
import { runGated, type GateOptions } from './gate'
import type { Download } from './transport'

export interface CallOptions {
  params?: Record<string, unknown>
  signal?: AbortSignal
  gate?: GateOptions
  /** See RequestSpec.check: what a `code: 0` answer's data must look like. */
  check?: (data: unknown) => string | null
}

export interface UploadOptions extends CallOptions {
  onProgress?: (fraction: number) => void
}

const progress = (onProgress?: (fraction: number) => void) =>
  onProgress &&
  ((event: AxiosProgressEvent) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0)))

/** Every call resolves with the envelope's `data` (code 0) and rejects with a RequestError otherwise. */
export const http = {
  get: <T>(url: string, { gate, ...config }: CallOptions = {}) => runGated<T>({ method: 'get', url, ...config }, gate),
  post: <T>(url: string, data?: unknown, { gate, ...config }: CallOptions = {}) =>
    runGated<T>({ method: 'post', url, data, ...config }, gate),
  put: <T>(url: string, data?: unknown, { gate, ...config }: CallOptions = {}) =>
    runGated<T>({ method: 'put', url, data, ...config }, gate),
  patch: <T>(url: string, data?: unknown, { gate, ...config }: CallOptions = {}) =>
    runGated<T>({ method: 'patch', url, data, ...config }, gate),
  delete: <T>(url: string, { gate, ...config }: CallOptions = {}) => runGated<T>({ method: 'delete', url, ...config }, gate),
  /** Multipart POST: the FormData (or Blob) goes out as it is, with upload progress from 0 to 1. */
  upload: <T>(url: string, body: FormData | Blob, { gate, onProgress, ...config }: UploadOptions = {}) =>
    runGated<T>({ method: 'post', url, data: body, onUploadProgress: progress(onProgress), ...config }, gate),
  /** Raw GET of a file: the Blob and the name from Content-Disposition; an envelope error still rejects. */
  stream: (url: string, { gate, ...config }: CallOptions = {}) =>
    runGated<Download>({ method: 'get', url, expect: 'file', ...config }, gate),
}
