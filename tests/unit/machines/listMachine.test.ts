import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { listMachine, toggleSort, type ListRow, type ShownPage } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listMachine'
import type { ListQuery } from '../../../src/api/list'
import type { Page } from '../../../src/api/envelope'
import { RequestError } from '../../../src/machines/requestErrors'

interface Pending extends ShownPage {
  resolve: (page: Page<ListRow>) => void
  reject: (error: unknown) => void
}

/** A page the route is loading for `query`, whose answer the test settles (in any order). */
function loading(query: ListQuery): Pending {
  let settle!: Pick<Pending, 'resolve' | 'reject'>
  const answer = new Promise<Page<ListRow>>((resolve, reject) => (settle = { resolve, reject }))
  return { query, answer, ...settle }
}

/** A list actor started with the page its route loaded; `reloads` and `lastPages` record what it asked the screen. */
function startList(shown: ShownPage) {
  const reloads: number[] = []
  const lastPages: number[] = []
  const actor = createActor(
    listMachine.provide({
      actions: {
        reload: () => reloads.push(1),
        showLastPage: (_, { page }) => lastPages.push(page),
      },
    }),
    { input: { shown } },
  ).start()
  const show = (next: ShownPage) => actor.send({ type: 'list.show', shown: next })
  return { actor, reloads, lastPages, show }
}

const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const page = (items: ListRow[], total: number, query: ListQuery): Page<ListRow> => ({ items, total, page: query.page, pageSize: query.pageSize })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let actor: ReturnType<typeof startList>['actor'] | undefined
afterEach(() => actor?.stop())

describe('listMachine', () => {
  it('shows the rows of the page its route loaded once they come', async () => {
    const first = loading({ ...emptyQuery(), page: 3 })
    const list = startList(first)
    actor = list.actor
    expect(list.actor.getSnapshot().value).toBe('loading')
    expect(list.actor.getSnapshot().context.query.page).toBe(3)
    first.resolve(page(rows('a', 'b'), 42, first.query))
    await flush()
    const { context, value } = list.actor.getSnapshot()
    expect(value).toBe('ready')
    expect(context.items.map((row) => row.id)).toEqual(['a', 'b'])
    expect(context.total).toBe(42)
    expect(context.loadedOnce).toBe(true)
  })

  it('shows a page that came already (the router kept it) in the same step: no loading state', () => {
    const query = emptyQuery()
    const list = startList({ query, answer: new Promise(() => {}), page: page(rows('a'), 1, query) })
    actor = list.actor
    expect(list.actor.getSnapshot().value).toBe('ready')
    expect(list.actor.getSnapshot().context.items).toEqual(rows('a'))
  })

  it('never shows an answer for a query the URL has left', async () => {
    const old = loading(emptyQuery())
    const list = startList(old)
    actor = list.actor
    const next = loading({ ...emptyQuery(), page: 2 })
    list.show(next)
    next.resolve(page(rows('new'), 30, next.query))
    old.resolve(page(rows('old'), 30, old.query))
    await flush()
    expect(list.actor.getSnapshot().context.items).toEqual(rows('new'))
  })

  it('clears the selection for a new query, and keeps the rows still there for the same query loaded again', async () => {
    const query = { ...emptyQuery(), page: 5 }
    const list = startList({ query, answer: Promise.resolve(page(rows('a', 'b', 'c'), 200, query)) })
    actor = list.actor
    await flush()
    list.actor.send({ type: 'list.pageToggled' })
    list.show({ query: { ...query }, answer: Promise.resolve(page(rows('a', 'c'), 199, query)) })
    await flush()
    expect(list.actor.getSnapshot().context.selected).toEqual(['a', 'c'])
    const other = { ...query, page: 1, pageSize: 50 }
    list.show({ query: other, answer: Promise.resolve(page(rows('a', 'c'), 199, other)) })
    expect(list.actor.getSnapshot().context.selected).toEqual([])
  })

  it('takes the same loaded page only once', () => {
    const first = loading(emptyQuery())
    const list = startList(first)
    actor = list.actor
    list.actor.send({ type: 'list.rowToggled', id: 'a' })
    list.show(first)
    expect(list.actor.getSnapshot().context.selected).toEqual(['a'])
  })

  it('asks for the last page that exists when the page is past it (its last rows deleted, a stale link)', async () => {
    const query = { ...emptyQuery(), page: 3, pageSize: 10 }
    const gone = loading(query)
    const list = startList(gone)
    actor = list.actor
    gone.resolve(page([], 20, query))
    await flush()
    expect(list.lastPages).toEqual([2])
  })

  it('shows an error whose 重试 has the page loaded again; stays quiet for a 401; reloads an answer that will never come', async () => {
    const failing = loading(emptyQuery())
    const list = startList(failing)
    actor = list.actor
    failing.reject(new RequestError('network', '网络连接失败'))
    await flush()
    expect(list.actor.getSnapshot().value).toBe('failed')
    expect(list.actor.getSnapshot().context.error).toBe('网络连接失败')
    list.actor.send({ type: 'list.retry' })
    expect(list.reloads).toHaveLength(1)

    const signedOut = loading(emptyQuery())
    list.show(signedOut)
    signedOut.reject(new RequestError('unauthorized', 'x'))
    await flush()
    expect(list.actor.getSnapshot().value).toBe('ready')

    // a debounced call a later keystroke replaced, shown again from the router's cache
    const replaced = loading({ ...emptyQuery(), keyword: 'a' })
    list.show(replaced)
    replaced.reject(new RequestError('superseded', 'x'))
    await flush()
    expect(list.reloads).toHaveLength(2)
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
})
