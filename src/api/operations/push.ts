/** Article push (docs/api.md, Article push). */
import * as v from 'valibot'
import { operation, type ListOrder } from '../contract'
import { pageOf } from '../envelope'
import { PUSH_ENGINES } from '../engines'
import { articleUrlsAnswer, pushQuotaAnswer, pushRecordAnswer, pushRecordRow, pushSettingsAnswer, PUSH_STATUSES } from '../push'
import { articlePushAnswer, batchSettingsAnswer } from '../pushBatch'
import { stampAnswer } from '../versions'
import { LIST_REFUSAL, listQuery, refuse, version } from './shared'

/** Pushing reaches the search engines: the client refuses a repeat inside this window (请勿请求过快). */
export const PUSH_THROTTLE_MS = 3000

const tag = '文章推送'
/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const engine = v.picklist(PUSH_ENGINES)
      const order: ListOrder = {
        sortable: ['createdAt', 'domain', 'engine', 'urlCount', 'success', 'status'],
        defaultSort: { field: 'createdAt', order: 'desc' },
        searchable: ['domain', 'message', 'urls'],
      }
      const filters = { engine, domain: v.string(), status: v.picklist(PUSH_STATUSES) }
      // what an engine's refusal of a push carries: the record it still left in the history
      const withRecord = v.looseObject({ record: pushRecordAnswer })
      const engineRefusals = [
        refuse.settingMissing('这个域名还没有这个搜索引擎的密钥：什么也没发送，不留记录'),
        { ...refuse.outsideRefused('搜索引擎不认可密钥'), data: withRecord },
        { ...refuse.quota('今日额度已用完或不够'), data: withRecord },
        { ...refuse.outsideFailed('搜索引擎出错'), data: withRecord },
      ]
      const secret = v.nullable(v.string())
      return { engine, order, filters, engineRefusals, secret }
    })()
const throttled = { throttle: PUSH_THROTTLE_MS }

export const pushRecords = operation({
  id: 'push.records',
  method: 'GET',
  path: '/push/records',
  answer: pageOf(pushRecordRow),
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : { tag, summary: '推送记录的一页（不含网址清单，只有它们的数量）', query: listQuery(d!.order, d!.filters), list: d!.order, refusals: [LIST_REFUSAL] },
})

export const pushRecordsStamp = operation({
  id: 'push.recordsStamp',
  method: 'GET',
  path: '/push/records/stamp',
  answer: stampAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '推送记录这一页的变更标记：与列表同样的查询参数，只回答 stamp（与列表回答中的 stamp 相同），这一页的行或总数变化时它就变化',
        query: listQuery(d!.order, d!.filters),
        refusals: [LIST_REFUSAL],
      },
})

export const pushRecord = operation({
  id: 'push.record',
  method: 'GET',
  path: '/push/records/:id',
  answer: pushRecordAnswer,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag, summary: '一条推送记录的全部内容（四个网址清单在内）', refusals: [refuse.notFound()] },
})

export const pushSubmit = operation({
  id: 'push.submit',
  method: 'POST',
  path: '/push',
  answer: pushRecordAnswer,
  gate: throttled,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '把网址推送给一个搜索引擎（一个域名）：回答留下的推送记录；被引擎拒绝时记录也在 data.record 里',
        body: v.object({ domain: v.string(), engine: d!.engine, urls: v.array(v.string()) }),
        refusals: [refuse.fields('域名、引擎或网址不合要求：data.fields'), ...d!.engineRefusals],
      },
})

export const pushRetry = operation({
  id: 'push.retry',
  method: 'POST',
  path: '/push/records/:id/retry',
  answer: pushRecordAnswer,
  gate: throttled,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '重新推送一条记录中可以重试的网址：回答新的推送记录',
        refusals: [refuse.notFound(), refuse.badRequest('这条记录没有可重新推送的网址'), ...d!.engineRefusals],
      },
})

export const pushQuota = operation({
  id: 'push.quota',
  method: 'GET',
  path: '/push/quota',
  answer: pushQuotaAnswer,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '一个域名今天在各搜索引擎的单次上限、每日额度和剩余额度（null：没有这项限制）',
        query: v.object({ domain: v.string() }),
        refusals: [refuse.badRequest('没有 domain'), refuse.notFound('站群中没有这个域名')],
      },
})

export const pushArticleUrls = operation({
  id: 'push.articleUrls',
  method: 'GET',
  path: '/push/article-urls',
  answer: articleUrlsAnswer,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '所选文章的网址（ids 以逗号分隔），以及已经不存在的 id',
        query: v.object({ ids: v.string() }),
        refusals: [refuse.badRequest('没有 ids，或超过 1000 个')],
      },
})

export const pushArticles = operation({
  id: 'push.articles',
  method: 'POST',
  path: '/push/articles',
  answer: articlePushAnswer,
  optional: true,
  gate: throttled,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '推送多个域名的文章：每个域名一次推送，逐个回答结果（与分别调用 POST /api/push 相同）',
        body: v.object({ engine: d!.engine, articleIds: v.array(v.string()) }),
        refusals: [refuse.fields('引擎或文章不合要求：data.fields'), refuse.badRequest('所选文章都未发布，或超过 1000 篇')],
      },
})

export const pushSettings = operation({
  id: 'push.settings',
  method: 'GET',
  path: '/push/settings',
  answer: pushSettingsAnswer,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '一个域名的各搜索引擎密钥（遮盖显示，如 abcd••••••wxyz；null：没有）',
        query: v.object({ domain: v.string() }),
        refusals: [refuse.badRequest('没有 domain'), refuse.notFound('站群中没有这个域名')],
      },
})

export const pushSaveSettings = operation({
  id: 'push.saveSettings',
  method: 'PUT',
  path: '/push/settings',
  answer: pushSettingsAnswer,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary:
          '保存一个域名的密钥：原样发回遮盖的值（或不发）保持不变，null 清除，其他文字替换；带 version 时只在设置仍是该版本时保存（0：还没有保存过设置）',
        body: v.object({
          domain: v.string(),
          baiduToken: v.optional(d!.secret),
          bingApiKey: v.optional(d!.secret),
          indexNowKey: v.optional(d!.secret),
          version: v.optional(v.union([v.literal(0), version()])),
        }),
        refusals: [
          refuse.fields('域名未知或密钥格式不对：data.fields'),
          refuse.badRequest('版本号（version）不是从 0 开始的整数'),
          refuse.changedMeanwhile(pushSettingsAnswer),
        ],
      },
})

export const pushSaveSettingsBatch = operation({
  id: 'push.saveSettingsBatch',
  method: 'POST',
  path: '/push/settings/batch',
  answer: batchSettingsAnswer,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary:
          '把一个搜索引擎的同一个密钥设置到多个域名（最多 1000 个），其他密钥不变；回答这些域名的设置（遮盖显示）；带 versions（按域名，读取时各域名设置的版本，0：没有保存过）时还回答 changed：其间被他人修改过设置的域名数',
        body: v.object({
          engine: d!.engine,
          secret: v.string(),
          domains: v.array(v.string()),
          versions: v.optional(v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0)))),
        }),
        refusals: [refuse.fields('引擎、密钥或域名不合要求：data.fields')],
      },
})
