/**
 * The list call of each section: GET /api/<path> with the list's query as params (docs/api.md, "Sections"). The
 * section's calls (crudApi) and the menu's prefetch name the same path, so a prefetched page is the one its screen asks for.
 */
export const LIST_PATHS = {
  themes: '/themes',
  domains: '/domains',
  backlinks: '/backlinks',
  comments: '/comments',
  articles: '/articles',
  pushRecords: '/push/records',
} as const
