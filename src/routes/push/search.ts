import { PUSH_FILTERS } from '../../api/filters'

import type { ListSearch } from '../../machines/listQuery'
import { listSearch } from '../listSearch'

export type PushSearch = ListSearch & { articleIds?: string }

/**
 * `articleIds`: the article list's selection (`/push?articleIds=12,15`), which opens a push prefilled with those
 * articles' URLs. Kept as a string of ids; a lone number (`?articleIds=12` typed by hand) counts too, anything else
 * is dropped.
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

export function validatePushSearch(search: Record<string, unknown>): PushSearch {
  const articleIds = articleIdsParam(search.articleIds)
  return { ...listSearch(PUSH_FILTERS)(search), ...(articleIds ? { articleIds } : {}) }
}
