/**
 * What the push screen says once a push is answered: a success only when every URL (every domain) was taken, never
 * for a push that was only partly taken; and, once a push across domains is closed, the domains that were not pushed
 * at all (no key) and so left no record in the history, each with its reason, until the person closes the notice.
 */
import { PUSH_ENGINE_LABELS, zh, type PushEngine, type PushRecord } from '../../api/push'
import type { DomainPushResult } from '../../api/pushBatch'
import { notify } from '../../ui/toast'

const remainOf = (record: PushRecord) => (record.remain === null ? '' : `，今日剩余额度 ${record.remain} 条`)

/** A push of one domain the engine took (code 0): all of it, or only part (the drawer then shows what was left). */
export function announcePush(record: PushRecord): void {
  const label = PUSH_ENGINE_LABELS[record.engine]
  if (record.status === 'success') return notify.success(zh`已推送 ${record.success} 条网址到${label}${remainOf(record)}`)
  notify.info(
    zh`部分推送成功：${label}接受了 ${record.success} 条，${record.urlCount - record.success} 条未被接受${remainOf(record)}；详情见推送记录 #${record.id}`,
  )
}

/** A push across domains: a success only when every domain's URLs were all taken. */
export function announceSpread(engine: PushEngine, results: DomainPushResult[]): void {
  const done = results.filter((result) => result.code === 0 && result.record?.status === 'success').length
  const partly = results.filter((result) => result.code === 0 && result.record?.status !== 'success').length
  const failed = results.length - done - partly
  const summary = zh`已分 ${results.length} 个域名推送到${PUSH_ENGINE_LABELS[engine]}`
  if (done === results.length) return notify.success(summary)
  const parts = [done && `${done} 个全部成功`, partly && `${partly} 个部分成功`, failed && `${failed} 个推送失败`].filter(Boolean)
  const text = `${summary}：${parts.join('，')}`
  if (failed === results.length) notify.error(text)
  else notify.info(text)
}

/** The domains of a push across domains that were not pushed and left no record (no key for the engine). */
export const leftOut = (results: readonly DomainPushResult[]) => results.filter((result) => result.code !== 0 && result.record === null)

/**
 * Once the results are closed, the domains that left no record stay listed with their reasons until the person
 * closes the notice (the history cannot show them). A toast that stays, since the screen behind may be another one
 * (the article list the push was started from): the app's notify has none (src/ui/toast.ts is part of what /login
 * downloads), so sonner, which that module loads on first use, is asked for it directly here.
 */
export function tellLeftOut(results: readonly DomainPushResult[]): void {
  const missed = leftOut(results)
  if (missed.length === 0) return
  const title = `${missed.length} 个域名没有推送，也没有留下推送记录`
  const lines = missed.map((result) => `${result.domain}：${result.msg}`)
  void import('sonner').then(({ toast }) => toast.warning(title, { description: lines.join('\n'), duration: Infinity, className: 'push-left-out' }))
}
