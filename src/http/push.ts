import {
  articleUrlsAnswer,
  pushQuotaAnswer,
  pushRecordAnswer,
  pushRecordRow,
  pushSettingsAnswer,
  type PushInput,
  type PushRecordSummary,
  type PushSettingsInput,
} from '../api/push'
import { articlePushAnswer, batchSettingsAnswer, type ArticlePushInput, type BatchSettingsInput } from '../api/pushBatch'
import { crudApi } from './crud'
import { LIST_PATHS } from './listPaths'
import { http } from './request'

/** Pushing reaches the search engines: the client refuses a repeat inside this window (请勿请求过快). */
export const PUSH_THROTTLE_MS = 3000

const records = crudApi<PushRecordSummary, never>(LIST_PATHS.pushRecords, pushRecordRow)

export const pushApi = {
  /** GET /api/push/records — the push history, filtered, sorted and paged on the server. */
  list: records.list,
  record: (id: string, signal?: AbortSignal) => http.get(`/push/records/${encodeURIComponent(id)}`, pushRecordAnswer, { signal }),
  /** POST /api/push — throttled: a repeat inside the window is refused before it is sent. */
  submit: (input: PushInput, signal?: AbortSignal) =>
    http.post('/push', input, pushRecordAnswer, { signal, gate: { key: 'push:submit', throttle: PUSH_THROTTLE_MS } }),
  /** POST /api/push/records/:id/retry — re-sends the record's retryable URLs; throttled like a push. */
  retry: (id: string, signal?: AbortSignal) =>
    http.post(`/push/records/${encodeURIComponent(id)}/retry`, null, pushRecordAnswer, { signal, gate: { key: 'push:retry', throttle: PUSH_THROTTLE_MS } }),
  /** POST /api/push/articles — articles of several domains, one push per domain; throttled like a push. */
  pushArticles: (input: ArticlePushInput, signal?: AbortSignal) =>
    http.post('/push/articles', input, articlePushAnswer, { signal, gate: { key: 'push:articles', throttle: PUSH_THROTTLE_MS } }),
  quota: (domain: string, signal?: AbortSignal) => http.get('/push/quota', pushQuotaAnswer, { params: { domain }, signal }),
  articleUrls: (ids: string[], signal?: AbortSignal) => http.get('/push/article-urls', articleUrlsAnswer, { params: { ids: ids.join(',') }, signal }),
  settings: (domain: string, signal?: AbortSignal) => http.get('/push/settings', pushSettingsAnswer, { params: { domain }, signal }),
  saveSettings: (input: PushSettingsInput) => http.put('/push/settings', input, pushSettingsAnswer),
  /** POST /api/push/settings/batch — one engine's secret for several domains; answers their settings, masked. */
  saveSettingsBatch: (input: BatchSettingsInput) => http.post('/push/settings/batch', input, batchSettingsAnswer),
}
