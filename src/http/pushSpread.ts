import { pushArticleUrls, pushSubmit } from '../api/operations/push'
import { recordOfRefusal, type PushEngine } from '../api/push'
import type { ArticlePushAnswer, DomainPushResult } from '../api/pushBatch'
import { isRequestError, RequestError } from '../machines/requestErrors'
import { callOperation } from './operationCall'

/**
 * A push of articles of several domains where the backend lacks POST /api/push/articles (an optional call): the
 * same pushes made one by one — the published articles' addresses (GET /api/push/article-urls), grouped by domain,
 * then one POST /api/push per domain, each answered as POST /api/push/articles would have (docs/api.md). Each
 * domain's outcome is shown in the push dialog's list, so no call raises a toast of its own.
 */
export async function pushDomainByDomain(engine: PushEngine, articleIds: string[], signal?: AbortSignal): Promise<ArticlePushAnswer> {
  const { items } = await callOperation(pushArticleUrls, { params: { ids: articleIds.join(',') }, signal })
  const byDomain = new Map<string, string[]>()
  for (const article of items) if (article.status === 'published') byDomain.set(article.domain, [...(byDomain.get(article.domain) ?? []), article.url])
  if (byDomain.size === 0) throw new RequestError('business', '所选文章都未发布，没有可推送的网址', { code: 1400 })
  const results: DomainPushResult[] = []
  for (const [domain, urls] of byDomain) {
    const unique = [...new Set(urls)]
    try {
      // one person's one push: the pushes of its domains are not repeats the throttle should refuse
      const record = await callOperation(pushSubmit, { body: { domain, engine, urls: unique }, signal, gate: null, silent: true })
      results.push({ domain, urlCount: unique.length, code: 0, msg: record.message, record })
    } catch (error) {
      if (!isRequestError(error, 'business')) throw error
      results.push({ domain, urlCount: unique.length, code: error.code ?? -1, msg: error.message, record: recordOfRefusal(error.data) })
    }
  }
  return { results }
}
