/** The search engines an article is pushed to (docs/api.md, Push): read by the push contract and by the article list. */

export type PushEngine = 'baidu' | 'bing' | 'indexnow'

export const PUSH_ENGINES: readonly PushEngine[] = ['baidu', 'bing', 'indexnow']

export const PUSH_ENGINE_LABELS: Record<PushEngine, string> = { baidu: '百度', bing: '必应', indexnow: 'IndexNow' }
