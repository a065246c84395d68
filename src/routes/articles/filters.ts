/** The article list's filters, kept in the URL beside page, pageSize, keyword, sort and order. */
export const ARTICLE_FILTERS = ['status', 'theme', 'domain'] as const
