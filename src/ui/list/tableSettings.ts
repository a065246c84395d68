import { unchosenList, type Density } from '../../api/preferences'
import { readLocal, removeLocal, writeLocal } from '../localStore'

/**
 * How an operator wants one list shown: which of its columns are hidden and how tall its rows are. Kept per list in
 * localStorage (and, where the backend keeps preferences, for the operator: src/routes/shell/PreferencesSync.tsx); the
 * selection and 操作 columns are not in it, they always show.
 */
export type { Density }

export interface TableSettings {
  /** Keys of the hidden columns (Column.key), in the table's order. */
  hidden: string[]
  density: Density
}

export const DENSITY_LABELS: Record<Density, string> = { compact: '紧凑', standard: '标准' }

export const defaultTableSettings = (): TableSettings => unchosenList()

export const tableSettingsKey = (list: string) => `backoffice.list.${list}`

/**
 * The settings a stored value holds for a table of `columns`: anything that is not the stored shape (corrupt JSON,
 * another type, an unknown density, every column hidden) gives the defaults. Keys of columns the table no longer has
 * are dropped, and a column added since shows.
 */
export function parseTableSettings(value: unknown, columns: readonly string[]): TableSettings {
  if (!value || typeof value !== 'object') return defaultTableSettings()
  const { hidden, density } = value as Record<string, unknown>
  if (!Array.isArray(hidden) || !hidden.every((key) => typeof key === 'string')) return defaultTableSettings()
  if (density !== 'compact' && density !== 'standard') return defaultTableSettings()
  const known = columns.filter((key) => hidden.includes(key))
  if (known.length >= columns.length) return defaultTableSettings()
  return { hidden: known, density }
}

export function readTableSettings(list: string, columns: readonly string[], storage?: Storage): TableSettings {
  return parseTableSettings(readLocal(tableSettingsKey(list), storage), columns)
}

/** Stores `settings`; the defaults are stored as no entry at all. */
export function writeTableSettings(list: string, settings: TableSettings, storage?: Storage): void {
  if (settings.hidden.length === 0 && settings.density === 'standard') removeLocal(tableSettingsKey(list), storage)
  else writeLocal(tableSettingsKey(list), settings, storage)
}

/** Shows or hides `column`; the last column shown stays (a table of only checkboxes and buttons says nothing). */
export function toggleColumn(settings: TableSettings, column: string, columns: readonly string[]): TableSettings {
  const hiding = !settings.hidden.includes(column)
  if (!columns.includes(column) || (hiding && settings.hidden.length + 1 >= columns.length)) return settings
  const hidden = hiding ? [...settings.hidden, column] : settings.hidden.filter((key) => key !== column)
  return { ...settings, hidden: columns.filter((key) => hidden.includes(key)) }
}
