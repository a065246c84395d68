import type { Server } from 'miragejs'
import type { StoredEntry } from './auditList'

/** A table of Mirage's db, used in place: its rows as kept (never to be changed here), and its insert. */
export interface Table<Row> {
  rows: readonly Row[]
  insert(row: object): Row
}

interface Collection {
  name: string
  insert(row: object): unknown
}

/**
 * A table itself. `server.db.<table>` copies every row on each access (its `insert` too, as it hangs on that copy): the
 * audit trail is appended to on every change and read a page at a time, and with 100,000 entries those copies would be
 * the whole cost. So the trail and the tables it looks rows up in are read through Mirage's own collections
 * (`_collections`, `_records`: private in miragejs 0.1.48, which package.json pins).
 */
export function table<Row = Record<string, unknown>>(server: Server, name: string): Table<Row> {
  const found = (Reflect.get(server.db, '_collections') as Collection[]).find((collection) => collection.name === name)
  if (!found) throw new Error(`Mirage has no table ${name}`)
  return { rows: Reflect.get(found, '_records') as Row[], insert: (row) => found.insert(row) as Row }
}

/** The stored entries of the audit trail, oldest first. */
export const storedEntries = (server: Server): readonly StoredEntry[] => table<StoredEntry>(server, 'auditEntries').rows

/** Keeps one entry of the audit trail (its id is the table's next). */
export const record = (server: Server, entry: Omit<StoredEntry, 'id'>): StoredEntry => table<StoredEntry>(server, 'auditEntries').insert(entry)
