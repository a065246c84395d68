import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { cursorRow, rowCursorMachine } from '../../src/machines/rowCursorMachine'

const PAGE_1 = ['a', 'b', 'c', 'd']
const PAGE_2 = ['e', 'f', 'g', 'h']

function startCursor() {
  const actor = createActor(rowCursorMachine).start()
  return {
    at: () => cursorRow(actor.getSnapshot().context),
    next: (times = 1) => Array.from({ length: times }, () => actor.send({ type: 'cursor.next' })),
    rows: (ids: string[], page: string, more: { kept?: string | null; focused?: string | null } = {}) =>
      actor.send({ type: 'cursor.rows', ids, page, ...more }),
    follow: (id: string) => actor.send({ type: 'cursor.follow', id }),
  }
}

describe('the row cursor of each page', () => {
  it('keeps a cursor row per page: another page shows none (j starts at its top), and coming back finds the row it was on', () => {
    const cursor = startCursor()
    cursor.rows(PAGE_1, '{}')
    cursor.next(3)
    expect(cursor.at()).toBe('c')
    cursor.rows(PAGE_2, '{"page":2}')
    expect(cursor.at()).toBeNull()
    cursor.next(2)
    expect(cursor.at()).toBe('f')
    cursor.rows(PAGE_1, '{}')
    expect(cursor.at()).toBe('c')
    cursor.rows(PAGE_2, '{"page":2}')
    expect(cursor.at()).toBe('f')
    // a row gone meanwhile: none on that page
    cursor.rows(['a', 'b', 'd'], '{}')
    expect(cursor.at()).toBeNull()
  })

  it('on a page that comes, the row its history entry kept (Back to it, a reload) wins over the one this screen remembers', () => {
    const cursor = startCursor()
    cursor.rows(PAGE_1, '{}')
    cursor.next(2)
    cursor.rows(PAGE_2, '{"page":2}')
    cursor.rows(PAGE_1, '{}', { kept: 'd' })
    expect(cursor.at()).toBe('d')
  })

  it('stays on its row when another query shows it too (a filter it still matches)', () => {
    const cursor = startCursor()
    cursor.rows(PAGE_1, '{}')
    cursor.next(2)
    cursor.rows(['b', 'd'], '{"status":"active"}')
    expect(cursor.at()).toBe('b')
  })

  it('goes where the focus is: a row focused before its page came here is the cursor row once it does', () => {
    const cursor = startCursor()
    cursor.rows(['a', 'e', 'f'], '{}')
    cursor.next(2)
    expect(cursor.at()).toBe('e')
    // 撤销 brings b, c and d back and the focus is put on b's checkbox before the rows reach the cursor
    cursor.follow('b')
    expect(cursor.at()).toBe('e')
    cursor.rows(['a', 'b', 'c', 'd', 'e', 'f'], '{}', { focused: 'b' })
    expect(cursor.at()).toBe('b')
    cursor.next()
    expect(cursor.at()).toBe('c')
  })
})
