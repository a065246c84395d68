/** The list filters of /anti-chain, kept in the URL beside page, keyword and order. */
export const BACKLINK_FILTERS = ['status', 'targetDomain'] as const
