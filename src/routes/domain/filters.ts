/** The domain list's filters, kept in the URL beside page, keyword and order. */
export const DOMAIN_FILTERS = ['theme', 'status'] as const
