import {
  pushArticles,
  pushArticleUrls,
  pushQuota,
  pushRecord,
  pushRecords,
  pushRecordsStamp,
  pushRetry,
  pushSaveSettings,
  pushSaveSettingsBatch,
  pushSettings,
  pushSubmit,
} from '../api/operations/push'
import type { PushInput, PushRecordSummary, PushSettings, PushSettingsInput } from '../api/push'
import type { ArticlePushInput, BatchSettingsInput } from '../api/pushBatch'
import { isRequestError } from '../machines/requestErrors'
import { crudApi, type SectionOps } from './crud'
import { pushDomainByDomain } from './pushSpread'
import { callOperation } from './operationCall'

export { PUSH_THROTTLE_MS } from '../api/operations/push'

/** Who hears of settings saved (a push dialog waiting for 去设置密钥): each domain's settings, masked, after the save. */
const savedListeners = new Set<(settings: PushSettings) => void>()

/** Listens to every domain's settings saved from now on; answers the function that stops it. */
export function watchSavedSettings(listener: (settings: PushSettings) => void): () => void {
  savedListeners.add(listener)
  return () => void savedListeners.delete(listener)
}

const tellSaved = (items: PushSettings[]) => {
  for (const settings of items) for (const listener of savedListeners) listener(settings)
}

/** The history's list call; records are made by pushes, never created, changed or deleted one by one. */
const records = crudApi<PushRecordSummary, never>({ list: pushRecords, stamp: pushRecordsStamp } as unknown as SectionOps<PushRecordSummary>)

export const pushApi = {
  /** GET /api/push/records — the push history, filtered, sorted and paged on the server. */
  list: records.list,
  record: (id: string, signal?: AbortSignal) => callOperation(pushRecord, { path: { id }, signal }),
  /**
   * POST /api/push — throttled: a repeat inside the window is refused before it is sent. Quiet: whether the answer is
   * a success (every URL taken) or only partly one is for the screen to say (src/routes/push/pushOutcome.ts).
   */
  submit: (input: PushInput, signal?: AbortSignal) => callOperation(pushSubmit, { body: input, signal, quiet: true }),
  /** POST /api/push/records/:id/retry — re-sends the record's retryable URLs; throttled and quiet like a push. */
  retry: (id: string, signal?: AbortSignal) => callOperation(pushRetry, { path: { id }, signal, quiet: true }),
  /**
   * POST /api/push/articles — articles of several domains, one push per domain; throttled like a push. A backend
   * without it (optional) gets the same pushes one domain at a time, at once (pushSpread.ts).
   */
  pushArticles: (input: ArticlePushInput, signal?: AbortSignal) =>
    // quiet, as a push: some domains may have failed, which the screen says from the results
    callOperation(pushArticles, { body: input, signal, quiet: true }).catch((error: unknown) => {
      if (!isRequestError(error, 'missing')) throw error
      return pushDomainByDomain(input.engine, input.articleIds, signal)
    }),
  quota: (domain: string, signal?: AbortSignal) => callOperation(pushQuota, { params: { domain }, signal }),
  articleUrls: (ids: string[], signal?: AbortSignal) => callOperation(pushArticleUrls, { params: { ids: ids.join(',') }, signal }),
  settings: (domain: string, signal?: AbortSignal) => callOperation(pushSettings, { params: { domain }, signal }),
  /**
   * Which keys each domain has (GET /api/push/settings, masked), for a push about to be sent: a domain whose lookup
   * fails is left out (unknown) without a toast; the push itself still says so if it has no key.
   */
  keysOf: (domains: string[], signal?: AbortSignal) =>
    Promise.all(domains.map((domain) => callOperation(pushSettings, { params: { domain }, signal, silent: true }).catch(() => null))).then((all) =>
      all.filter((settings): settings is PushSettings => settings !== null),
    ),
  /** With `version` (0: none stored yet), only while the settings are still at it (1460 otherwise, with them now). */
  saveSettings: (input: PushSettingsInput & { version?: number }) =>
    callOperation(pushSaveSettings, { body: input }).then((settings) => {
      tellSaved([settings])
      return settings
    }),
  /** POST /api/push/settings/batch — one engine's secret for several domains; answers their settings, masked. */
  saveSettingsBatch: (input: BatchSettingsInput) =>
    callOperation(pushSaveSettingsBatch, { body: input }).then((answer) => {
      tellSaved(answer.items)
      return answer
    }),
}
