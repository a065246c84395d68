import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { listMachine, toggleSort, type FetchPageInput, type ListRow } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listQuery'
import type { ListQuery } from '../../../src/api/list'
import type { Page } from '../../../src/api/envelope'
import { RequestError } from '../../../src/machines/requestErrors'

interface Pending {
  input: FetchPageInput
  resolve: (page: Page<ListRow>) => void
  reject: (error: unknown) => void
}

/** A list actor whose loads wait until the test settles them, in any order. */
function startList(query: ListQuery = emptyQuery()) {
  const loads: Pending[] = []
  const urls: { query: ListQuery; replace: boolean }[] = []
  const actor = createActor(
    listMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<ListRow>, FetchPageInput>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))),
      },
      actions: { writeUrl: (_, params) => urls.push(params) },
    }),
    { input: { query } },
  ).start()
  return { actor, loads, urls, last: () => loads[loads.length - 1] }
}

const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const page = (items: ListRow[], total: number, query: ListQuery): Page<ListRow> => ({ items, total, page: query.page, pageSize: query.pageSize })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let actor: ReturnType<typeof startList>['actor'] | undefined
afterEach(() => actor?.stop())

describe('listMachine', () => {
  it('loads the query it starts with and shows the rows', async () => {
    const list = startList({ ...emptyQuery(), page: 3 })
    actor = list.actor
    expect(list.actor.getSnapshot().value).toBe('loading')
    expect(list.loads[0].input.query.page).toBe(3)
    list.loads[0].resolve(page(rows('a', 'b'), 42, list.loads[0].input.query))
    await flush()
    const { context, value } = list.actor.getSnapshot()
    expect(value).toBe('ready')
    expect(context.items.map((row) => row.id)).toEqual(['a', 'b'])
    expect(context.total).toBe(42)
    expect(context.loadedOnce).toBe(true)
  })

  it('keeps only the newest answer when loads overlap', async () => {
    const list = startList()
    actor = list.actor
    list.actor.send({ type: 'list.pageChanged', page: 2 })
    expect(list.loads).toHaveLength(2)
    list.loads[1].resolve(page(rows('new'), 30, list.loads[1].input.query))
    list.loads[0].resolve(page(rows('old'), 30, list.loads[0].input.query))
    await flush()
    expect(list.actor.getSnapshot().context.items).toEqual(rows('new'))
  })

  it('writes each change to the URL: a history entry for clicks, a replacement for typing', () => {
    const list = startList()
    actor = list.actor
    list.actor.send({ type: 'list.pageChanged', page: 4 })
    list.actor.send({ type: 'list.keywordChanged', keyword: 'ab' })
    list.actor.send({ type: 'list.filterChanged', key: 'status', value: 'active' })
    expect(list.urls.map(({ query, replace }) => [query.page, query.keyword, query.filters.status, replace])).toEqual([
      [4, '', undefined, false],
      [1, 'ab', undefined, true],
      [1, 'ab', 'active', false],
    ])
  })

  it('takes both days of a range at once: one load, one history entry, the other filters kept', () => {
    const list = startList({ ...emptyQuery(), page: 3, filters: { status: 'active', from: '2026-09-01' } })
    actor = list.actor
    list.actor.send({ type: 'list.filtersChanged', filters: { from: '2026-10-01', to: '2026-10-31' } })
    expect(list.loads).toHaveLength(2)
    expect(list.last().input.query).toMatchObject({ page: 1, filters: { status: 'active', from: '2026-10-01', to: '2026-10-31' } })
    expect(list.urls.map(({ query, replace }) => [query.filters, replace])).toEqual([[{ status: 'active', from: '2026-10-01', to: '2026-10-31' }, false]])
  })

  it('asks for a debounced load only for keyword changes', () => {
    const list = startList()
    actor = list.actor
    list.actor.send({ type: 'list.keywordChanged', keyword: 'x' })
    expect(list.last().input.debounce).toBe(true)
    list.actor.send({ type: 'list.sortToggled', column: 'name' })
    expect(list.last().input.debounce).toBe(false)
  })

  it('goes back to page 1 on a new filter, sort or page size, and clears the selection', async () => {
    const list = startList({ ...emptyQuery(), page: 5 })
    actor = list.actor
    list.loads[0].resolve(page(rows('a', 'b'), 200, list.loads[0].input.query))
    await flush()
    list.actor.send({ type: 'list.rowToggled', id: 'a' })
    list.actor.send({ type: 'list.pageSizeChanged', pageSize: 50 })
    const { query, selected } = list.actor.getSnapshot().context
    expect([query.page, query.pageSize, selected]).toEqual([1, 50, []])
  })

  it('follows the URL on Back but ignores its own writes coming back', () => {
    const list = startList()
    actor = list.actor
    const same = { ...list.actor.getSnapshot().context.query }
    list.actor.send({ type: 'list.urlChanged', query: same })
    expect(list.loads).toHaveLength(1)
    list.actor.send({ type: 'list.urlChanged', query: { ...same, page: 7 } })
    expect(list.loads).toHaveLength(2)
    expect(list.last().input.query.page).toBe(7)
  })

  it('refreshes the same page after a change, and steps back when that page no longer exists', async () => {
    const list = startList({ ...emptyQuery(), page: 3, pageSize: 10 })
    actor = list.actor
    list.loads[0].resolve(page(rows('x'), 21, list.loads[0].input.query))
    await flush()
    list.actor.send({ type: 'list.refresh' })
    expect(list.last().input.query.page).toBe(3)
    list.last().resolve(page([], 20, list.last().input.query))
    await flush()
    expect(list.last().input.query.page).toBe(2)
    expect(list.urls.at(-1)).toMatchObject({ replace: true, query: { page: 2 } })
  })

  it('shows an error it can retry, and stays quiet for cancelled or superseded loads', async () => {
    const list = startList()
    actor = list.actor
    list.loads[0].reject(new RequestError('superseded', 'x'))
    await flush()
    expect(list.actor.getSnapshot().value).toBe('ready')
    list.actor.send({ type: 'list.refresh' })
    list.last().reject(new RequestError('network', '网络连接失败'))
    await flush()
    expect(list.actor.getSnapshot().value).toBe('failed')
    expect(list.actor.getSnapshot().context.error).toBe('网络连接失败')
    list.actor.send({ type: 'list.retry' })
    expect(list.actor.getSnapshot().value).toBe('loading')
  })

  it('selects rows one by one or the whole page, and drops rows that disappeared', async () => {
    const list = startList()
    actor = list.actor
    list.loads[0].resolve(page(rows('a', 'b', 'c'), 3, list.loads[0].input.query))
    await flush()
    list.actor.send({ type: 'list.rowToggled', id: 'b' })
    expect(list.actor.getSnapshot().context.selected).toEqual(['b'])
    list.actor.send({ type: 'list.pageToggled' })
    expect(list.actor.getSnapshot().context.selected).toEqual(['a', 'b', 'c'])
    list.actor.send({ type: 'list.refresh' })
    list.last().resolve(page(rows('a', 'c'), 2, list.last().input.query))
    await flush()
    expect(list.actor.getSnapshot().context.selected).toEqual(['a', 'c'])
    list.actor.send({ type: 'list.pageToggled' })
    expect(list.actor.getSnapshot().context.selected).toEqual([])
  })

  it('cycles a column through ascending, descending and unsorted', () => {
    let query = emptyQuery()
    const steps = [1, 2, 3].map(() => {
      query = { ...query, ...toggleSort(query, 'name') }
      return [query.sort, query.order]
    })
    expect(steps).toEqual([
      ['name', 'asc'],
      ['name', 'desc'],
      [null, 'desc'],
    ])
    expect(toggleSort({ ...emptyQuery(), sort: 'name', order: 'desc' }, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' })
  })

  it('does not call the fetcher again for selection changes', async () => {
    const list = startList()
    actor = list.actor
    list.loads[0].resolve(page(rows('a'), 1, list.loads[0].input.query))
    await flush()
    list.actor.send({ type: 'list.rowToggled', id: 'a' })
    list.actor.send({ type: 'list.selectionCleared' })
    expect(list.loads).toHaveLength(1)
  })
})
