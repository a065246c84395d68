import { PUSH_FILTERS } from '../../api/filters'

import { listSearch } from '../listSearch'

/**
 * `articleIds`: the article list's selection (`/push?articleIds=12,15`), which opens a push prefilled with those
 * articles' URLs. Kept as a string of ids; a lone number (`?articleIds=12` typed by hand) counts too, anything else
 * is dropped. The push screen reads it through this check: the router keeps a link's raw params beside the validated
 * ones, so the route's own check (the list's, below) needs no copy of it in what /login downloads.
 */
export function articleIdsParam(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value : ''
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => /^[\w-]{1,64}$/.test(id)),
    ),
  ]
  return ids.length ? ids.join(',') : undefined
}

/** The push records' list: page, pageSize, keyword, sort, order and its filters, as every list's. */
export const validatePushSearch = listSearch(PUSH_FILTERS)
