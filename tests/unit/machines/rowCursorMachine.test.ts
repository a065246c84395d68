import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { emptyQuery, listMachine } from '../../../src/machines/listMachine'
import { cursorRow, rowCursorMachine } from '../../../src/machines/rowCursorMachine'

/** A cursor over page `page` holding `ids`; `at()` is the row it shows (null: none on this page). */
function startCursor(ids: string[], page = 'page=1') {
  const actor = createActor(rowCursorMachine).start()
  actor.send({ type: 'cursor.rows', ids, page })
  return {
    actor,
    at: () => cursorRow(actor.getSnapshot().context),
    next: () => actor.send({ type: 'cursor.next' }),
    previous: () => actor.send({ type: 'cursor.previous' }),
    rows: (next: string[], on = page) => actor.send({ type: 'cursor.rows', ids: next, page: on }),
  }
}

describe('rowCursorMachine', () => {
  it('is on the row its history entry kept (a reload) once the page shows it, without taking the focus; a row gone leaves none', () => {
    const actor = createActor(rowCursorMachine).start()
    actor.send({ type: 'cursor.rows', ids: [], page: 'page=1', kept: 'b' })
    actor.send({ type: 'cursor.rows', ids: ['a', 'b', 'c'], page: 'page=1', kept: 'b' })
    expect(cursorRow(actor.getSnapshot().context)).toBe('b')
    expect(actor.getSnapshot().context.moves).toBe(0)
    actor.send({ type: 'cursor.next' })
    expect(cursorRow(actor.getSnapshot().context)).toBe('c')
    // the same page again: what the entry kept is for a page that comes, not over the cursor placed since
    actor.send({ type: 'cursor.rows', ids: ['a', 'b', 'c'], page: 'page=1', kept: 'a' })
    expect(cursorRow(actor.getSnapshot().context)).toBe('c')

    // its row gone: no cursor, and j starts from the first row
    const gone = createActor(rowCursorMachine).start()
    gone.send({ type: 'cursor.rows', ids: ['a', 'b'], page: 'page=1', kept: 'z' })
    expect(cursorRow(gone.getSnapshot().context)).toBeNull()
    gone.send({ type: 'cursor.next' })
    expect(cursorRow(gone.getSnapshot().context)).toBe('a')
  })

  it('starts on no row; j goes to the first, then down; k up; each key move counts, for the focus to follow', () => {
    const cursor = startCursor(['a', 'b', 'c'])
    expect(cursor.at()).toBeNull()
    cursor.next()
    expect(cursor.at()).toBe('a')
    cursor.next()
    cursor.next()
    expect(cursor.at()).toBe('c')
    cursor.previous()
    expect(cursor.at()).toBe('b')
    expect(cursor.actor.getSnapshot().context.moves).toBe(4)
  })

  it('stops at the first and the last rows instead of wrapping round, and has nothing to move on an empty page', () => {
    const cursor = startCursor(['a', 'b'])
    cursor.previous()
    expect(cursor.at()).toBe('a')
    cursor.previous()
    expect(cursor.at()).toBe('a')
    cursor.next()
    cursor.next()
    cursor.next()
    expect(cursor.at()).toBe('b')
    const empty = startCursor([])
    empty.next()
    expect(empty.at()).toBeNull()
  })

  it('stays on its row, by id, when the page is loaded again with the row elsewhere on it', () => {
    const cursor = startCursor(['a', 'b', 'c'])
    cursor.next()
    cursor.next()
    cursor.rows(['new', 'a', 'b', 'c'])
    expect(cursor.at()).toBe('b')
    cursor.next()
    expect(cursor.at()).toBe('c')
  })

  it('waits for its row while another page is shown, and is on it again when its page comes back', () => {
    const cursor = startCursor(['a', 'b', 'c'])
    cursor.next()
    cursor.next()
    cursor.rows(['d', 'e', 'f'], 'page=2')
    expect(cursor.at()).toBeNull()
    cursor.rows(['a', 'b', 'c'], 'page=1')
    expect(cursor.at()).toBe('b')
  })

  it('goes to the row now standing where its row stood when that row leaves the page (deleted), the last one at the end', () => {
    const cursor = startCursor(['a', 'b', 'c'])
    cursor.next()
    cursor.next()
    cursor.rows(['a', 'c'])
    expect(cursor.at()).toBe('c')
    cursor.rows(['a'])
    expect(cursor.at()).toBe('a')
    cursor.rows([])
    expect(cursor.at()).toBeNull()
  })

  it('follows the focus into a row of the page, and ignores a row not on it', () => {
    const cursor = startCursor(['a', 'b', 'c'])
    cursor.actor.send({ type: 'cursor.follow', id: 'c' })
    expect(cursor.at()).toBe('c')
    cursor.actor.send({ type: 'cursor.follow', id: 'z' })
    expect(cursor.at()).toBe('c')
    cursor.previous()
    expect(cursor.at()).toBe('b')
  })
})

describe('listMachine: Shift+x ticks a range from the row last ticked', () => {
  const page = { items: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id })), total: 5, page: 1, pageSize: 20 }
  const start = () => {
    const answer = Promise.resolve(page)
    const list = createActor(listMachine, { input: { shown: { query: emptyQuery(), answer, page } } }).start()
    return { list, selected: () => list.getSnapshot().context.selected.toSorted() }
  }

  it('ticks every row between the last ticked and this one, both included, either way up', () => {
    const { list, selected } = start()
    list.send({ type: 'list.rowToggled', id: 'b' })
    list.send({ type: 'list.rangeToggled', id: 'd' })
    expect(selected()).toEqual(['b', 'c', 'd'])
    list.send({ type: 'list.rangeToggled', id: 'a' })
    expect(selected()).toEqual(['a', 'b', 'c', 'd'])
  })

  it('unticks the range when the last row toggled was unticked; without a row toggled, toggles this one alone', () => {
    const { list, selected } = start()
    list.send({ type: 'list.rangeToggled', id: 'c' })
    expect(selected()).toEqual(['c'])
    list.send({ type: 'list.rowToggled', id: 'e' })
    list.send({ type: 'list.rowToggled', id: 'a' })
    list.send({ type: 'list.rowToggled', id: 'a' })
    list.send({ type: 'list.rangeToggled', id: 'd' })
    expect(selected()).toEqual(['e'])
    list.send({ type: 'list.selectionCleared' })
    list.send({ type: 'list.rangeToggled', id: 'b' })
    expect(selected()).toEqual(['b'])
  })
})
