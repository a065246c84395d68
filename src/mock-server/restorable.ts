import type { Server } from 'miragejs'
import type { Operation } from '../api/contract'
import { fail, ok } from './envelope'
import { readIds } from './list'
import { route } from './routes'
import type { Scenario } from './scenario'
import { returning } from './versions'

/** How long a deleted row (or a comment marked as spam) can be put back: the contract's "at least 10 minutes". */
export const RESTORE_WINDOW_MS = 10 * 60 * 1000

/** A Mirage collection, as the restore reads and writes it. */
export interface RestorableTable<Row> {
  find(id: string): Row | null
  insert(row: object): Row
  update(id: string, patch: object): Row
}

interface Kept<Row> {
  row: Row
  at: number
}

/**
 * A resource's restorable store (docs/api.md, "Undo"): each row as it was just before a deletion or a change 撤销 may
 * take back, by id, with the time; `POST /api/<path>/restore { ids }` puts them back with the same ids and fields.
 */
export function restorableRows<Row extends { id: string }>() {
  const kept = new Map<string, Kept<Row>>()
  return {
    /** Keeps the rows as they are now, before they are deleted or changed. */
    keep(rows: readonly Row[]): void {
      const at = Date.now()
      for (const row of rows) kept.set(row.id, { row: structuredClone({ ...row }), at })
    },
    /** The kept rows of `ids` still inside the window, taken out of the store (a row comes back once). */
    take(ids: readonly string[]): Row[] {
      const now = Date.now()
      const rows: Row[] = []
      for (const id of new Set(ids)) {
        const entry = kept.get(id)
        kept.delete(id)
        if (entry && now - entry.at <= RESTORE_WINDOW_MS) rows.push(entry.row)
      }
      return rows
    },
  }
}

export type RestorableRows<Row extends { id: string }> = ReturnType<typeof restorableRows<Row>>

/** POST /api/<path>/restore: puts each kept row back (inserted again, or a changed one set back), skipping `conflict`s. */
export function restoreRoute<Row extends { id: string }>(
  server: Server,
  scenario: Scenario,
  {
    op,
    store,
    table,
    what,
    conflict,
  }: {
    /** The resource's restore operation (src/api/operations). */
    op: Operation | undefined
    store: RestorableRows<Row>
    table: () => RestorableTable<Row>
    /** The rows named with their counter, e.g. `(n) => \`${n} 个域名\``. */
    what: (count: number) => string
    /** Why a kept row cannot come back now (e.g. its name was taken meanwhile), or null. */
    conflict?: (row: Row) => string | null
  },
) {
  if (!op) throw new Error('restoreRoute: the resource has no restore operation')
  route(server, scenario, op, (request) => {
    const ids = readIds(request)
    if (!ids) return fail(1400, '请选择要恢复的数据')
    const rows = store.take(ids)
    if (rows.length === 0) return fail(1404, '没有可恢复的数据：已超过 10 分钟，或已经恢复过')
    const checked = rows.map((row) => ({ row, reason: conflict?.(row) ?? null }))
    const refused = checked.flatMap(({ reason }) => (reason ? [reason] : []))
    const back = checked.flatMap(({ row, reason }) => (reason ? [] : [row]))
    const rowsNow = table()
    for (const row of back) {
      const { id, ...fields } = row
      // a changed row set back gets one more version from its update (versions.ts); a deleted one comes back with one more
      if (rowsNow.find(id)) rowsNow.update(id, fields)
      else rowsNow.insert(returning(row))
    }
    if (back.length === 0) return fail(1409, `未能恢复：${refused.join('；')}`)
    return ok({ restored: back.length }, `已恢复 ${what(back.length)}${refused.length ? `；未能恢复 ${refused.length} 条：${refused.join('；')}` : ''}`)
  })
}
