import type { ArticleUrls, PushInput, PushQuota, PushRecord, PushRecordSummary, PushSettings, PushSettingsInput } from '../api/push'
import { crudApi } from './crud'
import { http } from './request'

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
