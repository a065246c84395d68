import { afterEach, describe, expect, it } from 'vitest'
import { createActor, type Actor } from 'xstate'
import type { Page } from '../../../src/api/envelope'
import type { ListQuery } from '../../../src/api/list'
import { listMachine, type ListRow } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listMachine'
import { offersAllMatching, selectionOf } from '../../../src/machines/listSelection'

// 选择全部 N 条匹配结果 turns a whole-page selection into "every row matching the query".

const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A list whose route answers every URL's load with `answer(query)` (by default three rows of 137); `show(query)` is
 * the route loading a URL (a new query, or the same one again after a change).
 */
function startList(
  query: ListQuery,
  answer: (query: ListQuery) => Page<ListRow> = (q) => ({ items: rows('a', 'b', 'c'), total: 137, page: q.page, pageSize: 3 }),
) {
  const loads: ListQuery[] = []
  const load = (q: ListQuery) => {
    loads.push(q)
    return { query: q, answer: Promise.resolve().then(() => answer(q)) }
  }
  const actor = createActor(listMachine, { input: { shown: load(query) } }).start()
  const show = (q: ListQuery) => actor.send({ type: 'list.show', shown: load(q) })
  return { actor, loads, show }
}

let actor: Actor<typeof listMachine> | undefined
afterEach(() => actor?.stop())

const filtered: ListQuery = {
  ...emptyQuery(),
  page: 2,
  pageSize: 10,
  keyword: ' 旅行 ',
  sort: 'domain',
  order: 'asc',
  filters: { theme: '旅行日记', status: '' },
}
const selection = () => selectionOf(actor!.getSnapshot().context)
const offered = () => offersAllMatching(actor!.getSnapshot().context)

describe('selecting every row that matches', () => {
  it('is offered once the whole page is selected and more rows match, and then applies to the query, not the page', async () => {
    ;({ actor } = startList(filtered))
    await flush()
    expect(selection()).toBeNull()
    actor.send({ type: 'list.rowToggled', id: 'a' })
    expect(offered()).toBe(false)
    // asked too early, it changes nothing
    actor.send({ type: 'list.allMatchingSelected' })
    expect(selection()).toEqual({ ids: ['a'], count: 1 })

    actor.send({ type: 'list.pageToggled' })
    expect(offered()).toBe(true)
    expect(selection()).toEqual({ ids: ['a', 'b', 'c'], count: 3 })
    actor.send({ type: 'list.allMatchingSelected' })
    expect(offered()).toBe(false)
    // the list's own params without page, size and order: the keyword trimmed, empty filters left out
    expect(selection()).toEqual({ filter: { keyword: '旅行', theme: '旅行日记' }, count: 137 })
  })

  it('is not offered when the page already holds every matching row', async () => {
    ;({ actor } = startList(emptyQuery(), (q) => ({ items: rows('a', 'b'), total: 2, page: q.page, pageSize: q.pageSize })))
    await flush()
    actor.send({ type: 'list.pageToggled' })
    expect(offered()).toBe(false)
    actor.send({ type: 'list.allMatchingSelected' })
    expect(selection()).toEqual({ ids: ['a', 'b'], count: 2 })
  })

  it('ends when a row is unticked (the rest of the page stays), or with the header checkbox or 取消选择', async () => {
    ;({ actor } = startList(filtered))
    await flush()
    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    actor.send({ type: 'list.rowToggled', id: 'b' })
    expect(selection()).toEqual({ ids: ['a', 'c'], count: 2 })

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    actor.send({ type: 'list.pageToggled' })
    expect(selection()).toBeNull()

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    actor.send({ type: 'list.selectionCleared' })
    expect(selection()).toBeNull()
  })

  it('ends with any new query, survives a reload of the same one (its rows ticked), and ends when nothing matches any more', async () => {
    let total = 137
    const list = startList(filtered, (q) => ({ items: total ? rows(`p${q.page}a`, `p${q.page}b`) : [], total, page: q.page, pageSize: 2 }))
    actor = list.actor
    await flush()
    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    list.show({ ...filtered, filters: { ...filtered.filters, status: 'active' }, page: 1 })
    await flush()
    expect(selection()).toBeNull()

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    list.show({ ...filtered, filters: { ...filtered.filters, status: 'active' }, page: 2 })
    await flush()
    expect(selection()).toBeNull()

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    total = 120
    list.show({ ...filtered, filters: { ...filtered.filters, status: 'active' }, page: 2 })
    await flush()
    expect(actor.getSnapshot().context.selected).toEqual(['p2a', 'p2b'])
    expect(selection()).toMatchObject({ count: 120 })

    total = 0
    list.show({ ...filtered, filters: { ...filtered.filters, status: 'active' }, page: 2 })
    await flush()
    expect(selection()).toBeNull()
    expect(list.loads).toHaveLength(5)
  })
})
