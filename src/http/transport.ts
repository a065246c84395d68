import { isAxiosError, isCancel, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import type { Envelope } from '../api/envelope'
import type { GateReply, TransportFailure } from '../machines/requestGateMachine'
import { httpClient } from './axiosClient'
import { httpHooks } from './client'

/** A request as the gate carries it: an axios config, plus whether the answer is a raw file. */
export interface RequestSpec extends AxiosRequestConfig {
  expect?: 'envelope' | 'file'
  /**
   * Checks a `code: 0` answer's `data`: null when it is usable, else the sentence the operator reads. A failed check
   * settles the call as a refusal with that sentence (no success toast, nothing resolved); the console gets the details.
   */
  check?: (data: unknown) => string | null
  /**
   * Sent without a token (the login): a 400, 401 or 403 is the server refusing this request, not a session that
   * expired — its envelope is a refusal like any other, and without one the person reads a sentence saying so.
   */
  anonymous?: boolean
}

export interface Download {
  blob: Blob
  filename: string | null
}

/**
 * The longest `msg` the client keeps. Toasts show about 300 characters and the rest on demand (src/ui/toast.ts); a
 * screen that shows a refusal inline shows all of it, so a hostile megabyte-long message is cut here, once.
 */
export const MAX_MESSAGE_CHARS = 20_000

/** `msg` as the person may read it: a string, at most MAX_MESSAGE_CHARS long (the console says when it was cut). */
export function messageOf(msg: unknown): string {
  const text = msg == null ? '' : typeof msg === 'string' ? msg : typeof msg === 'object' ? '' : String(msg)
  if (text.length <= MAX_MESSAGE_CHARS) return text
  httpHooks().logServerError(`服务器消息过长（${text.length} 个字符），只保留前 ${MAX_MESSAGE_CHARS} 个`)
  const high = text.charCodeAt(MAX_MESSAGE_CHARS - 1)
  return `${text.slice(0, high >= 0xd800 && high <= 0xdbff ? MAX_MESSAGE_CHARS - 1 : MAX_MESSAGE_CHARS)}…`
}

function asEnvelope(body: unknown): GateReply | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null
  const { code, msg, data } = body as Partial<Record<keyof Envelope, unknown>>
  if (typeof code !== 'number') return null
  return { kind: 'envelope', code, msg: messageOf(msg), data }
}

const unreadableAnswer: GateReply = { kind: 'envelope', code: -1, msg: '服务器返回了无法识别的数据', data: null }

/** `attachment; filename*=UTF-8''%E5%9F%9F.csv` or `filename="domains.csv"` → the file name. */
export function filenameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  return plain ? (plain[2] ?? plain[1]).trim() || null : null
}

async function fileReply(response: AxiosResponse): Promise<GateReply> {
  const type = String(response.headers['content-type'] ?? 'application/octet-stream')
  // Mirage answers a blob request with a string; a real server with a Blob
  const blob = response.data instanceof Blob ? response.data : new Blob([String(response.data ?? '')], { type })
  if (type.includes('application/json')) {
    const envelope = asEnvelope(JSON.parse(await blob.text()))
    if (envelope && envelope.kind === 'envelope' && envelope.code !== 0) return envelope
  }
  const download: Download = { blob, filename: filenameFromDisposition(response.headers['content-disposition']) }
  return { kind: 'raw', value: download }
}

async function envelopeFromErrorBody(body: unknown): Promise<GateReply | null> {
  if (body instanceof Blob) {
    try {
      return asEnvelope(JSON.parse(await body.text()))
    } catch {
      return null
    }
  }
  return asEnvelope(body)
}

/** Sends one request; resolves with the envelope (or file), throws a classified TransportFailure otherwise. */
export async function send(spec: RequestSpec, signal: AbortSignal): Promise<GateReply> {
  const { expect = 'envelope', check, anonymous, signal: callerSignal, ...config } = spec
  try {
    const response = await httpClient.request({
      ...config,
      responseType: expect === 'file' ? 'blob' : config.responseType,
      signal: callerSignal ? AbortSignal.any([signal, callerSignal as AbortSignal]) : signal,
    })
    if (expect === 'file') return await fileReply(response)
    const envelope = asEnvelope(response.data) ?? unreadableAnswer
    return check ? checked(envelope, check, `${String(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`) : envelope
  } catch (error) {
    const failure = classify(error)
    const refusedAnonymous = anonymous && (failure.status === 400 || failure.status === 401 || failure.status === 403)
    if (failure.kind !== 'http' && failure.kind !== 'missing' && !refusedAnonymous) throw failure
    // a 4xx that still carries an envelope is a refusal the person can act on
    const envelope = isAxiosError(error) ? await envelopeFromErrorBody(error.response?.data) : null
    if (envelope && envelope.kind === 'envelope' && envelope.code !== 0) return envelope
    if (refusedAnonymous) return { kind: 'envelope', code: -1, msg: `服务器拒绝了这次登录（HTTP ${failure.status}），没有说明原因`, data: null }
    throw failure.kind === 'missing' ? { ...failure, call: `${String(config.method ?? 'get').toUpperCase()} /api${config.url ?? ''}` } : failure
  }
}

/** A `code: 0` envelope whose data fails `check` becomes a refusal with the check's sentence. */
function checked(reply: GateReply, check: (data: unknown) => string | null, call: string): GateReply {
  if (reply.kind !== 'envelope' || reply.code !== 0) return reply
  const problem = check(reply.data)
  if (problem === null) return reply
  httpHooks().logServerError(`${call}：返回的 data 与 docs/api.md 约定的格式不符（${problem}）：${preview(reply.data)}`)
  return { kind: 'envelope', code: -1, msg: problem, data: null }
}

/** At most a few hundred characters of `data` for the console: a hostile answer may be megabytes. */
function preview(data: unknown): string {
  let text: string
  try {
    text = JSON.stringify(data) ?? String(data)
  } catch {
    text = String(data)
  }
  return text.length > 300 ? `${text.slice(0, 300)}…（共 ${text.length} 个字符）` : text
}

export function classify(error: unknown): TransportFailure {
  if (isCancel(error)) return { kind: 'cancelled' }
  if (!isAxiosError(error)) return { kind: 'network' }
  const sessionId = error.config?.sessionId
  const status = error.response?.status
  if (status === 401) return { kind: 'unauthorized', status, sessionId }
  // not found, method not allowed, not implemented: the backend lacks the call (an envelope would make it a refusal)
  if (status === 404 || status === 405 || status === 501) return { kind: 'missing', status, sessionId }
  if (status !== undefined && status >= 500) return { kind: 'server', status, sessionId }
  if (status !== undefined) return { kind: 'http', status, sessionId }
  // XHR reports a timeout as ECONNABORTED, fetch and node as ETIMEDOUT
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout', sessionId }
  if (error.code === 'ERR_CANCELED') return { kind: 'cancelled' }
  return { kind: 'network', sessionId }
}
