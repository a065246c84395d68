import type { ArticleUrls, PushEngine, PushQuota } from '../machines/pushRules'
import { crudApi } from './crud'
import { http } from './request'

export * from '../machines/pushRules'

export type PushStatus = 'success' | 'partial' | 'failed'
export const PUSH_STATUSES: readonly PushStatus[] = ['success', 'partial', 'failed']
export const PUSH_STATUS_LABELS: Record<PushStatus, string> = { success: '成功', partial: '部分成功', failed: '失败' }

/** A push record as GET /api/push/records/:id answers it (docs/api.md). */
export interface PushRecord {
  id: string
  engine: PushEngine
  domain: string
  /** Every URL submitted, without repeats, in the order given. */
  urls: string[]
  urlCount: number
  /** How many URLs the engine accepted. */
  success: number
  /** The engine's daily quota left after this push; null when unknown (an error answer) or without a quota (IndexNow). */
  remain: number | null
  /** Not URLs the engine can take (malformed, not http/https). */
  notValid: string[]
  /** URLs of another host than the domain. */
  notSameSite: string[]
  /** Well-formed URLs of the domain that were not accepted (quota, token, engine error): what a re-push sends. */
  retryable: string[]
  status: PushStatus
  /** What happened, in words a person can act on. */
  message: string
  createdAt: string
  /** The record whose URLs this push re-sent; null for a new push. */
  retryOf: string | null
}

/** A row of GET /api/push/records: the URL lists are left out, their lengths stay. */
export type PushRecordSummary = Omit<PushRecord, 'urls' | 'notValid' | 'notSameSite' | 'retryable'> & {
  notValidCount: number
  notSameSiteCount: number
  retryableCount: number
}

export interface PushInput {
  domain: string
  engine: PushEngine
  urls: string[]
}

/** A domain's engine secrets. GET answers them masked (`abcd••••••wxyz`); null means none is stored. */
export interface PushSettings {
  domain: string
  baiduToken: string | null
  bingApiKey: string | null
  indexNowKey: string | null
  updatedAt: string | null
}

export type SecretField = 'baiduToken' | 'bingApiKey' | 'indexNowKey'
export const SECRET_FIELDS: readonly SecretField[] = ['baiduToken', 'bingApiKey', 'indexNowKey']
/** Which setting holds each engine's secret, and the other way round. */
export const SECRET_FIELD_OF: Record<PushEngine, SecretField> = { baidu: 'baiduToken', bing: 'bingApiKey', indexnow: 'indexNowKey' }
export const ENGINE_OF_SECRET: Record<SecretField, PushEngine> = { baiduToken: 'baidu', bingApiKey: 'bing', indexNowKey: 'indexnow' }

/**
 * PUT /api/push/settings: for each secret, the masked value as it was shown (or leaving it out) keeps it, `null`
 * clears it, and any other text replaces it.
 */
export type PushSettingsInput = { domain: string } & Partial<Record<SecretField, string | null>>

/** Pushing reaches the search engines: the client refuses a repeat inside this window (请勿请求过快). */
export const PUSH_THROTTLE_MS = 3000

const records = crudApi<PushRecordSummary, never>('/push/records')

export const pushApi = {
  /** GET /api/push/records — the push history, filtered, sorted and paged on the server. */
  list: records.list,
  record: (id: string, signal?: AbortSignal) => http.get<PushRecord>(`/push/records/${encodeURIComponent(id)}`, { signal }),
  /** POST /api/push — throttled: a repeat inside the window is refused before it is sent. */
  submit: (input: PushInput, signal?: AbortSignal) =>
    http.post<PushRecord>('/push', input, { signal, gate: { key: 'push:submit', throttle: PUSH_THROTTLE_MS } }),
  /** POST /api/push/records/:id/retry — re-sends the record's retryable URLs; throttled like a push. */
  retry: (id: string, signal?: AbortSignal) =>
    http.post<PushRecord>(`/push/records/${encodeURIComponent(id)}/retry`, null, { signal, gate: { key: 'push:retry', throttle: PUSH_THROTTLE_MS } }),
  quota: (domain: string, signal?: AbortSignal) => http.get<PushQuota>('/push/quota', { params: { domain }, signal }),
  articleUrls: (ids: string[], signal?: AbortSignal) => http.get<ArticleUrls>('/push/article-urls', { params: { ids: ids.join(',') }, signal }),
  settings: (domain: string, signal?: AbortSignal) => http.get<PushSettings>('/push/settings', { params: { domain }, signal }),
  saveSettings: (input: PushSettingsInput) => http.put<PushSettings>('/push/settings', input),
}

/** The record a refused push still left in the history (`data.record` of a refusal), if any. */
export function recordOfRefusal(data: unknown): PushRecord | null {
  const record = (data as { record?: unknown } | null)?.record
  return record && typeof record === 'object' && 'id' in record ? (record as PushRecord) : null
}
