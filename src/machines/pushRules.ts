/**
 * The rules of article push that the push composer, the screen and the fake backend share: the engines, how many
 * URLs one push may carry, how pasted text becomes URLs, and how an article selection becomes a prefilled push.
 * Pure functions, no imports: machines, http and Mirage all read them.
 */

export type PushEngine = 'baidu' | 'bing' | 'indexnow'

export const PUSH_ENGINES: readonly PushEngine[] = ['baidu', 'bing', 'indexnow']

export const PUSH_ENGINE_LABELS: Record<PushEngine, string> = { baidu: '百度', bing: '必应', indexnow: 'IndexNow' }

/** What each engine calls its secret, as the settings and the refusals name it. */
export const PUSH_SECRET_LABELS: Record<PushEngine, string> = { baidu: '百度推送 token', bing: '必应 API 密钥', indexnow: 'IndexNow 密钥' }

/** At most this many URLs in one push (Baidu: 2000, IndexNow: 10,000); Bing has no per-push cap, only its daily quota. */
export const PUSH_MAX_URLS: Record<PushEngine, number | null> = { baidu: 2000, bing: null, indexnow: 10_000 }

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

/** The URLs of a textarea: one per line, trimmed, blank lines and repeats left out, in the order typed. */
export function urlLines(text: string): string[] {
  return [...new Set(text.split(/\r\n|\r|\n/).map((line) => line.trim()).filter(Boolean))]
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

/** The line under the URL box: how many URLs there are and what the engine allows. */
export function limitHint(engine: PushEngine | '', count: number, quota: EngineQuota | null): string {
  const parts = [`共 ${count} 条网址`]
  if (engine) {
    const perPush = PUSH_MAX_URLS[engine]
    if (perPush !== null) parts.push(zh`${PUSH_ENGINE_LABELS[engine]}单次最多 ${perPush} 条`)
    if (quota?.remain != null) parts.push(`今日剩余额度 ${quota.remain} 条`)
  }
  return parts.join('，')
}

/** GET /api/push/article-urls: the address of each article asked for, and the ids that no longer exist. */
export interface ArticleUrl {
  id: string
  title: string
  domain: string
  status: 'draft' | 'published'
  url: string
}

export interface ArticleUrls {
  items: ArticleUrl[]
  missing: string[]
}

/** A push filled in from chosen articles: one domain, its published articles' URLs, and what was left out. */
export interface Prefill {
  domain: string
  urls: string[]
  /** What was left out and why, for the person to read; null when every article went in. */
  notice: string | null
}

/**
 * One push goes to one domain: the domain with the most published articles among those chosen (the first chosen
 * wins a tie), or `domain` when given. Drafts are left out (a search engine would find nothing there), and so are
 * articles of other domains and ids that no longer exist; the notice says so.
 */
export function prefillFromArticles({ items, missing }: ArticleUrls, domain?: string): Prefill {
  const published = items.filter((item) => item.status === 'published')
  const counts = new Map<string, number>()
  for (const item of published) counts.set(item.domain, (counts.get(item.domain) ?? 0) + 1)
  let chosen = domain ?? ''
  if (!domain) for (const [name, count] of counts) if (count > (counts.get(chosen) ?? 0)) chosen = name
  const urls = [...new Set(published.filter((item) => item.domain === chosen).map((item) => item.url))]
  const drafts = items.length - published.length
  const others = published.filter((item) => item.domain !== chosen)
  const otherDomains = [...new Set(others.map((item) => item.domain))]
  const left: string[] = []
  if (drafts) left.push(`${drafts} 篇未发布`)
  if (others.length) left.push(`${others.length} 篇属于其他域名（${otherDomains.join('、')}），每次推送只能选一个域名`)
  if (missing.length) left.push(`${missing.length} 篇已不存在`)
  return {
    domain: chosen,
    urls,
    notice: left.length ? `已加入 ${urls.length} 篇文章的网址；另有 ${left.join('，')}，未加入。` : null,
  }
}

/** The form of each engine's secret; the settings refuse anything else. */
export const SECRET_RULES: Record<PushEngine, { pattern: RegExp; message: string }> = {
  baidu: { pattern: /^[A-Za-z0-9]{16}$/, message: '百度推送 token 为 16 位英文字母或数字' },
  bing: { pattern: /^[A-Fa-f0-9]{32}$/, message: '必应 API 密钥为 32 位十六进制字符（0–9、a–f）' },
  indexnow: { pattern: /^[A-Za-z0-9-]{8,128}$/, message: 'IndexNow 密钥为 8–128 位英文字母、数字或连字符' },
}

const CJK = /[\u4e00-\u9fff]/
const LATIN = /[A-Za-z0-9]/

/**
 * A template tag for messages that name an engine: a space goes between Chinese text and an inserted Latin word
 * (`填写 IndexNow 密钥`, `IndexNow 单次最多`) and none goes around Chinese ones (`填写百度推送 token`).
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

/** What a person fills in for one push: a domain, an engine, and the URLs, one per line. */
export interface ComposerValues {
  domain: string
  engine: PushEngine | ''
  text: string
}

export type ComposerField = keyof ComposerValues

export const emptyComposer = (): ComposerValues => ({ domain: '', engine: 'baidu', text: '' })

/** The chosen engine's limits for the chosen domain, when known. */
export function engineQuota({ quota, values }: { quota: PushQuota | null; values: ComposerValues }): EngineQuota | null {
  return quota && values.engine && quota.domain === values.domain ? quota.engines[values.engine] : null
}

export function validatePush(values: ComposerValues, quota: EngineQuota | null): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!values.domain) errors.domain = '请选择域名'
  if (!values.engine) errors.engine = '请选择搜索引擎'
  const count = urlLines(values.text).length
  if (count === 0) errors.text = '请至少填写一个网址，每行一个'
  else if (values.engine) {
    const problem = countProblem(values.engine, count, quota)
    if (problem) errors.text = problem
  }
  return errors
}

/** The line under the URL box: the count and what the engine allows. */
export const composerHint = (context: { quota: PushQuota | null; values: ComposerValues }) =>
  limitHint(context.values.engine, urlLines(context.values.text).length, engineQuota(context))

/** Adds URLs below what was typed, leaving out any already there. */
export function appendUrls(text: string, urls: string[]): string {
  const present = new Set(urlLines(text))
  const added = urls.filter((url) => !present.has(url))
  return [text.replace(/\s+$/, ''), ...added].filter(Boolean).join('\n')
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
