/**
 * What the backend does with one push: sends the URLs to the engine, reads its answer, and turns it into a push record
 * with an envelope code and a message a person can act on (docs/api.md).
 */
import { PUSH_ENGINE_LABELS, PUSH_SECRET_LABELS, zh, type PushEngine, type PushRecord, type PushStatus } from '../../api/push'
import { baiduPush, bingRemain, bingSubmitUrlBatch, indexNowSubmit, quotaDay, urlProblem } from './pushEngines'

export type PushRecordData = Omit<PushRecord, 'id'>

export interface PushRequest {
  engine: PushEngine
  domain: string
  /** Trimmed, without repeats. */
  urls: string[]
  secret: string
  /** Milliseconds: when the push happens. */
  now: number
  /** URLs this engine accepted for this domain earlier that day. */
  usedToday: number
  retryOf?: string | null
}

export interface PushOutcome {
  /** 0 when the engine accepted at least one URL; otherwise why nothing was (1403 secret, 1429 quota, 1400 URLs, 1502 engine). */
  code: number
  msg: string
  record: PushRecordData
}

/** The URLs an engine accepted for a domain on the day of `now`: what its daily quota has used up. */
export function acceptedOnDay(records: Iterable<PushRecord>, engine: PushEngine, domain: string, now: number): number {
  const day = quotaDay(now)
  let used = 0
  for (const record of records) {
    if (record.engine === engine && record.domain === domain && quotaDay(Date.parse(record.createdAt)) === day) used += record.success
  }
  return used
}

interface EngineResult {
  success: number
  remain: number | null
  notValid: string[]
  notSameSite: string[]
  retryable: string[]
  /** Set when the engine refused the whole push. */
  refusal?: { code: number; message: string }
}

const refused = (urls: string[], code: number, message: string, remain: number | null = null, screened?: Screened): EngineResult => ({
  success: 0,
  remain,
  notValid: screened?.notValid ?? [],
  notSameSite: screened?.notSameSite ?? [],
  retryable: screened?.sendable ?? urls,
  refusal: { code, message },
})

/**
 * The engines answer in English (`token is not valid`, `ERROR!!! Invalid API key`, `403 Forbidden`): the person is
 * told what it means, in the interface's one language; the engine's own words go no further than this file.
 */
const secretRefused = (engine: PushEngine) => zh`${PUSH_ENGINE_LABELS[engine]}不认可当前的${PUSH_SECRET_LABELS[engine]}，请在推送设置中更新后重新推送`

/** What Baidu's other refusals mean; one it has not explained before is named by its code. */
function baiduReason({ error, message }: { error: number; message: string }): string {
  const perPush = /^only (\d+) urls are allowed once$/.exec(message)
  if (perPush) return `单次最多推送 ${perPush[1]} 条`
  if (message === 'empty content') return '没有要推送的网址'
  if (message === 'site init fail') return '站点还没有在百度搜索资源平台验证'
  return `错误码 ${error}`
}

function viaBaidu({ domain, secret, urls, usedToday }: PushRequest): EngineResult {
  const { body } = baiduPush({ domain, secret, urls, usedToday })
  if ('error' in body) {
    // Baidu says nothing of single URLs then: the backend sorts out the ones a re-push must not send
    const screened = screen(urls, domain)
    if (body.error === 401) return refused(urls, 1403, secretRefused('baidu'), null, screened)
    if (body.message === 'over quota') return refused(urls, 1429, '百度今日推送额度已用完，请明天再推送', 0, screened)
    return refused(urls, 1502, `百度拒绝了本次推送（${baiduReason(body)}）`, null, screened)
  }
  const rejected = new Set([...body.not_valid, ...body.not_same_site])
  const valid = urls.filter((url) => !rejected.has(url))
  return { success: body.success, remain: body.remain, notValid: body.not_valid, notSameSite: body.not_same_site, retryable: valid.slice(body.success) }
}

interface Screened {
  notValid: string[]
  notSameSite: string[]
  sendable: string[]
}

/** Bing and IndexNow refuse a whole batch for one bad URL: the backend leaves those out and reports them itself. */
function screen(urls: string[], domain: string): Screened {
  const screened: Screened = { notValid: [], notSameSite: [], sendable: [] }
  for (const url of urls) {
    const problem = urlProblem(url, domain)
    screened[problem ?? 'sendable'].push(url)
  }
  return screened
}

function viaBing({ domain, secret, urls, usedToday }: PushRequest, screened: Screened): EngineResult {
  const { body } = bingSubmitUrlBatch({ domain, secret, urls: screened.sendable, usedToday })
  const remain = bingRemain(usedToday)
  if ('ErrorCode' in body) {
    if (body.ErrorCode === 3) return refused(urls, 1403, secretRefused('bing'), null, screened)
    if (body.ErrorCode === 2) {
      const message =
        remain === 0
          ? '必应今日推送额度已用完，请明天再推送'
          : `必应今日剩余额度 ${remain} 条，本次 ${screened.sendable.length} 条，未推送；请减少网址或明天再推送`
      return refused(urls, 1429, message, remain, screened)
    }
    return refused(urls, 1502, `必应拒绝了本次推送（错误码 ${body.ErrorCode}）`, remain, screened)
  }
  return {
    success: screened.sendable.length,
    remain: remain - screened.sendable.length,
    notValid: screened.notValid,
    notSameSite: screened.notSameSite,
    retryable: [],
  }
}

function viaIndexNow({ domain, secret, urls }: PushRequest, screened: Screened): EngineResult {
  const { status } = indexNowSubmit({ domain, secret, urls: screened.sendable })
  if (status === 403) {
    return refused(urls, 1403, `IndexNow 不认可当前的密钥（HTTP 403）：请确认站点根目录的密钥文件可以访问、内容与推送设置中的密钥一致`, null, screened)
  }
  if (status !== 200) return refused(urls, 1502, `IndexNow 拒绝了本次推送（HTTP ${status}）`, null, screened)
  return { success: screened.sendable.length, remain: null, notValid: screened.notValid, notSameSite: screened.notSameSite, retryable: [] }
}

function run(request: PushRequest): EngineResult {
  if (request.engine === 'baidu') return viaBaidu(request)
  const screened = screen(request.urls, request.domain)
  if (screened.sendable.length === 0) return { success: 0, remain: null, notValid: screened.notValid, notSameSite: screened.notSameSite, retryable: [] }
  return request.engine === 'bing' ? viaBing(request, screened) : viaIndexNow(request, screened)
}

function describe(request: PushRequest, result: EngineResult): string {
  const label = PUSH_ENGINE_LABELS[request.engine]
  const left: string[] = []
  if (result.notValid.length) left.push(`${result.notValid.length} 条不合法`)
  if (result.notSameSite.length) left.push(`${result.notSameSite.length} 条不属于 ${request.domain}`)
  if (result.success === 0) return `没有被接受的网址：${left.join('，')}`
  const quota = result.remain !== null ? `，今日剩余额度 ${result.remain} 条` : ''
  if (result.retryable.length) left.push(`${result.retryable.length} 条超出今日额度未被接受，可明天重新推送`)
  if (!left.length) return zh`已推送 ${result.success} 条网址到${label}${quota}`
  return zh`${label}接受了 ${result.success} 条；${left.join('，')}${quota}`
}

/**
 * A record is read long after its push: its words must stay true then (今日 → 当日, 明天 → 次日). The answer's msg,
 * read at once, keeps 今日.
 */
export const historyWording = (text: string) => text.replaceAll('今日', '当日').replaceAll('明天', '次日')

/** The URLs a push got accepted: those submitted, less the ones refused or left for a re-push. */
export function acceptedUrls(record: Pick<PushRecord, 'urls' | 'success' | 'notValid' | 'notSameSite' | 'retryable'>): Set<string> {
  if (record.success === 0) return new Set()
  const left = new Set([...record.notValid, ...record.notSameSite, ...record.retryable])
  return new Set(record.urls.filter((url) => !left.has(url)))
}

/**
 * After a push: the earlier records of its engine and domain that offered to re-push one of the URLs it got
 * accepted, each with what it still offers. However a URL went through again (重新推送 or a new push), no record
 * offers it any more.
 */
export function retryableAfter(records: Iterable<PushRecord>, pushed: PushRecordData): { id: string; retryable: string[] }[] {
  const accepted = acceptedUrls(pushed)
  if (accepted.size === 0) return []
  const changed: { id: string; retryable: string[] }[] = []
  for (const record of records) {
    if (record.engine !== pushed.engine || record.domain !== pushed.domain || !record.retryable.some((url) => accepted.has(url))) continue
    changed.push({ id: record.id, retryable: record.retryable.filter((url) => !accepted.has(url)) })
  }
  return changed
}

export function submitPush(request: PushRequest): PushOutcome {
  const result = run(request)
  const urlCount = request.urls.length
  const status: PushStatus = result.success === 0 ? 'failed' : result.success === urlCount ? 'success' : 'partial'
  const message = result.refusal?.message ?? describe(request, result)
  const code = result.refusal?.code ?? (result.success === 0 ? 1400 : 0)
  const record: PushRecordData = {
    engine: request.engine,
    domain: request.domain,
    urls: request.urls,
    urlCount,
    success: result.success,
    remain: result.remain,
    notValid: result.notValid,
    notSameSite: result.notSameSite,
    retryable: result.retryable,
    status,
    message: historyWording(message),
    createdAt: new Date(request.now).toISOString(),
    retryOf: request.retryOf ?? null,
  }
  return { code, msg: message, record }
}
