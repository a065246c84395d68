/** The comment list's filters, kept in the URL beside page, keyword and order. */
export const COMMENT_FILTERS = ['status', 'domain'] as const
