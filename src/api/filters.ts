/**
 * The filter keys of each list call, beside page, pageSize, keyword, sort and order (docs/api.md). A module of their
 * own: the eager route files read them, and importing a resource's whole contract there would put it in what /login
 * downloads first.
 */

/**
 * The 创建时间 range, a filter kind of its own: in the URL two days (`YYYY-MM-DD`), sent as the UTC instants of the
 * start of `from` and the end of `to` (src/api/dateRange.ts). Every list below has it.
 */
export const DATE_RANGE_FILTERS = ['from', 'to'] as const

export type DateRangeKey = (typeof DATE_RANGE_FILTERS)[number]

/** GET /api/domains */
export const DOMAIN_FILTERS = ['theme', 'status', ...DATE_RANGE_FILTERS] as const

/** GET /api/backlinks */
export const BACKLINK_FILTERS = ['status', 'targetDomain', ...DATE_RANGE_FILTERS] as const

/** GET /api/comments */
export const COMMENT_FILTERS = ['status', 'domain', ...DATE_RANGE_FILTERS] as const

/** GET /api/articles */
export const ARTICLE_FILTERS = ['status', 'theme', 'domain', 'pushStatus', ...DATE_RANGE_FILTERS] as const

/** GET /api/push/records */
export const PUSH_FILTERS = ['engine', 'domain', 'status', ...DATE_RANGE_FILTERS] as const

/** GET /api/audit (操作日志): `from`, `to` bound an entry's time; `rowId` with `resource` is one row's history */
export const AUDIT_FILTERS = ['operator', 'resource', 'action', 'rowId', ...DATE_RANGE_FILTERS] as const
