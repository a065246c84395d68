import { matchParams, type ListQuery } from '../api/list'
import type { Selection } from './actionTable'

/** What a list's selection is read from: the page of rows, how many match, the ids ticked, and the query. */
export interface SelectionSource {
  items: readonly { id: string }[]
  total: number
  selected: string[]
  /** After 选择全部 N 条匹配结果: every row matching the query is selected, on every page. */
  allMatching: boolean
  query: ListQuery
}

/** Every row of the page is selected (and the page has rows). */
export const wholePageSelected = ({ items, selected }: Pick<SelectionSource, 'items' | 'selected'>) =>
  items.length > 0 && items.every((row) => selected.includes(row.id))

/** Whether the selection bar offers 选择全部 N 条匹配结果: the whole page is selected and more rows match. */
export const offersAllMatching = (source: SelectionSource) => !source.allMatching && wholePageSelected(source) && source.total > source.items.length

/**
 * What a bulk action applies to now, with how many rows: the ticked ids, or every row matching the query's keyword
 * and filters (the list's own params without page, size and order); null when nothing is selected.
 */
export function selectionOf(source: Omit<SelectionSource, 'items'>): Selection | null {
  if (source.allMatching) return { filter: matchParams(source.query), count: source.total }
  return source.selected.length > 0 ? { ids: source.selected, count: source.selected.length } : null
}

/** A row's checkbox: ticks or unticks that row. */
export const toggleRow = (selected: string[], id: string) => (selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id])

/** The header checkbox: the whole page, or nothing when it already was. */
export const togglePage = (source: Pick<SelectionSource, 'items' | 'selected'>) => (wholePageSelected(source) ? [] : source.items.map((row) => row.id))

/**
 * Shift+x: the rows of the page from `anchor` (the row last ticked or unticked by hand) to `to`, both included, take
 * the anchor's state: ticked when it is ticked, unticked when it is not. Without an anchor on the page, `to` alone is
 * toggled, as x does.
 */
export function tickRange(source: Pick<SelectionSource, 'items' | 'selected'>, anchor: string | null, to: string): string[] {
  const ids = source.items.map((row) => row.id)
  const from = anchor === null ? -1 : ids.indexOf(anchor)
  const end = ids.indexOf(to)
  if (end < 0) return source.selected
  if (from < 0) return toggleRow(source.selected, to)
  const range = ids.slice(Math.min(from, end), Math.max(from, end) + 1)
  const rest = source.selected.filter((id) => !range.includes(id))
  return source.selected.includes(anchor!) ? [...rest, ...range] : rest
}
