import {
  pushArticles,
  pushArticleUrls,
  pushQuota,
  pushRecord,
  pushRecords,
  pushRetry,
  pushSaveSettings,
  pushSaveSettingsBatch,
  pushSettings,
  pushSubmit,
} from '../api/operations/push'
import type { PushInput, PushRecordSummary, PushSettingsInput } from '../api/push'
import type { ArticlePushInput, BatchSettingsInput } from '../api/pushBatch'
import { isRequestError } from '../machines/requestErrors'
import { crudApi, type SectionOps } from './crud'
import { pushDomainByDomain } from './pushSpread'
import { callOperation } from './operationCall'

export { PUSH_THROTTLE_MS } from '../api/operations/push'

/** The history's list call; records are made by pushes, never created, changed or deleted one by one. */
const records = crudApi<PushRecordSummary, never>({ list: pushRecords } as unknown as SectionOps<PushRecordSummary>)

export const pushApi = {
  /** GET /api/push/records — the push history, filtered, sorted and paged on the server. */
  list: records.list,
  record: (id: string, signal?: AbortSignal) => callOperation(pushRecord, { path: { id }, signal }),
  /** POST /api/push — throttled: a repeat inside the window is refused before it is sent. */
  submit: (input: PushInput, signal?: AbortSignal) => callOperation(pushSubmit, { body: input, signal }),
  /** POST /api/push/records/:id/retry — re-sends the record's retryable URLs; throttled like a push. */
  retry: (id: string, signal?: AbortSignal) => callOperation(pushRetry, { path: { id }, signal }),
  /**
   * POST /api/push/articles — articles of several domains, one push per domain; throttled like a push. A backend
   * without it (optional) gets the same pushes one domain at a time, at once (pushSpread.ts).
   */
  pushArticles: (input: ArticlePushInput, signal?: AbortSignal) =>
    callOperation(pushArticles, { body: input, signal }).catch((error: unknown) => {
      if (!isRequestError(error, 'missing')) throw error
      return pushDomainByDomain(input.engine, input.articleIds, signal)
    }),
  quota: (domain: string, signal?: AbortSignal) => callOperation(pushQuota, { params: { domain }, signal }),
  articleUrls: (ids: string[], signal?: AbortSignal) => callOperation(pushArticleUrls, { params: { ids: ids.join(',') }, signal }),
  settings: (domain: string, signal?: AbortSignal) => callOperation(pushSettings, { params: { domain }, signal }),
  saveSettings: (input: PushSettingsInput) => callOperation(pushSaveSettings, { body: input }),
  /** POST /api/push/settings/batch — one engine's secret for several domains; answers their settings, masked. */
  saveSettingsBatch: (input: BatchSettingsInput) => callOperation(pushSaveSettingsBatch, { body: input }),
}
