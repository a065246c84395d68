/** Articles (docs/api.md, Articles): the list row, the whole article, what a save sends, the shared rules, and the answers' schemas. */
import * as v from 'valibot'
import { PUSH_ENGINES, type PushEngine } from './engines'
import { versionNumber } from './versions'

export type ArticleStatus = 'draft' | 'published'

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: '草稿', published: '已发布' }
export const ARTICLE_STATUSES = Object.keys(ARTICLE_STATUS_LABELS) as ArticleStatus[]
export const ARTICLE_STATUS_OPTIONS = ARTICLE_STATUSES.map((value) => ({
  value,
  label: ARTICLE_STATUS_LABELS[value],
}))

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
  /** 1 at creation, one more on every change of this row (docs/api.md, "Several operators"); absent from a backend without versions. */
  version?: number
}

/** Where an article's last push left it: 已推送 (the engine took its URL), 推送失败, or 未推送 (never pushed). */
export type ArticlePushStatus = 'pushed' | 'failed' | 'none'

export const ARTICLE_PUSH_LABELS: Record<ArticlePushStatus, string> = { pushed: '已推送', failed: '推送失败', none: '未推送' }
export const ARTICLE_PUSH_STATUSES = Object.keys(ARTICLE_PUSH_LABELS) as ArticlePushStatus[]
/** The article list's 推送状态 filter (`pushStatus`). */
export const ARTICLE_PUSH_OPTIONS = ARTICLE_PUSH_STATUSES.map((value) => ({ value, label: ARTICLE_PUSH_LABELS[value] }))

/** The last push that submitted an article's URL: its engine, when, and whether the engine took the URL. */
export interface LastPush {
  engine: PushEngine
  at: string
  status: Exclude<ArticlePushStatus, 'none'>
}

/** A row of GET /api/articles: the summary and its last push (null: never pushed). */
export interface ArticleRow extends ArticleSummary {
  lastPush: LastPush | null
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

/* The answers' schemas: a row of the list (no content, its last push), and the whole article. */

const summaryEntries = {
  id: v.string(),
  title: v.string(),
  theme: v.string(),
  domain: v.string(),
  summary: v.string(),
  tags: v.array(v.string()),
  coverUrl: v.string(),
  status: v.picklist(ARTICLE_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  publishedAt: v.nullable(v.string()),
  version: v.optional(versionNumber),
}

const lastPush = v.looseObject({ engine: v.picklist(PUSH_ENGINES), at: v.string(), status: v.picklist(['pushed', 'failed']) })

export const articleRow: v.GenericSchema<unknown, ArticleRow> = v.looseObject({ ...summaryEntries, lastPush: v.nullable(lastPush) })

export const articleAnswer: v.GenericSchema<unknown, Article> = v.looseObject({ ...summaryEntries, content: v.string() })
