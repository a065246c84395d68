/**
 * What a call changed, row by row, for the audit trail: every insert, update and removal of the tables operators
 * change goes through three methods of Mirage's DbCollection, whatever handler (or the scenario's other operator)
 * made it, so they are watched there, once, instead of in forty handlers. A routed call opens a journal and takes
 * what it holds when its answer is made (auditRecorder.ts); a change made outside a call (the other operator) waits
 * in the journal until it is told of.
 */
import type { Server } from 'miragejs'
import { withContent, type ArticleRecord } from './resources/articleSeeds'

/** The tables an entry can be about (docs/api.md, 操作日志). */
export const WATCHED_TABLES: readonly string[] = ['themes', 'domains', 'backlinks', 'comments', 'articles', 'pushRecords', 'pushSettings']

export type Row = Record<string, unknown> & { id: string }

/** One row's change: null before for an insert, null after for a removal. */
export interface Touch {
  table: string
  id: string
  before: Row | null
  after: Row | null
}

/** The DbCollection methods (private in miragejs 0.1.48, which package.json pins) every change goes through. */
const INSERT = '_insertRecord'
const UPDATE = '_updateRecord'
const FIND = '_findRecord'
const FIND_MANY = '_findRecords'
const FIND_WHERE = '_findRecordsWhere'
interface Collection {
  name: string
  [INSERT](data: object): Row
  [UPDATE](record: Row, attrs: object): void
  [FIND](id: unknown): Row | undefined
  [FIND_MANY](ids: unknown[]): Row[]
  [FIND_WHERE](query: object): Row[]
  remove(target?: unknown): void
}

const copy = (row: Row | null | undefined): Row | null => (row ? { ...row } : null)

/**
 * A row as the API answers it, for the tables that store it otherwise: a seeded article keeps how to write its HTML
 * (`body`) with no `content` until a save writes it, so compared as stored, the first save of any seeded article
 * would record a 正文 change it never made. Applied when a change is taken, not on every write (a reset loads 400).
 */
const ANSWERED: Record<string, (row: Row) => Row> = { articles: (row) => withContent(row as unknown as ArticleRecord) as unknown as Row }
const answered = (table: string, row: Row | null): Row | null => (row && ANSWERED[table] ? ANSWERED[table](row) : row)

export class Journal {
  private touches = new Map<string, Touch>()
  /** While the data is loaded whole (a page load of the demo's saved data, a reset): no one's change. */
  loading = false

  note(table: string, id: string, before: Row | null, after: Row | null): void {
    if (this.loading) return
    const key = `${table}\n${id}`
    const known = this.touches.get(key)
    // a row changed twice in one call: from what it was first to what it is last
    this.touches.set(key, { table, id, before: known ? known.before : before, after })
  }

  /**
   * The rows changed since the last take, each once, in the order first changed, as the API answers them; those whose
   * fields all came back as they were left out.
   */
  take(which: (touch: Touch) => boolean = () => true): Touch[] {
    const taken = [...this.touches.values()].filter(which)
    for (const touch of taken) this.touches.delete(`${touch.table}\n${touch.id}`)
    return taken
      .map(({ table, id, before, after }) => ({ table, id, before: answered(table, before), after: answered(table, after) }))
      .filter(({ before, after }) => JSON.stringify(before) !== JSON.stringify(after))
  }

  clear(): void {
    this.touches.clear()
  }
}

const journals = new WeakMap<Server, Journal>()

/** The server's journal, or undefined before the audit resource watched its tables. */
export const journalOf = (server: Server): Journal | undefined => journals.get(server)

/** Watches the tables of `server` (once; later calls only answer its journal). */
export function watchTables(server: Server): Journal {
  const known = journals.get(server)
  if (known) return known
  const journal = new Journal()
  journals.set(server, journal)
  // loading data whole inserts every row again: a reset, no one's change; noted, the rows would wait in the journal
  // as inserts, and the next change of one outside a call (the other operator's) would read as made from nothing
  const loadData = server.db.loadData.bind(server.db)
  server.db.loadData = (data) => {
    journal.loading = true
    try {
      loadData(data)
    } finally {
      journal.loading = false
    }
  }
  const collections = Reflect.get(server.db, '_collections') as Collection[]
  for (const collection of collections.filter((table) => WATCHED_TABLES.includes(table.name))) {
    const { name } = collection
    const insert = collection[INSERT].bind(collection)
    const update = collection[UPDATE].bind(collection)
    const remove = collection.remove.bind(collection)
    collection[INSERT] = (data) => {
      const row = insert(data)
      journal.note(name, row.id, null, copy(row))
      return row
    }
    collection[UPDATE] = (record, attrs) => {
      const before = copy(record)
      update(record, attrs)
      journal.note(name, record.id, before, copy(record))
    }
    collection.remove = (target) => {
      // emptying the whole table is a reset of the demo's data, no one's change
      const rows =
        target === undefined
          ? []
          : typeof target === 'object' && target !== null
            ? Array.isArray(target)
              ? collection[FIND_MANY](target)
              : collection[FIND_WHERE](target)
            : [collection[FIND](target)]
      const before = rows.filter((row): row is Row => !!row).map((row) => ({ ...row }))
      remove(target)
      for (const row of before) journal.note(name, row.id, row, null)
    }
  }
  return journal
}
