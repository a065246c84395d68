import type { LastPush } from '../../api/articles'
import type { PushRecord } from '../../api/push'
import { articleUrl } from './pushSeeds'

// (one collator for the whole sort: `localeCompare` finds one again on each call)
const { compare } = new Intl.Collator()
const byTime = (a: PushRecord, b: PushRecord) => compare(a.createdAt, b.createdAt) || Number(a.id) - Number(b.id)

/**
 * Each pushed URL's last push: the newest record that submitted it, and whether the engine took it there (it is in
 * none of the record's refused lists). What an article row's `lastPush` reads, by the article's address.
 */
export function lastPushes(records: Iterable<PushRecord>): Map<string, LastPush> {
  const last = new Map<string, LastPush>()
  for (const record of [...records].sort(byTime)) {
    const refused = new Set([...record.notValid, ...record.notSameSite, ...record.retryable])
    for (const url of record.urls) {
      last.set(url, { engine: record.engine, at: record.createdAt, status: record.success > 0 && !refused.has(url) ? 'pushed' : 'failed' })
    }
  }
  return last
}

/** An article's last push, from the map above. */
export const lastPushOf = (pushes: Map<string, LastPush>, article: { id: string; domain: string }) => pushes.get(articleUrl(article.domain, article.id)) ?? null
