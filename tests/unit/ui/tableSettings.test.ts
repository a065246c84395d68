import { describe, expect, it } from 'vitest'
import {
  defaultTableSettings,
  parseTableSettings,
  readTableSettings,
  toggleColumn,
  writeTableSettings,
  type TableSettings,
} from '../../../src/ui/list/tableSettings'

const COLUMNS = ['domain', 'theme', 'status']

/** An in-memory Storage; `refusing` throws on every access, as some privacy modes do. */
function memoryStorage(refusing = false): Storage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  const guard = () => {
    if (refusing) throw new DOMException('denied', 'SecurityError')
  }
  return {
    entries,
    get length() {
      return entries.size
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => (guard(), entries.get(key) ?? null),
    setItem: (key, value) => (guard(), void entries.set(key, value)),
    removeItem: (key) => (guard(), void entries.delete(key)),
    clear: () => entries.clear(),
  }
}

describe('a list’s stored column settings', () => {
  it('reads back what was written, per list', () => {
    const storage = memoryStorage()
    writeTableSettings('domain', { hidden: ['theme'], density: 'compact' }, storage)
    expect(readTableSettings('domain', COLUMNS, storage)).toEqual({ hidden: ['theme'], density: 'compact' })
    expect(readTableSettings('themes', COLUMNS, storage)).toEqual(defaultTableSettings())
    expect([...storage.entries.keys()]).toEqual(['backoffice.list.domain'])
  })

  it('stores the defaults as no entry at all', () => {
    const storage = memoryStorage()
    writeTableSettings('domain', { hidden: ['theme'], density: 'standard' }, storage)
    writeTableSettings('domain', defaultTableSettings(), storage)
    expect(storage.entries.size).toBe(0)
  })

  it.each([
    ['corrupt JSON', '{"hidden": ["theme"'],
    ['null', 'null'],
    ['an array', '["theme"]'],
    ['a string', '"compact"'],
    ['hidden not a list', JSON.stringify({ hidden: 'theme', density: 'compact' })],
    ['hidden holding a number', JSON.stringify({ hidden: ['theme', 3], density: 'compact' })],
    ['an unknown density', JSON.stringify({ hidden: ['theme'], density: 'cosy' })],
    ['no density', JSON.stringify({ hidden: ['theme'] })],
    ['every column hidden', JSON.stringify({ hidden: ['domain', 'theme', 'status'], density: 'compact' })],
  ])('falls back to the defaults for %s', (_case, raw) => {
    const storage = memoryStorage()
    storage.setItem('backoffice.list.domain', raw)
    expect(readTableSettings('domain', COLUMNS, storage)).toEqual({ hidden: [], density: 'standard' })
  })

  it('drops columns the table no longer has, and shows a column added since', () => {
    expect(parseTableSettings({ hidden: ['gone', 'status'], density: 'compact' }, ['domain', 'status', 'added'])).toEqual({
      hidden: ['status'],
      density: 'compact',
    })
  })

  it('falls back to the defaults, without throwing, when storage refuses access', () => {
    const storage = memoryStorage(true)
    expect(() => writeTableSettings('domain', { hidden: ['theme'], density: 'compact' }, storage)).not.toThrow()
    expect(readTableSettings('domain', COLUMNS, storage)).toEqual(defaultTableSettings())
  })
})

describe('showing and hiding a column', () => {
  const start: TableSettings = { hidden: [], density: 'compact' }

  it('hides and shows again, keeping the table’s order and the density', () => {
    const hidden = toggleColumn(toggleColumn(start, 'status', COLUMNS), 'domain', COLUMNS)
    expect(hidden).toEqual({ hidden: ['domain', 'status'], density: 'compact' })
    expect(toggleColumn(hidden, 'domain', COLUMNS)).toEqual({ hidden: ['status'], density: 'compact' })
  })

  it('keeps the last column shown, and ignores a key the table does not have', () => {
    const one = { hidden: ['domain', 'status'], density: 'standard' } as const
    expect(toggleColumn({ ...one, hidden: [...one.hidden] }, 'theme', COLUMNS)).toEqual({ hidden: ['domain', 'status'], density: 'standard' })
    expect(toggleColumn(start, 'select', COLUMNS)).toBe(start)
  })
})
