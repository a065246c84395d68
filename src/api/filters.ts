/**
 * The filter keys of each list call, beside page, pageSize, keyword, sort and order (docs/api.md). A module of their
 * own: the eager route files read them, and importing a resource's whole contract there would put it in what /login
 * downloads first.
 */

/** GET /api/domains */
export const DOMAIN_FILTERS = ['theme', 'status'] as const

/** GET /api/backlinks */
export const BACKLINK_FILTERS = ['status', 'targetDomain'] as const

/** GET /api/comments */
export const COMMENT_FILTERS = ['status', 'domain'] as const

/** GET /api/articles */
export const ARTICLE_FILTERS = ['status', 'theme', 'domain'] as const

/** GET /api/push/records */
export const PUSH_FILTERS = ['engine', 'domain', 'status'] as const
