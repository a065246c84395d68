import { isAxiosError, isCancel, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import type { GateReply, TransportFailure } from '../machines/requestGateMachine'
import { httpClient } from './client'

/** A request as the gate carries it: an axios config, plus whether the answer is a raw file. */
export interface RequestSpec extends AxiosRequestConfig {
  expect?: 'envelope' | 'file'
}

export interface Download {
  blob: Blob
  filename: string | null
}

function asEnvelope(body: unknown): GateReply | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null
  const { code, msg, data } = body as { code: unknown; msg?: unknown; data?: unknown }
  if (typeof code !== 'number') return null
  return { kind: 'envelope', code, msg: msg == null ? '' : String(msg), data }
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
  const { expect = 'envelope', signal: callerSignal, ...config } = spec
  try {
    const response = await httpClient.request({
      ...config,
      responseType: expect === 'file' ? 'blob' : config.responseType,
      signal: callerSignal ? AbortSignal.any([signal, callerSignal as AbortSignal]) : signal,
    })
    if (expect === 'file') return await fileReply(response)
    return asEnvelope(response.data) ?? unreadableAnswer
  } catch (error) {
    const failure = classify(error)
    if (failure.kind !== 'http') throw failure
    // a 4xx that still carries an envelope is a refusal the person can act on
    const envelope = isAxiosError(error) ? await envelopeFromErrorBody(error.response?.data) : null
    if (envelope && envelope.kind === 'envelope' && envelope.code !== 0) return envelope
    throw failure
  }
}

export function classify(error: unknown): TransportFailure {
  if (isCancel(error)) return { kind: 'cancelled' }
  if (!isAxiosError(error)) return { kind: 'network' }
  const sessionId = error.config?.sessionId
  const status = error.response?.status
  if (status === 401) return { kind: 'unauthorized', status, sessionId }
  if (status !== undefined && status >= 500) return { kind: 'server', status, sessionId }
  if (status !== undefined) return { kind: 'http', status, sessionId }
  // XHR reports a timeout as ECONNABORTED, fetch and node as ETIMEDOUT
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout', sessionId }
  if (error.code === 'ERR_CANCELED') return { kind: 'cancelled' }
  return { kind: 'network', sessionId }
}
