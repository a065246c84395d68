/**
 * What the demo saves of Mirage's db (persistence.ts) and how a saved value is checked before it is loaded: this
 * version's, exactly the server's tables, every row an object with an id of its own.
 */

/**
 * The version of what is saved: bump it when the seed or a row's shape changes (a field added or renamed, a seeded
 * article's `body` written differently). A store of another version is dropped, and the demo starts from the seed.
 */
export const DEMO_DATA_VERSION = 2

type Row = { id: string } & Record<string, unknown>
export type Tables = Record<string, Row[]>

/** What is saved: Mirage's tables as `server.db.dump()` gives them. */
export interface SavedDemoData {
  version: number
  savedAt: string
  tables: Tables
}

/** Where the demo keeps its data: one value, read at start, written after changes, cleared by a reset. */
export interface DemoDataStore {
  /** The value saved, or undefined when there is none; rejects when the store cannot be read at all. */
  read(): Promise<unknown>
  write(data: SavedDemoData): Promise<void>
  clear(): Promise<void>
}

export const savedDemoData = (tables: Tables): SavedDemoData => ({ version: DEMO_DATA_VERSION, savedAt: new Date().toISOString(), tables })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The tables of a saved value, if it is this version's and has exactly the tables `names`, each row with an id. */
export function savedTables(saved: unknown, names: readonly string[]): Tables | 'otherVersion' | 'corrupt' {
  if (!isRecord(saved)) return 'corrupt'
  if (saved.version !== DEMO_DATA_VERSION) return typeof saved.version === 'number' ? 'otherVersion' : 'corrupt'
  const tables = saved.tables
  if (!isRecord(tables)) return 'corrupt'
  if (Object.keys(tables).sort().join('\n') !== [...names].sort().join('\n')) return 'corrupt'
  for (const rows of Object.values(tables)) {
    if (!Array.isArray(rows)) return 'corrupt'
    const ids = new Set<string>()
    for (const row of rows) {
      if (!isRecord(row) || typeof row.id !== 'string' || !row.id || ids.has(row.id)) return 'corrupt'
      ids.add(row.id)
    }
  }
  return tables as Tables
}
