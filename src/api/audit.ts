/**
 * 操作日志 (docs/api.md, 操作日志): the server's record of every change and sign-in, who made it and when, as
 * GET /api/audit answers it; the names both sides give its resources, actions and fields.
 */
import * as v from 'valibot'
import { count } from './envelope'

export const AUDIT_RESOURCES = ['themes', 'domains', 'backlinks', 'comments', 'articles', 'push', 'auth'] as const
export type AuditResource = (typeof AUDIT_RESOURCES)[number]
export const AUDIT_RESOURCE_LABELS: Record<AuditResource, string> = {
  themes: '主题',
  domains: '域名',
  backlinks: '反链',
  comments: '留言',
  articles: '文章',
  push: '文章推送',
  auth: '登录',
}

/**
 * What was done: `batch` is a call on many rows by `{ ids }` or `{ filter }` (a batch delete among them); a bulk add
 * is a `create` with a `count`; `settings` a push settings save; `signin` a sign-in, failed ones included.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'batch', 'upload', 'push', 'settings', 'signin'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  restore: '恢复',
  batch: '批量操作',
  upload: '上传',
  push: '推送',
  settings: '推送设置',
  signin: '登录',
}

/** GET /api/audit's filters beside page, pageSize, keyword, sort and order; `from`, `to` bound `at`. */
export const AUDIT_FILTERS = ['operator', 'resource', 'action', 'rowId', 'from', 'to'] as const

/** What a secret is shown as in an entry: never its value, not even masked the way the settings show it. */
export const AUDIT_SECRET = '••••'

/** The Chinese name of each field an entry's `changes` may name, per resource (the summaries use the same). */
export const AUDIT_FIELD_LABELS: Record<AuditResource, Record<string, string>> = {
  themes: { name: '名称', description: '描述', packageName: '主题包', packageSize: '主题包大小' },
  domains: { domain: '域名', theme: '主题', status: '状态', title: '标题', keywords: '关键词', description: '描述' },
  backlinks: { sourceUrl: '来源链接', targetDomain: '目标域名', anchorText: '锚文本', rel: '链接属性', status: '状态', lastCheckedAt: '最后检测时间' },
  comments: { status: '状态', reply: '回复' },
  articles: { title: '标题', theme: '主题', domain: '域名', summary: '摘要', tags: '标签', coverUrl: '封面图', status: '状态', content: '正文' },
  push: { baiduToken: '百度推送密钥', bingApiKey: '必应 API 密钥', indexNowKey: 'IndexNow 密钥' },
  auth: {},
}

/** A field's value before or after a change, as the row holds it (`inactive`, not 停用); a secret is `••••`. */
export type AuditValue = string | number | boolean | null | string[]

/** One field an update changed. */
export interface AuditChange {
  field: string
  before: AuditValue
  after: AuditValue
}

/** What a batch call was sent: the rows by id, or the list's keyword and filters. */
export type AuditScope = { ids: string[] } | { filter: Record<string, string> }

/** One entry of the audit trail. */
export interface AuditEntry {
  id: string
  /** When it happened: a UTC instant, ISO 8601. */
  at: string
  /** The operator's username (the token's `sub`; for a sign-in, the name typed). */
  operator: string
  /** The operator's display name (运营小王); the username when the server knows no other. */
  operatorName: string
  resource: AuditResource
  action: AuditAction
  /** The rows it touched: for a batch by filter, the rows it actually touched; [] for a sign-in. */
  rowIds: (string | number)[]
  /** One line, in Chinese: 修改域名「shop.example.com」：主题 极简博客 → 新闻门户. */
  summary: string
  /** Batch calls: `{ ids }` or `{ filter }`, as sent. */
  scope?: AuditScope
  /** Batch calls and bulk adds: how many rows it affected. */
  count?: number
  /** Updates of one row: each field that changed. */
  changes?: AuditChange[]
  /** Whether the row of a single-row entry exists now (the client may link to it); false for other entries. */
  rowExists: boolean
}

const value: v.GenericSchema<unknown, AuditValue> = v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.string())])

/** An entry as the client accepts it in an answer. */
export const auditEntryRow: v.GenericSchema<unknown, AuditEntry> = v.looseObject({
  id: v.string(),
  at: v.string(),
  operator: v.string(),
  operatorName: v.string(),
  resource: v.picklist(AUDIT_RESOURCES),
  action: v.picklist(AUDIT_ACTIONS),
  rowIds: v.array(v.union([v.string(), v.number()])),
  summary: v.string(),
  scope: v.optional(v.union([v.looseObject({ ids: v.array(v.string()) }), v.looseObject({ filter: v.record(v.string(), v.string()) })])),
  count: v.optional(count),
  changes: v.optional(v.array(v.looseObject({ field: v.string(), before: value, after: value }))),
  rowExists: v.boolean(),
})
