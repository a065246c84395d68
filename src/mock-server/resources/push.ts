import { PUSH_FILTERS } from '../../api/filters'
import { Model, type Request, type Server } from 'miragejs'
import {
  countProblem,
  isPushEngine,
  PUSH_MAX_URLS,
  PUSH_SECRET_LABELS,
  SECRET_FIELD_OF,
  zh,
  type PushEngine,
  type PushQuota,
  type PushRecord,
  type PushRecordSummary,
} from '../../api/push'
import type { Envelope } from '../../api/envelope'
import { authed, fail, ok } from '../envelope'
import { fieldRefusal, listAnswer, notFound, nowIso, readBody, type ListSpec } from '../list'
import type { MockResource } from '../resource'
import { BAIDU_DAILY_QUOTA, BING_DAILY_QUOTA } from './pushEngines'
import { articleUrl, seedPushRecords, seedPushSettings, type PushSettingsRow } from './pushSeeds'
import { maskedSettings, secretChanges } from './pushSettings'
import { acceptedOnDay, submitPush } from './pushSubmit'

const spec: ListSpec<PushRecord, typeof PUSH_FILTERS> = {
  searchable: ['domain', 'message', 'urls'],
  filters: {
    engine: (row, value) => row.engine === value,
    domain: (row, value) => row.domain === value,
    status: (row, value) => row.status === value,
  },
  sortable: ['createdAt', 'domain', 'engine', 'urlCount', 'success', 'status'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  created: 'createdAt',
}

type Db = Server['db']
/** Mirage's collections: `find` looks up an id, `findBy` the first row matching the fields. */
type Table<Row> = Row[] & { find(id: string): Row | null; findBy(query: object): Row | null; insert(row: object): Row; update(id: string, patch: object): Row }
const records = (db: Db) => db.pushRecords as unknown as Table<PushRecord>
const settingsRows = (db: Db) => db.pushSettings as unknown as Table<PushSettingsRow>
const settingsOf = (db: Db, domain: string) => settingsRows(db).findBy({ domain })
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function domainProblem(db: Db, domain: string): string | null {
  if (!domain) return '请选择域名'
  const known = ((db.domains as unknown as { domain: string }[] | undefined) ?? []).some((row) => row.domain === domain)
  return known ? null : `域名「${domain}」不在站群中`
}

function quotaOf(db: Db, domain: string): PushQuota {
  const now = Date.now()
  const remain = (engine: PushEngine, daily: number) => Math.max(0, daily - acceptedOnDay(records(db), engine, domain, now))
  return {
    domain,
    engines: {
      baidu: { perPush: PUSH_MAX_URLS.baidu, daily: BAIDU_DAILY_QUOTA, remain: remain('baidu', BAIDU_DAILY_QUOTA) },
      bing: { perPush: PUSH_MAX_URLS.bing, daily: BING_DAILY_QUOTA, remain: remain('bing', BING_DAILY_QUOTA) },
      indexnow: { perPush: PUSH_MAX_URLS.indexnow, daily: null, remain: null },
    },
  }
}

/** Sends URLs to an engine for a domain; the answer becomes a record, kept even when the engine refused them all. */
function push(db: Db, engine: PushEngine, domain: string, urls: string[], retryOf: string | null = null): Envelope {
  const secret = settingsOf(db, domain)?.[SECRET_FIELD_OF[engine]]
  if (!secret) return fail(1412, zh`请先在推送设置中填写${PUSH_SECRET_LABELS[engine]}`)
  const now = Date.now()
  const outcome = submitPush({ engine, domain, urls, secret, now, usedToday: acceptedOnDay(records(db), engine, domain, now), retryOf })
  const record = records(db).insert(outcome.record)
  return outcome.code === 0 ? ok(record, outcome.msg) : fail(outcome.code, outcome.msg, { record })
}

function readPush(db: Db, request: Request) {
  const body = readBody<{ domain: unknown; engine: unknown; urls: unknown }>(request)
  const domain = text(body.domain)
  const errors: Record<string, string> = {}
  const problem = domainProblem(db, domain)
  if (problem) errors.domain = problem
  if (!isPushEngine(body.engine)) errors.engine = '请选择搜索引擎（百度、必应或 IndexNow）'
  const lines = Array.isArray(body.urls) && body.urls.every((url) => typeof url === 'string') ? (body.urls as string[]) : null
  const urls = [...new Set((lines ?? []).map((url) => url.trim()).filter(Boolean))]
  const tooMany = isPushEngine(body.engine) ? countProblem(body.engine, urls.length, null) : null
  if (!lines) errors.urls = '格式不正确'
  else if (urls.length === 0) errors.urls = '请至少填写一个网址'
  else if (tooMany) errors.urls = tooMany
  return { domain, engine: body.engine as PushEngine, urls, errors }
}

const summaryOf = ({ urls: _urls, notValid, notSameSite, retryable, ...rest }: PushRecord): PushRecordSummary => ({
  ...rest,
  notValidCount: notValid.length,
  notSameSiteCount: notSameSite.length,
  retryableCount: retryable.length,
})

export const pushResource: MockResource = {
  models: { pushRecord: Model, pushSetting: Model },
  seed(server) {
    server.db.loadData({ pushRecords: seedPushRecords.map((row) => ({ ...row })), pushSettings: seedPushSettings.map((row) => ({ ...row })) })
  },
  routes(server, scenario) {
    const db = server.db

    server.get(
      '/push/records',
      authed(scenario, (request) => {
        const answer = listAnswer([...records(db)], request, spec)
        return answer.code === 0 && answer.data ? ok({ ...answer.data, items: answer.data.items.map(summaryOf) }) : answer
      }),
    )

    server.get(
      '/push/records/:id',
      authed(scenario, (request) => {
        const record = records(db).find(request.params.id)
        return record ? ok(record) : notFound('推送记录')
      }),
    )

    server.post(
      '/push',
      authed(scenario, (request) => {
        const { domain, engine, urls, errors } = readPush(db, request)
        return Object.keys(errors).length ? fieldRefusal(errors) : push(db, engine, domain, urls)
      }),
    )

    server.post(
      '/push/records/:id/retry',
      authed(scenario, (request) => {
        const record = records(db).find(request.params.id)
        if (!record) return notFound('推送记录')
        if (record.retryable.length === 0) return fail(1400, '这条记录没有可重新推送的网址')
        return push(db, record.engine, record.domain, record.retryable, record.id)
      }),
    )

    server.get(
      '/push/quota',
      authed(scenario, (request) => {
        const domain = text(request.queryParams.domain)
        const problem = domainProblem(db, domain)
        return problem ? fail(domain ? 1404 : 1400, problem) : ok(quotaOf(db, domain))
      }),
    )

    server.get(
      '/push/article-urls',
      authed(scenario, (request) => {
        const ids = [
          ...new Set(
            text(request.queryParams.ids)
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ]
        if (ids.length === 0) return fail(1400, '请选择要推送的文章')
        if (ids.length > 1000) return fail(1400, `一次最多选择 1000 篇文章，当前 ${ids.length} 篇`)
        const table = db.articles as unknown as { find(id: string): { title: string; domain: string; status: 'draft' | 'published' } | null }
        const found = ids.map((id) => ({ id, article: table.find(id) }))
        return ok({
          items: found.flatMap(({ id, article }) =>
            article ? [{ id, title: article.title, domain: article.domain, status: article.status, url: articleUrl(article.domain, id) }] : [],
          ),
          missing: found.filter(({ article }) => !article).map(({ id }) => id),
        })
      }),
    )

    server.get(
      '/push/settings',
      authed(scenario, (request) => {
        const domain = text(request.queryParams.domain)
        const problem = domainProblem(db, domain)
        return problem ? fail(domain ? 1404 : 1400, problem) : ok(maskedSettings(domain, settingsOf(db, domain)))
      }),
    )

    server.put(
      '/push/settings',
      authed(scenario, (request) => {
        const body = readBody<Record<string, unknown>>(request)
        const domain = text(body.domain)
        const problem = domainProblem(db, domain)
        if (problem) return fieldRefusal({ domain: problem })
        const row = settingsOf(db, domain)
        const { patch, errors } = secretChanges(body, row)
        if (Object.keys(errors).length) return fieldRefusal(errors)
        const changes = { ...patch, updatedAt: nowIso() }
        const saved = row
          ? settingsRows(db).update(row.id, changes)
          : settingsRows(db).insert({ domain, baiduToken: null, bingApiKey: null, indexNowKey: null, ...changes })
        return ok(maskedSettings(domain, saved), '推送设置已保存')
      }),
    )
  },
}
