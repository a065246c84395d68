/**
 * The push composer's rules: how pasted text becomes URLs, the hint under the URL box, the composer's values and
 * their validation, and how an article selection becomes a prefilled push. The engines, limits and secrets they
 * build on are the API's (src/api/push.ts).
 */
import { countProblem, PUSH_ENGINE_LABELS, PUSH_MAX_URLS, zh, type ArticleUrls, type EngineQuota, type PushEngine, type PushQuota } from '../api/push'

/** The URLs of a textarea: one per line, trimmed, blank lines and repeats left out, in the order typed. */
export function urlLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ]
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

/** A push filled in from chosen articles: one domain, its published articles' URLs, and what was left out. */
export interface Prefill {
  domain: string
  urls: string[]
  /** What was left out and why, for the person to read; null when every article went in. */
  notice: string | null
}

/**
 * A push of pasted URLs goes to one domain: the domain with the most published articles among those chosen (the
 * first chosen wins a tie), or `domain` when given (the picker). Articles of several domains are a spread instead
 * (below). Drafts are left out (a search engine would find nothing there), and so are
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

/** One domain's share of a spread: its published articles and their URLs. */
export interface SpreadGroup {
  domain: string
  ids: string[]
  urls: string[]
}

/** Chosen articles of several domains, pushed as one push per domain, each under its own quota. */
export interface Spread {
  groups: SpreadGroup[]
  /** What was left out and why (drafts, ids that no longer exist); null when every article went in. */
  notice: string | null
}

/**
 * The spread of chosen articles: their published ones grouped by domain, in the order the domains first come; null
 * when they belong to one domain or none (a push of one domain, prefilled as above).
 */
export function spreadOf({ items, missing }: ArticleUrls): Spread | null {
  const published = items.filter((item) => item.status === 'published')
  const groups = new Map<string, SpreadGroup>()
  for (const item of published) {
    const group = groups.get(item.domain) ?? { domain: item.domain, ids: [], urls: [] }
    if (!group.ids.includes(item.id)) group.ids.push(item.id)
    if (!group.urls.includes(item.url)) group.urls.push(item.url)
    groups.set(item.domain, group)
  }
  if (groups.size < 2) return null
  const left: string[] = []
  if (items.length > published.length) left.push(`${items.length - published.length} 篇未发布`)
  if (missing.length) left.push(`${missing.length} 篇已不存在`)
  return { groups: [...groups.values()], notice: left.length ? `另有 ${left.join('，')}，未加入。` : null }
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
