import type { DemoDataStore } from '../../src/mock-server/persistence'
import type { SavedDemoData } from '../../src/mock-server/savedTables'

/** A demo data store in memory (the demo's is IndexedDB): what it holds, and how often it was written. */
export interface MemoryStore extends DemoDataStore {
  value: unknown
  writes: number
  /** Makes the next reads (or writes) fail, as a browser refusing IndexedDB would. */
  failing: { read: boolean; write: boolean }
}

export function memoryStore(value?: unknown): MemoryStore {
  const store: MemoryStore = {
    value: structuredClone(value),
    writes: 0,
    failing: { read: false, write: false },
    async read() {
      if (store.failing.read) throw new Error('IndexedDB is not available')
      return structuredClone(store.value)
    },
    async write(data: SavedDemoData) {
      if (store.failing.write) throw new Error('QuotaExceededError')
      store.writes += 1
      store.value = structuredClone(data)
    },
    async clear() {
      store.value = undefined
    },
  }
  return store
}
