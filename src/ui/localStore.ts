/**
 * The few choices an operator makes once and keeps on this computer (a list's columns and density, the appearance),
 * in localStorage as JSON. Reading never throws: a missing entry is `undefined`; corrupt JSON, or storage that refuses
 * access (some privacy modes), is `null`, and the caller falls back to its defaults.
 */
export function readLocal(key: string, storage: Storage = localStorage): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // full or refused: the choice holds for this page only
  }
}

export function removeLocal(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key)
  } catch {
    // nothing to clear
  }
}
