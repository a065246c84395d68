/**
 * What the push handlers share: the records and settings tables, the check of a domain, and one push of URLs to an
 * engine for a domain (the record it leaves, and the answer `POST /api/push` gives for it).
 */
import type { Server } from 'miragejs'
import { PUSH_SECRET_LABELS, SECRET_FIELD_OF, zh, type ArticleUrls, type PushEngine, type PushRecord, type SecretField } from '../../api/push'
import type { Envelope } from '../../api/envelope'
import { fail, ok } from '../envelope'
import { articleUrl, type PushSettingsRow } from './pushSeeds'
import { acceptedOnDay, retryableAfter, submitPush } from './pushSubmit'

export type Db = Server['db']
/** Mirage's collections: `find` looks up an id, `findBy` the first row matching the fields. */
type Table<Row> = Row[] & { find(id: string): Row | null; findBy(query: object): Row | null; insert(row: object): Row; update(id: string, patch: object): Row }
export const records = (db: Db) => db.pushRecords as unknown as Table<PushRecord>
export const settingsRows = (db: Db) => db.pushSettings as unknown as Table<PushSettingsRow>
export const settingsOf = (db: Db, domain: string) => settingsRows(db).findBy({ domain })
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const isKnownDomain = (db: Db, domain: string) =>
  ((db.domains as unknown as { domain: string }[] | undefined) ?? []).some((row) => row.domain === domain)

export function domainProblem(db: Db, domain: string): string | null {
  if (!domain) return '请选择域名'
  return isKnownDomain(db, domain) ? null : `域名「${domain}」不在站群中`
}

/** Sends URLs to an engine for a domain; the answer becomes a record, kept even when the engine refused them all. */
export function push(db: Db, engine: PushEngine, domain: string, urls: string[], retryOf: string | null = null): Envelope {
  const secret = settingsOf(db, domain)?.[SECRET_FIELD_OF[engine]]
  if (!secret) return fail(1412, zh`请先在推送设置中填写${PUSH_SECRET_LABELS[engine]}`)
  const now = Date.now()
  const outcome = submitPush({ engine, domain, urls, secret, now, usedToday: acceptedOnDay(records(db), engine, domain, now), retryOf })
  // what this push got accepted, no earlier record offers to re-push any more
  for (const { id, retryable } of retryableAfter(records(db), outcome.record)) records(db).update(id, { retryable })
  const record = records(db).insert(outcome.record)
  return outcome.code === 0 ? ok(record, outcome.msg) : fail(outcome.code, outcome.msg, { record })
}

/** Stores secrets of a domain (`patch`: field → secret, or null to clear), creating its settings when it has none. */
export function saveSecrets(db: Db, domain: string, patch: Partial<Record<SecretField, string | null>>) {
  const row = settingsOf(db, domain)
  const changes = { ...patch, updatedAt: new Date().toISOString() }
  return row ? settingsRows(db).update(row.id, changes) : settingsRows(db).insert({ domain, baiduToken: null, bingApiKey: null, indexNowKey: null, ...changes })
}

/** The address of each article asked for, in the order asked, and the ids that no longer exist. */
export function articleUrls(db: Db, ids: string[]): ArticleUrls {
  const table = db.articles as unknown as { find(id: string): { title: string; domain: string; status: 'draft' | 'published' } | null }
  const found = ids.map((id) => ({ id, article: table.find(id) }))
  return {
    items: found.flatMap(({ id, article }) =>
      article ? [{ id, title: article.title, domain: article.domain, status: article.status, url: articleUrl(article.domain, id) }] : [],
    ),
    missing: found.filter(({ article }) => !article).map(({ id }) => id),
  }
}

/** The ids of an article push (`?ids=12,15` or a body's array), each once, blanks left out. */
export const articleIdList = (ids: string[]) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]
