import type { DemoDataStore, SavedDemoData } from './savedTables'

/**
 * The demo's data in the browser's IndexedDB: one value under one key. Not localStorage: the seed alone is 0.74 M
 * characters as JSON, a saved article's HTML may hold 200,000 more, and localStorage stops at about 5 MB per origin;
 * IndexedDB stores the tables as they are (no JSON) and allows far more. Its schema never changes (version 1, one
 * object store), so opening it is never blocked by another tab; what the value holds is versioned inside it
 * (DEMO_DATA_VERSION).
 */
const DATABASE = 'site-backoffice-demo'
const TABLE = 'data'
const KEY = 'mirage'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  })
}

/** One request in its own transaction; settles when the transaction is done (a write is then on disk). */
function run<T>(database: IDBDatabase, mode: IDBTransactionMode, act: (table: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(TABLE, mode)
    const request = act(transaction.objectStore(TABLE))
    transaction.oncomplete = () => resolve(request.result)
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'))
    transaction.commit?.()
  })
}

export function indexedDbStore(): DemoDataStore {
  let database: Promise<IDBDatabase> | undefined
  const connect = () => (database ??= open())
  return {
    read: async () => run(await connect(), 'readonly', (table) => table.get(KEY)),
    write: async (data: SavedDemoData) => void (await run(await connect(), 'readwrite', (table) => table.put(data, KEY))),
    clear: async () => void (await run(await connect(), 'readwrite', (table) => table.delete(KEY))),
  }
}
