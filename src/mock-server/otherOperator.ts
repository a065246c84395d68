/**
 * The scenario's second operator (scenario.ts: `otherOperator`, `conflictNextSave`): 运营小王 changing rows while the
 * person works, so that the demo and the tests show conflicts, batches on rows that changed and lists that go stale.
 */
import type { Server } from 'miragejs'
import { articles } from '../api/operations/articles'
import { backlinks } from '../api/operations/backlinks'
import { comments } from '../api/operations/comments'
import { domains } from '../api/operations/domains'
import { themes } from '../api/operations/themes'
import type { Operation } from '../api/contract'
import { filterRows, listSpecOf, nowIso } from './list'

/** Who the scenario plays (one of the operators resources/auth.ts knows). */
export const OTHER_OPERATOR = { username: 'editor', displayName: '运营小王' } as const

export type ChangedTable = 'themes' | 'domains' | 'backlinks' | 'comments' | 'articles'

/** The field the other operator changes in each section: one its list shows, and how long it may be. */
const FIELDS: Record<ChangedTable, { field: string; max: number; list: Operation }> = {
  themes: { field: 'description', max: 200, list: themes.list },
  domains: { field: 'title', max: 100, list: domains.list },
  backlinks: { field: 'anchorText', max: 100, list: backlinks.list },
  comments: { field: 'reply', max: 500, list: comments.list },
  articles: { field: 'title', max: 120, list: articles.list },
}
const TABLES = Object.keys(FIELDS) as ChangedTable[]
const MARK = /（运营小王改 \d+）$/

type Row = Record<string, unknown> & { id: string }
type Table = Row[] & { find(id: string): Row | null; update(id: string, patch: object): Row }
const tableOf = (server: Server, name: string) => (server.db as unknown as Record<string, Table | undefined>)[name]

/** What the other operator did: the row, and its table (`pushSettings` for a domain's keys, by the settings' id). */
export interface OtherChange {
  table: ChangedTable | 'pushSettings'
  id: string
  operator: typeof OTHER_OPERATOR
}

/** Changes one row as the other operator (its field marked with the change's number); null when the row is gone. */
function changeAsOther(server: Server, table: ChangedTable, id: string, n: number): OtherChange | null {
  const rows = tableOf(server, table)
  const row = rows?.find(id)
  if (!rows || !row) return null
  const { field, max } = FIELDS[table]
  const mark = `（运营小王改 ${n}）`
  const base = String(row[field] ?? '').replace(MARK, '')
  const patch: Record<string, unknown> = { [field]: [...base].slice(0, max - [...mark].length).join('') + mark }
  if ('updatedAt' in row) patch.updatedAt = nowIso()
  if (table === 'comments') patch.repliedAt = nowIso()
  rows.update(id, patch)
  return { table, id, operator: OTHER_OPERATOR }
}

/** The new IndexNow key the other operator saves for a domain (push settings have no text field to mark). */
const settingsKey = (n: number) => `yunying-xiaowang-${n}`

/**
 * The other operator of a server: `tick()` changes one row, the sections in turn and, in each, the next of the first
 * ten rows of its list's default order (what a person sees on the first page), never the same row twice running;
 * `changeRow` and `changeSettings` change a given one (the scenario's `conflictNextSave`). Each change is told to the
 * listeners (the demo saves its data after one, as after a request).
 */
function makeOtherOperator(server: Server) {
  let count = 0
  const last = new Map<ChangedTable, string>()
  const listeners = new Set<(change: OtherChange) => void>()
  const told = (change: OtherChange | null) => {
    if (change) for (const listener of listeners) listener(change)
    return change
  }
  return {
    /** How many changes it made. */
    get count() {
      return count
    },
    tick(): OtherChange | null {
      for (let attempt = 0; attempt < TABLES.length; attempt += 1) {
        const table = TABLES[count % TABLES.length]
        const rows = tableOf(server, table)
        const ordered = rows ? filterRows([...rows], {}, listSpecOf<Row>(FIELDS[table].list, {})) : []
        const first = ordered.slice(0, 10).filter((row) => row.id !== last.get(table))
        count += 1
        if (first.length === 0) continue
        const row = first[Math.floor((count - 1) / TABLES.length) % first.length]
        last.set(table, row.id)
        return told(changeAsOther(server, table, row.id, count))
      }
      return null
    },
    changeRow: (table: ChangedTable, id: string) => told(changeAsOther(server, table, id, (count += 1))),
    /** Saves a new IndexNow key with `save` (the push resource's own store; answers the settings row). */
    changeSettings: (save: (indexNowKey: string) => { id: string }) =>
      told({ table: 'pushSettings', id: save(settingsKey((count += 1))).id, operator: OTHER_OPERATOR }),
    /** Calls `listener` after each change; answers the unsubscribe. */
    onChange(listener: (change: OtherChange) => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type OtherOperator = ReturnType<typeof makeOtherOperator>

const byServer = new WeakMap<Server, OtherOperator>()

/** The other operator of `server` (one per server). */
export function otherOperatorOf(server: Server): OtherOperator {
  let other = byServer.get(server)
  if (!other) byServer.set(server, (other = makeOtherOperator(server)))
  return other
}
