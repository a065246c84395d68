/**
 * The search engines as the offline backend meets them: each answers in its real API's shape, deterministically.
 *
 * - Baidu link submission (`POST data.zz.baidu.com/urls?site=…&token=…`, plain-text URLs): `{ remain, success,
 *   not_same_site, not_valid }`, or `{ error, message }` (`token is not valid`, `over quota`, `empty content`,
 *   `only 2000 urls are allowed once`).
 * - Bing URL submission (`SubmitUrlBatch?apikey=…`): `{ d: null }`, or `{ ErrorCode, Message }` for a bad key, a URL
 *   outside the site, or more URLs than the day's quota has left (the whole batch is refused then).
 * - IndexNow (`POST api.indexnow.org/indexnow { host, key, urlList }`): an HTTP status only — 200, 400, 403 (key not
 *   valid), 422 (a URL of another host, or a key that does not match the protocol's form).
 *
 * Quotas count the URLs each engine accepted for a domain today (China time) and start again at midnight. A
 * well-formed secret that begins with `dead` is one the engine no longer recognises (reset on the engine's side).
 */
import { SECRET_RULES, type PushEngine } from '../../api/push'

export { quotaDay } from '../../api/push'

export const BAIDU_DAILY_QUOTA = 3000
export const BAIDU_MAX_URLS = 2000
export const BING_DAILY_QUOTA = 100
export const INDEXNOW_MAX_URLS = 10_000

/** Why an engine would refuse `url` for `domain`: not a URL it takes, another host, or nothing (null). */
export function urlProblem(url: string, domain: string): 'notValid' | 'notSameSite' | null {
  if (!/^https?:\/\/[^\s/?#]+/i.test(url) || /\s/.test(url) || url.length > 2048) return 'notValid'
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return 'notValid'
  }
  if (!host || !host.includes('.')) return 'notValid'
  return host === domain || host === `www.${domain}` ? null : 'notSameSite'
}

/** The engine accepts this secret: of the right form, and not one it has forgotten. */
export const secretAccepted = (engine: PushEngine, secret: string) => SECRET_RULES[engine].pattern.test(secret) && !/^dead/i.test(secret)

export interface EngineCall {
  domain: string
  secret: string
  urls: string[]
  /** How many URLs this engine accepted for this domain earlier today. */
  usedToday: number
}

export type BaiduAnswer = { remain: number; success: number; not_same_site: string[]; not_valid: string[] } | { error: number; message: string }

export function baiduPush({ domain, secret, urls, usedToday }: EngineCall): { status: number; body: BaiduAnswer } {
  if (!secretAccepted('baidu', secret)) return { status: 401, body: { error: 401, message: 'token is not valid' } }
  if (urls.length === 0) return { status: 400, body: { error: 400, message: 'empty content' } }
  if (urls.length > BAIDU_MAX_URLS) return { status: 400, body: { error: 400, message: `only ${BAIDU_MAX_URLS} urls are allowed once` } }
  const remain = Math.max(0, BAIDU_DAILY_QUOTA - usedToday)
  if (remain === 0) return { status: 400, body: { error: 400, message: 'over quota' } }
  const notValid: string[] = []
  const notSameSite: string[] = []
  let success = 0
  for (const url of urls) {
    const problem = urlProblem(url, domain)
    if (problem === 'notValid') notValid.push(url)
    else if (problem === 'notSameSite') notSameSite.push(url)
    // beyond the day's quota the rest are simply not counted
    else if (success < remain) success += 1
  }
  return { status: 200, body: { remain: remain - success, success, not_same_site: notSameSite, not_valid: notValid } }
}

export type BingAnswer = { d: null } | { ErrorCode: number; Message: string }

export function bingSubmitUrlBatch({ domain, secret, urls, usedToday }: EngineCall): { status: number; body: BingAnswer } {
  if (!secretAccepted('bing', secret)) return { status: 400, body: { ErrorCode: 3, Message: 'ERROR!!! Invalid API key' } }
  if (urls.length === 0) return { status: 400, body: { ErrorCode: 8, Message: 'ERROR!!! urlList is empty' } }
  if (urls.some((url) => urlProblem(url, domain) !== null)) {
    return { status: 400, body: { ErrorCode: 7, Message: `ERROR!!! Url is not valid or does not belong to https://${domain}/` } }
  }
  const remain = Math.max(0, BING_DAILY_QUOTA - usedToday)
  if (urls.length > remain) return { status: 400, body: { ErrorCode: 2, Message: `ERROR!!! Quota remaining for today: ${remain}, Submitted: ${urls.length}` } }
  return { status: 200, body: { d: null } }
}

/** The day's quota Bing has left for a domain (its GetUrlSubmissionQuota). */
export const bingRemain = (usedToday: number) => Math.max(0, BING_DAILY_QUOTA - usedToday)

export function indexNowSubmit({ domain, secret, urls }: Omit<EngineCall, 'usedToday'>): { status: 200 | 400 | 403 | 422 } {
  if (urls.length === 0 || urls.length > INDEXNOW_MAX_URLS) return { status: 400 }
  if (!SECRET_RULES.indexnow.pattern.test(secret)) return { status: 422 }
  if (!secretAccepted('indexnow', secret)) return { status: 403 }
  if (urls.some((url) => urlProblem(url, domain) !== null)) return { status: 422 }
  return { status: 200 }
}
