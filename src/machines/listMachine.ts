import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'
import { emptyQuery, pageCount, sameQuery } from './listQuery'
import { offersAllMatching, togglePage, toggleRow } from './listSelection'
import type { ListQuery } from '../api/list'
import type { Page } from '../api/envelope'

export interface ListRow {
  id: string
}

interface ListContext {
  query: ListQuery
  items: ListRow[]
  total: number
  selected: string[]
  /** After 选择全部 N 条匹配结果: every row matching the query is selected, not only the ticked ones of this page. */
  allMatching: boolean
  error: string | null
  /** The next load comes from typing in the keyword box: it goes through the request gate's debounce. */
  debounce: boolean
  loadedOnce: boolean
}

export type ListEvent =
  | { type: 'list.pageChanged'; page: number }
  | { type: 'list.pageSizeChanged'; pageSize: number }
  | { type: 'list.sortToggled'; column: string }
  | { type: 'list.keywordChanged'; keyword: string }
  | { type: 'list.filterChanged'; key: string; value: string }
  /** Several filters at once, one history entry (both days of the 创建时间 range). */
  | { type: 'list.filtersChanged'; filters: Record<string, string> }
  | { type: 'list.filtersCleared' }
  | { type: 'list.urlChanged'; query: ListQuery }
  | { type: 'list.refresh' }
  | { type: 'list.retry' }
  | { type: 'list.rowToggled'; id: string }
  | { type: 'list.pageToggled' }
  | { type: 'list.allMatchingSelected' }
  | { type: 'list.selectionCleared' }

export interface FetchPageInput {
  query: ListQuery
  debounce: boolean
}

/** Clicking a column header: a new column sorts ascending, then descending, then not at all. */
export function toggleSort(query: ListQuery, column: string): Pick<ListQuery, 'sort' | 'order'> {
  if (query.sort !== column) return { sort: column, order: 'asc' }
  if (query.order === 'asc') return { sort: column, order: 'desc' }
  return { sort: null, order: 'desc' }
}

const urlWrite = (replace: boolean) => ({
  type: 'writeUrl' as const,
  params: ({ context }: { context: ListContext }) => ({ query: context.query, replace }),
})
/** Query changes a person makes get their own history entry, so Back undoes them. */
const pushUrl = urlWrite(false)
/** Typing and corrections replace the current entry. */
const replaceUrl = urlWrite(true)

/**
 * One list screen: the query (mirrored in the URL), the page of rows the server gave for it, and the selection.
 * Every query change reloads; a load in flight is abandoned for the newer one. Filtering, sorting and paging
 * happen on the server.
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { query?: ListQuery },
  },
  actors: {
    fetchPage: fromPromise<Page<ListRow>, FetchPageInput>(async () => {
      throw new Error('fetchPage is provided by the screen')
    }),
  },
  actions: {
    /** Mirrors the query in the URL; `replace` for typing and corrections, a new history entry otherwise. */
    writeUrl: (_, _params: { query: ListQuery; replace: boolean }) => {},
    /** A new query from the person: back to page 1 (unless the page itself changed), selection cleared. */
    changeQuery: assign(({ context }, params: { patch: Partial<ListQuery>; debounce?: boolean }) => ({
      query: { ...context.query, page: 1, ...params.patch },
      selected: [],
      allMatching: false,
      debounce: params.debounce ?? false,
    })),
  },
  guards: {
    queryDiffers: ({ context, event }) => event.type === 'list.urlChanged' && !sameQuery(context.query, event.query),
    pastLastPage: ({ context, event }) => {
      const { items, total } = (event as unknown as { output: Page<ListRow> }).output
      return items.length === 0 && total > 0 && context.query.page > pageCount(total, context.query.pageSize)
    },
    offersAllMatching: ({ context }) => offersAllMatching(context),
    quietFailure: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return isRequestError(error) && error.quiet
    },
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: input.query ?? emptyQuery(),
    items: [],
    total: 0,
    selected: [],
    allMatching: false,
    error: null,
    debounce: false,
    loadedOnce: false,
  }),
  initial: 'loading',
  on: {
    'list.pageChanged': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: ({ event }) => ({ patch: { page: event.page } }) }, pushUrl],
    },
    'list.pageSizeChanged': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: ({ event }) => ({ patch: { pageSize: event.pageSize } }) }, pushUrl],
    },
    'list.sortToggled': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: ({ context, event }) => ({ patch: toggleSort(context.query, event.column) }) }, pushUrl],
    },
    'list.keywordChanged': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: ({ event }) => ({ patch: { keyword: event.keyword }, debounce: true }) }, replaceUrl],
    },
    'list.filterChanged': {
      target: '.loading',
      reenter: true,
      actions: [
        {
          type: 'changeQuery',
          params: ({ context, event }) => ({ patch: { filters: { ...context.query.filters, [event.key]: event.value } } }),
        },
        pushUrl,
      ],
    },
    'list.filtersChanged': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: ({ context, event }) => ({ patch: { filters: { ...context.query.filters, ...event.filters } } }) }, pushUrl],
    },
    'list.filtersCleared': {
      target: '.loading',
      reenter: true,
      actions: [{ type: 'changeQuery', params: { patch: { filters: {}, keyword: '' } } }, pushUrl],
    },
    'list.urlChanged': {
      // back, forward or a shared link: the URL wins; the same query coming back from writeUrl is ignored
      guard: 'queryDiffers',
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ query: event.query, selected: [], allMatching: false, debounce: false })),
    },
    // after a change: the same query again, so the person stays on the page they were on
    'list.refresh': { target: '.loading', reenter: true, actions: assign({ debounce: false }) },
    // ticking or unticking by hand leaves "all matching": the selection is again what is ticked
    'list.rowToggled': { actions: assign({ selected: ({ context, event }) => toggleRow(context.selected, event.id), allMatching: false }) },
    'list.pageToggled': { actions: assign({ selected: ({ context }) => (context.allMatching ? [] : togglePage(context)), allMatching: false }) },
    'list.allMatchingSelected': { guard: 'offersAllMatching', actions: assign({ allMatching: true }) },
    'list.selectionCleared': { actions: assign({ selected: [], allMatching: false }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, debounce: context.debounce }),
        onDone: [
          {
            // the last rows of the last page were deleted, or a stale link: show the last page that exists
            guard: 'pastLastPage',
            target: 'loading',
            reenter: true,
            actions: [
              assign(({ context, event }) => ({
                query: { ...context.query, page: pageCount(event.output.total, context.query.pageSize) },
                debounce: false,
              })),
              replaceUrl,
            ],
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              items: event.output.items,
              total: event.output.total,
              error: null,
              loadedOnce: true,
              // rows deleted elsewhere drop out of the selection; with all matching selected, every row shown is
              selected: context.allMatching
                ? event.output.items.map((row) => row.id)
                : context.selected.filter((id) => event.output.items.some((row) => row.id === id)),
              allMatching: context.allMatching && event.output.total > 0,
            })),
          },
        ],
        onError: [
          { guard: 'quietFailure', target: 'ready' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '列表加载失败') }),
          },
        ],
      },
    },
    ready: {},
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
})
