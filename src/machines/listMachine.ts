import { assign, fromPromise, setup } from 'xstate'
import { isRequestError } from './requestErrors'
import { DEFAULT_PAGE_SIZE, searchFromQuery } from './listQuery'
import { offersAllMatching, tickRange, togglePage, toggleRow } from './listSelection'
import type { ListQuery } from '../api/list'
import type { Page } from '../api/envelope'

export interface ListRow {
  id: string
}

/**
 * A page of a list as its route loaded it for the URL's query (src/routes/listEnter.ts): the answer on its way, and
 * the page once it came (a page taken from the router's cache has come already).
 */
export interface ShownPage {
  query: ListQuery
  answer: Promise<Page<ListRow>>
  page?: Page<ListRow>
}

interface ListContext {
  /** What the route loaded for the URL: the list never changes its query, the URL does. */
  shown: ShownPage | null
  /** The query of the rows shown (the URL's, as the route parsed it). */
  query: ListQuery
  items: ListRow[]
  total: number
  selected: string[]
  /** The row last ticked or unticked by itself: where a range (Shift+x) starts. */
  anchor: string | null
  /** After 选择全部 N 条匹配结果: every row matching the query is selected, not only the ticked ones of this page. */
  allMatching: boolean
  error: string | null
  loadedOnce: boolean
  /**
   * The rows shown are from before a change this screen made (its own action or save): their page is being loaded
   * again. Until it comes, an action asked on a row waits for it, so the row's version sent is the one the change left.
   */
  stale: boolean
}

export type ListEvent =
  /** The route loaded the page of a URL (a change of the query, Back, or the same query again after a change). */
  | { type: 'list.show'; shown: ShownPage }
  | { type: 'list.retry' }
  | { type: 'list.rowToggled'; id: string }
  /** Shift+x: the rows from the last one ticked or unticked to this one take that row's state. */
  | { type: 'list.rangeToggled'; id: string }
  | { type: 'list.pageToggled' }
  | { type: 'list.allMatchingSelected' }
  | { type: 'list.selectionCleared' }
  /** The screen changed rows and has their page loaded again: the rows shown are out of date until it comes. */
  | { type: 'list.stale' }

export interface FetchPageInput {
  query: ListQuery
  /** The load comes from typing in the keyword box: it goes through the request gate's debounce. */
  debounce: boolean
}

/** A list's query before any choice: page 1 of 20 rows, no keyword, no sort, no filter. */
export const emptyQuery = (): ListQuery => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  keyword: '',
  sort: null,
  order: 'desc',
  filters: {},
})

/** Whether two queries ask for the same rows (the same URL search). */
export const sameQuery = (a: ListQuery, b: ListQuery) => JSON.stringify(searchFromQuery(a)) === JSON.stringify(searchFromQuery(b))

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

/** Clicking a column header: a new column sorts ascending, then descending, then not at all. */
export function toggleSort(query: ListQuery, column: string): Pick<ListQuery, 'sort' | 'order'> {
  if (query.sort !== column) return { sort: column, order: 'asc' }
  if (query.order === 'asc') return { sort: column, order: 'desc' }
  return { sort: null, order: 'desc' }
}

type Shown = { context: ListContext; event: ListEvent }

const pageOf = ({ context, page }: { context: ListContext; page: Page<ListRow> }) => ({
  items: page.items,
  total: page.total,
  error: null,
  loadedOnce: true,
  // rows deleted elsewhere drop out of the selection; with all matching selected, every row shown is
  selected: context.allMatching ? page.items.map((row) => row.id) : context.selected.filter((id) => page.items.some((row) => row.id === id)),
  allMatching: context.allMatching && page.total > 0,
})

const past = (query: ListQuery, { items, total }: Page<ListRow>) => items.length === 0 && total > 0 && query.page > pageCount(total, query.pageSize)

/**
 * One list screen: the page of rows its route loaded for the URL, and the selection. The query is the URL's alone:
 * the controls change the URL, the route loads its page, and the list shows it (`list.show`); an answer for a query
 * the URL has left is never shown. A new query clears the selection; the same query again (after a change) keeps
 * what is still there. Filtering, sorting and paging happen on the server.
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { shown?: ShownPage | null },
  },
  actors: {
    answer: fromPromise<Page<ListRow>, Promise<Page<ListRow>>>(({ input }) => input),
  },
  actions: {
    /** Provided by the screen: the URL's page loaded anew (after a failure, or an answer that will never come). */
    reload: () => {},
    /** Provided by the screen: the last rows of the last page were deleted, or a stale link: the last page that exists. */
    showLastPage: (_, _params: { page: number }) => {},
    show: assign(({ context, event }: Shown) => {
      const { shown } = event as Extract<ListEvent, { type: 'list.show' }>
      const newQuery = !sameQuery(context.query, shown.query)
      return { shown, query: shown.query, error: null, ...(newQuery && { selected: [], allMatching: false, anchor: null }) }
    }),
  },
  guards: {
    newPage: ({ context, event }) => event.type === 'list.show' && event.shown !== context.shown,
    handed: ({ context }) => !!context.shown,
    answered: ({ context }) => !!context.shown?.page && !past(context.query, context.shown.page),
    pastLastPage: ({ context, event }) => past(context.query, (event as unknown as { output: Page<ListRow> }).output),
    offersAllMatching: ({ context }) => offersAllMatching(context),
    // a debounced call a later one replaced, or one cancelled: this page's answer will never come (its URL was left
    // while it loaded and is back now, from the router's cache)
    answerLost: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return isRequestError(error, 'superseded') || isRequestError(error, 'cancelled')
    },
    quietFailure: ({ event }) => {
      const error = (event as { error?: unknown }).error
      return isRequestError(error) && error.quiet
    },
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    shown: input.shown ?? null,
    query: input.shown?.query ?? emptyQuery(),
    items: [],
    total: 0,
    selected: [],
    anchor: null,
    allMatching: false,
    error: null,
    loadedOnce: false,
    stale: false,
  }),
  initial: 'showing',
  on: {
    'list.show': { guard: 'newPage', target: '.showing', actions: 'show' },
    // ticking or unticking by hand leaves "all matching": the selection is again what is ticked
    'list.rowToggled': {
      actions: assign({ selected: ({ context, event }) => toggleRow(context.selected, event.id), anchor: ({ event }) => event.id, allMatching: false }),
    },
    'list.rangeToggled': {
      actions: assign({ selected: ({ context, event }) => tickRange(context, context.anchor, event.id), anchor: ({ event }) => event.id, allMatching: false }),
    },
    'list.pageToggled': { actions: assign({ selected: ({ context }) => (context.allMatching ? [] : togglePage(context)), allMatching: false }) },
    'list.allMatchingSelected': { guard: 'offersAllMatching', actions: assign({ allMatching: true }) },
    'list.selectionCleared': { actions: assign({ selected: [], allMatching: false, anchor: null }) },
    'list.stale': { actions: assign({ stale: true }) },
  },
  states: {
    // a page that came already (the router's cache, or an opening that waited for it) shows in the same step
    showing: {
      always: [
        { guard: 'answered', target: 'ready', actions: assign(({ context }) => pageOf({ context, page: context.shown!.page! })) },
        { guard: 'handed', target: 'loading' },
        { target: 'waiting' },
      ],
    },
    // nothing loaded yet (a list whose screen has not handed it a page)
    waiting: {},
    loading: {
      invoke: {
        src: 'answer',
        input: ({ context }) => context.shown!.answer,
        onDone: [
          {
            guard: 'pastLastPage',
            actions: { type: 'showLastPage', params: ({ event, context }) => ({ page: pageCount(event.output.total, context.query.pageSize) }) },
          },
          { target: 'ready', actions: assign(({ context, event }) => pageOf({ context, page: event.output })) },
        ],
        onError: [
          { guard: 'answerLost', actions: 'reload' },
          { guard: 'quietFailure', target: 'ready' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : '列表加载失败') }),
          },
        ],
      },
    },
    // a page came (or none will): nothing to wait for
    ready: { entry: assign({ stale: false }) },
    failed: {
      entry: assign({ stale: false }),
      on: { 'list.retry': { actions: 'reload' } },
    },
  },
})
