import {
  pushArticleUrls,
  pushQuota,
  pushRecord,
  pushRecords,
  pushRecordsStamp,
  pushRetry,
  pushSaveSettings,
  pushSettings,
  pushSubmit,
} from '../../api/operations/push'
import { route } from '../routes'
import { PUSH_FILTERS } from '../../api/filters'
import { Model, type Request } from 'miragejs'
import { countProblem, isPushEngine, PUSH_MAX_URLS, type PushEngine, type PushQuota, type PushRecord, type PushRecordSummary } from '../../api/push'
import { BATCH_LIMIT } from '../../api/pushBatch'
import { fail, ok } from '../envelope'
import { fieldRefusal, listAnswer, notFound, readBody, listSpecOf, type ListSpec } from '../list'
import type { MockResource } from '../resource'
import { otherOperatorOf } from '../otherOperator'
import { stampRoute, versionRefusal } from '../versions'
import { BAIDU_DAILY_QUOTA, BING_DAILY_QUOTA } from './pushEngines'
import { pushBatchRoutes } from './pushBatch'
import { buildSeedPush, type SeededArticle } from './pushSeeds'
import { maskedSettings, secretChanges } from './pushSettings'
import { articleIdList, articleUrls, domainProblem, push, records, saveSecrets, settingsOf, text, type Db } from './pushStore'
import { acceptedOnDay } from './pushSubmit'

const spec: ListSpec<PushRecord, typeof PUSH_FILTERS> = listSpecOf(pushRecords, {
  filters: {
    engine: (row, value) => row.engine === value,
    domain: (row, value) => row.domain === value,
    status: (row, value) => row.status === value,
  },
  created: 'createdAt',
})

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
    // the articles are seeded first (server.ts's order): their history links to them, as built, not built again
    const seed = buildSeedPush(server.db.articles as unknown as SeededArticle[])
    server.db.loadData({ pushRecords: seed.records, pushSettings: seed.settings })
  },
  routes(server, scenario) {
    const db = server.db

    const list = (request: Request) => listAnswer([...records(db)], request, spec)
    route(server, scenario, pushRecords, (request) => {
      const answer = list(request)
      // the stamp is the whole records': a summary changes only with its record
      return answer.code === 0 && answer.data ? ok({ ...answer.data, items: answer.data.items.map(summaryOf) }) : answer
    })
    stampRoute(server, scenario, pushRecordsStamp, list)

    route(server, scenario, pushRecord, (request) => {
      const record = records(db).find(request.params.id)
      return record ? ok(record) : notFound('推送记录')
    })

    route(server, scenario, pushSubmit, (request) => {
      const { domain, engine, urls, errors } = readPush(db, request)
      return Object.keys(errors).length ? fieldRefusal(errors) : push(db, engine, domain, urls)
    })

    route(server, scenario, pushRetry, (request) => {
      const record = records(db).find(request.params.id)
      if (!record) return notFound('推送记录')
      if (record.retryable.length === 0) return fail(1400, '这条记录没有可重新推送的网址')
      return push(db, record.engine, record.domain, record.retryable, record.id)
    })

    route(server, scenario, pushQuota, (request) => {
      const domain = text(request.queryParams.domain)
      const problem = domainProblem(db, domain)
      return problem ? fail(domain ? 1404 : 1400, problem) : ok(quotaOf(db, domain))
    })

    route(server, scenario, pushArticleUrls, (request) => {
      const ids = articleIdList(text(request.queryParams.ids).split(','))
      if (ids.length === 0) return fail(1400, '请选择要推送的文章')
      if (ids.length > BATCH_LIMIT) return fail(1400, `一次最多选择 ${BATCH_LIMIT} 篇文章，当前 ${ids.length} 篇`)
      return ok(articleUrls(db, ids))
    })

    route(server, scenario, pushSettings, (request) => {
      const domain = text(request.queryParams.domain)
      const problem = domainProblem(db, domain)
      return problem ? fail(domain ? 1404 : 1400, problem) : ok(maskedSettings(domain, settingsOf(db, domain)))
    })

    route(server, scenario, pushSaveSettings, (request) => {
      const body = readBody<Record<string, unknown>>(request)
      const domain = text(body.domain)
      const problem = domainProblem(db, domain)
      if (problem) return fieldRefusal({ domain: problem })
      const stale = versionRefusal(scenario, request, {
        current: () => maskedSettings(domain, settingsOf(db, domain)),
        meddle: () => otherOperatorOf(server).changeSettings((indexNowKey) => saveSecrets(db, domain, { indexNowKey })),
        minimum: 0,
      })
      if (stale) return stale
      const { patch, errors } = secretChanges(body, settingsOf(db, domain))
      if (Object.keys(errors).length) return fieldRefusal(errors)
      return ok(maskedSettings(domain, saveSecrets(db, domain, patch)), '推送设置已保存')
    })

    pushBatchRoutes(server, scenario)
  },
}
