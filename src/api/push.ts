/**
 * Article push (docs/api.md, Push): the engines and their limits, the push record, the settings and their secrets,
 * and the rules the push composer, the settings and the fake backend share.
 */
import * as v from 'valibot'
import { count as wholeCount } from './envelope'
import { ARTICLE_STATUSES, type ArticleStatus } from './articles'
import { PUSH_ENGINES, PUSH_ENGINE_LABELS, type PushEngine } from './engines'

export { PUSH_ENGINES, PUSH_ENGINE_LABELS, type PushEngine }

/** What each engine calls its secret, as the settings and the refusals name it. */
export const PUSH_SECRET_LABELS: Record<PushEngine, string> = { baidu: '百度推送密钥', bing: '必应 API 密钥', indexnow: 'IndexNow 密钥' }

/** At most this many URLs in one push (Baidu: 2000, IndexNow: 10,000); Bing has no per-push cap, only its daily quota. */
export const PUSH_MAX_URLS: Record<PushEngine, number | null> = { baidu: 2000, bing: null, indexnow: 10_000 }

/** Days counted in China time (UTC+8): the engines' daily quotas start again at Beijing midnight. */
export const quotaDay = (ms: number) => Math.floor((ms + 8 * 3_600_000) / 86_400_000)

export const isPushEngine = (value: unknown): value is PushEngine => typeof value === 'string' && (PUSH_ENGINES as readonly string[]).includes(value)

/** One engine's limits for one domain today. `remain` is null when the engine has no daily quota (IndexNow). */
export interface EngineQuota {
  perPush: number | null
  daily: number | null
  remain: number | null
}

/** GET /api/push/quota: each engine's limits for a domain, today. */
export interface PushQuota {
  domain: string
  engines: Record<PushEngine, EngineQuota>
}

/** Why `count` URLs cannot go to `engine` in one push, or null when they can. */
export function countProblem(engine: PushEngine, count: number, quota: EngineQuota | null): string | null {
  const label = PUSH_ENGINE_LABELS[engine]
  const perPush = PUSH_MAX_URLS[engine]
  if (perPush !== null && count > perPush) return zh`${label}单次最多推送 ${perPush} 条，当前 ${count} 条`
  if (quota?.remain === 0) return zh`${label}今日推送额度已用完，请明天再推送`
  if (quota?.remain != null && count > quota.remain) return zh`${label}今日剩余额度 ${quota.remain} 条，当前 ${count} 条，请减少网址或明天再推送`
  return null
}

/** GET /api/push/article-urls: the address of each article asked for, and the ids that no longer exist. */
export interface ArticleUrl {
  id: string
  title: string
  domain: string
  status: ArticleStatus
  url: string
}

export interface ArticleUrls {
  items: ArticleUrl[]
  missing: string[]
}

/** The form of each engine's secret; the settings refuse anything else. */
export const SECRET_RULES: Record<PushEngine, { pattern: RegExp; message: string }> = {
  baidu: { pattern: /^[A-Za-z0-9]{16}$/, message: '百度推送密钥为 16 位英文字母或数字' },
  bing: { pattern: /^[A-Fa-f0-9]{32}$/, message: '必应 API 密钥为 32 位十六进制字符（0–9、a–f）' },
  indexnow: { pattern: /^[A-Za-z0-9-]{8,128}$/, message: 'IndexNow 密钥为 8–128 位英文字母、数字或连字符' },
}

const CJK = /[\u4e00-\u9fff]/
const LATIN = /[A-Za-z0-9]/

/**
 * A template tag for messages that name an engine: a space goes between Chinese text and an inserted Latin word
 * (`填写 IndexNow 密钥`, `IndexNow 单次最多`) and none goes around Chinese ones (`填写百度推送密钥`).
 */
export function zh(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = strings[0]
  values.forEach((value, index) => {
    const inserted = String(value)
    const after = strings[index + 1]
    const before = out.slice(-1)
    out += (CJK.test(before) && LATIN.test(inserted[0] ?? '') ? ' ' : '') + inserted
    out += (LATIN.test(inserted.slice(-1)) && CJK.test(after[0] ?? '') ? ' ' : '') + after
  })
  return out
}

/**
 * What is wrong with a secret typed into the settings, or null. `shown` is the masked value the settings showed for
 * the stored one (null when none is stored): leaving it as shown keeps the secret, and a blank never clears it.
 */
export function secretProblem(engine: PushEngine, value: string, shown: string | null): string | null {
  const text = value.trim()
  const label = PUSH_SECRET_LABELS[engine]
  if (shown !== null && text === shown) return null
  if (!text) return shown !== null ? zh`留空不会清除已保存的${label}；如需清除，请点「清除」` : null
  if (text.includes('•')) return zh`请填写完整的${label}，不能使用打码显示的值`
  return SECRET_RULES[engine].pattern.test(text) ? null : SECRET_RULES[engine].message
}

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
  /**
   * Well-formed URLs of the domain that were not accepted (quota, token, engine error): what a re-push sends. A URL
   * that a later push to the same engine and domain got accepted leaves it (it needs no re-push any more).
   */
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
  /** 1 when first saved, one more on every save; 0 while nothing is stored for the domain; absent from a backend without versions. */
  version?: number
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

/** The record a refused push still left in the history (`data.record` of a refusal), if any. */
export function recordOfRefusal(data: unknown): PushRecord | null {
  const record = (data as { record?: unknown } | null)?.record
  return record && typeof record === 'object' && 'id' in record ? (record as PushRecord) : null
}

/* The answers' schemas: the quota, the article URLs, a record (whole, and as a list row), the settings. */

const maybeCount = v.nullable(wholeCount)
const engineQuota: v.GenericSchema<unknown, EngineQuota> = v.looseObject({ perPush: maybeCount, daily: maybeCount, remain: maybeCount })

export const pushQuotaAnswer: v.GenericSchema<unknown, PushQuota> = v.looseObject({
  domain: v.string(),
  engines: v.looseObject({ baidu: engineQuota, bing: engineQuota, indexnow: engineQuota }),
})

export const articleUrlsAnswer: v.GenericSchema<unknown, ArticleUrls> = v.looseObject({
  items: v.array(v.looseObject({ id: v.string(), title: v.string(), domain: v.string(), status: v.picklist(ARTICLE_STATUSES), url: v.string() })),
  missing: v.array(v.string()),
})

const recordEntries = {
  id: v.string(),
  engine: v.picklist(PUSH_ENGINES),
  domain: v.string(),
  urlCount: wholeCount,
  success: wholeCount,
  remain: maybeCount,
  status: v.picklist(PUSH_STATUSES),
  message: v.string(),
  createdAt: v.string(),
  retryOf: v.nullable(v.string()),
}

const urlList = v.array(v.string())

export const pushRecordAnswer: v.GenericSchema<unknown, PushRecord> = v.looseObject({
  ...recordEntries,
  urls: urlList,
  notValid: urlList,
  notSameSite: urlList,
  retryable: urlList,
})

export const pushRecordRow: v.GenericSchema<unknown, PushRecordSummary> = v.looseObject({
  ...recordEntries,
  notValidCount: wholeCount,
  notSameSiteCount: wholeCount,
  retryableCount: wholeCount,
})

const secret = v.nullable(v.string())

export const pushSettingsAnswer: v.GenericSchema<unknown, PushSettings> = v.looseObject({
  domain: v.string(),
  baiduToken: secret,
  bingApiKey: secret,
  indexNowKey: secret,
  updatedAt: v.nullable(v.string()),
  version: v.optional(wholeCount),
})
