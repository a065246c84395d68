/** Articles (docs/api.md, Articles): the list row, the whole article, what a save sends, and the shared rules. */

export type ArticleStatus = 'draft' | 'published'

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: '草稿', published: '已发布' }
export const ARTICLE_STATUS_OPTIONS = (Object.keys(ARTICLE_STATUS_LABELS) as ArticleStatus[]).map((value) => ({
  value,
  label: ARTICLE_STATUS_LABELS[value],
}))

/** The list's filters, as query params of GET /api/articles. */

/** Bounds shared by the editor's checks and the fake backend. */
export const ARTICLE_LIMITS = { title: 120, summary: 300, tag: 20, tags: 10, coverUrl: 500, content: 200_000 } as const

/** A row of GET /api/articles: every field except `content`. */
export interface ArticleSummary {
  id: string
  title: string
  theme: string
  domain: string
  summary: string
  tags: string[]
  coverUrl: string
  status: ArticleStatus
  createdAt: string
  updatedAt: string
  /** When the article was (last) published; null while it is a draft. */
  publishedAt: string | null
}

/** GET /api/articles/:id: the whole article, its HTML content included. */
export interface Article extends ArticleSummary {
  content: string
}

/** What a create or update sends: every field a person writes, nothing the server stamps. */
export interface ArticleInput {
  title: string
  theme: string
  domain: string
  summary: string
  content: string
  tags: string[]
  coverUrl: string
  status: ArticleStatus
}

/** Whether a text is an http or https address with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** What is wrong with a cover address (already trimmed; '' means none), or null. */
export function coverUrlProblem(coverUrl: string): string | null {
  if (!coverUrl) return null
  if ([...coverUrl].length > ARTICLE_LIMITS.coverUrl) return `封面地址最多 ${ARTICLE_LIMITS.coverUrl} 个字符`
  return isWebAddress(coverUrl) ? null : '封面地址须为 http:// 或 https:// 开头的网址'
}
