import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, type Actor } from 'xstate'
import type { Page } from '../../../src/api/envelope'
import type { ListQuery } from '../../../src/api/list'
import { listMachine, type FetchPageInput, type ListRow } from '../../../src/machines/listMachine'
import { emptyQuery } from '../../../src/machines/listQuery'
import { offersAllMatching, selectionOf } from '../../../src/machines/listSelection'

// Issue 13 point 1: 选择全部 N 条匹配结果 turns a whole-page selection into "every row matching the query".

const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A list whose server answers every load with `answer(query)` (by default three rows of 137). */
function startList(
  query: ListQuery,
  answer: (query: ListQuery) => Page<ListRow> = (q) => ({ items: rows('a', 'b', 'c'), total: 137, page: q.page, pageSize: 3 }),
) {
  const loads: ListQuery[] = []
  const actor = createActor(
    listMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<ListRow>, FetchPageInput>(async ({ input }) => {
          loads.push(input.query)
          return answer(input.query)
        }),
      },
    }),
    { input: { query } },
  ).start()
  return { actor, loads }
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
    actor.send({ type: 'list.filterChanged', key: 'status', value: 'active' })
    await flush()
    expect(selection()).toBeNull()

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    actor.send({ type: 'list.pageChanged', page: 2 })
    await flush()
    expect(selection()).toBeNull()

    actor.send({ type: 'list.pageToggled' })
    actor.send({ type: 'list.allMatchingSelected' })
    total = 120
    actor.send({ type: 'list.refresh' })
    await flush()
    expect(actor.getSnapshot().context.selected).toEqual(['p2a', 'p2b'])
    expect(selection()).toMatchObject({ count: 120 })

    total = 0
    actor.send({ type: 'list.refresh' })
    await flush()
    expect(selection()).toBeNull()
    expect(list.loads).toHaveLength(5)
  })
})
