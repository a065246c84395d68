import { pushArticles as pushArticlesOp, pushSaveSettingsBatch } from '../../api/operations/push'
import { route } from '../routes'
/**
 * Push for many domains at once (docs/api.md): one engine's secret for several domains (POST /api/push/settings/batch),
 * and the published articles of several domains, one push per domain under its own quota (POST /api/push/articles).
 */
import type { Server } from 'miragejs'
import { isPushEngine, PUSH_ENGINE_LABELS, PUSH_SECRET_LABELS, SECRET_FIELD_OF, zh, type PushEngine, type PushRecord } from '../../api/push'
import { BATCH_LIMIT, batchSettingsProblems, type DomainPushResult } from '../../api/pushBatch'
import { fail, ok } from '../envelope'
import { fieldRefusal, readBody } from '../list'
import type { Scenario } from '../scenario'
import { maskedSettings } from './pushSettings'
import { articleIdList, articleUrls, isKnownDomain, push, saveSecrets, settingsOf, type Db } from './pushStore'

const strings = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null)

function saveBatch(db: Db, body: Record<string, unknown>) {
  const engine = typeof body.engine === 'string' ? body.engine : ''
  const secret = typeof body.secret === 'string' ? body.secret : ''
  const listed = strings(body.domains)
  const domains = [...new Set((listed ?? []).map((domain) => domain.trim().toLowerCase()).filter(Boolean))]
  const errors = batchSettingsProblems({ engine, secret, domains })
  const unknown = domains.filter((domain) => !isKnownDomain(db, domain))
  if (!listed) errors.domains = '格式不正确'
  else if (!errors.domains && unknown.length) errors.domains = `以下域名不在站群中：${unknown.join('、')}`
  if (Object.keys(errors).length) return fieldRefusal(errors)
  const field = SECRET_FIELD_OF[engine as PushEngine]
  const changed = changedSince(db, domains, body.versions)
  const items = domains.map((domain) => maskedSettings(domain, saveSecrets(db, domain, { [field]: secret.trim() })))
  return ok({ items, ...(changed !== null && { changed }) }, zh`已为 ${domains.length} 个域名保存${PUSH_SECRET_LABELS[engine as PushEngine]}`)
}

/**
 * With `versions` (by domain, as the client read them; 0: none stored): how many of the domains' settings have another
 * version now, as a batch by ids answers (docs/api.md, "Several operators"); domains left out are not counted.
 */
function changedSince(db: Db, domains: string[], sent: unknown): number | null {
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return null
  const versions = new Map(Object.entries(sent).map(([domain, version]) => [domain.trim().toLowerCase(), version as unknown]))
  const stored = (domain: string) => (settingsOf(db, domain) as { version?: number } | null)?.version ?? 0
  return domains.filter((domain) => versions.has(domain) && versions.get(domain) !== stored(domain)).length
}

/** Each domain's result: what POST /api/push answered for its URLs. */
function pushOne(db: Db, engine: PushEngine, domain: string, urls: string[]): DomainPushResult {
  const answer = push(db, engine, domain, urls)
  const record = answer.code === 0 ? (answer.data as PushRecord) : ((answer.data as { record?: PushRecord } | null)?.record ?? null)
  return { domain, urlCount: urls.length, code: answer.code, msg: answer.msg, record }
}

function pushArticles(db: Db, body: Record<string, unknown>) {
  const errors: Record<string, string> = {}
  if (!isPushEngine(body.engine)) errors.engine = '请选择搜索引擎（百度、必应或 IndexNow）'
  const listed = strings(body.articleIds)
  const ids = articleIdList(listed ?? [])
  if (!listed) errors.articleIds = '格式不正确'
  else if (ids.length === 0) errors.articleIds = '请选择要推送的文章'
  else if (ids.length > BATCH_LIMIT) errors.articleIds = `一次最多选择 ${BATCH_LIMIT} 篇文章，当前 ${ids.length} 篇`
  if (Object.keys(errors).length) return fieldRefusal(errors)
  const engine = body.engine as PushEngine
  // drafts would lead the engine to nothing; missing ids are gone
  const published = articleUrls(db, ids).items.filter((item) => item.status === 'published')
  if (published.length === 0) return fail(1400, '所选文章都未发布，没有可推送的网址')
  const byDomain = new Map<string, string[]>()
  for (const item of published) byDomain.set(item.domain, [...(byDomain.get(item.domain) ?? []), item.url])
  const results = [...byDomain].map(([domain, urls]) => pushOne(db, engine, domain, [...new Set(urls)]))
  const failed = results.filter((result) => result.code !== 0).length
  const label = PUSH_ENGINE_LABELS[engine]
  const summary = zh`已分 ${results.length} 个域名推送到${label}`
  return ok({ results }, failed ? `${summary}：${results.length - failed} 个已推送，${failed} 个推送失败` : summary)
}

export function pushBatchRoutes(server: Server, scenario: Scenario) {
  const db = server.db
  route(server, scenario, pushSaveSettingsBatch, (request) => saveBatch(db, readBody(request)))
  route(server, scenario, pushArticlesOp, (request) => pushArticles(db, readBody(request)))
}
