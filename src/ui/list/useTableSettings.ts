import { useMemo, useState } from 'react'
import { defaultTableSettings, readTableSettings, toggleColumn, writeTableSettings, type Density, type TableSettings } from './tableSettings'

export interface TableSettingsControl {
  settings: TableSettings
  toggleColumn(column: string): void
  setDensity(density: Density): void
  reset(): void
}

/** One list's column and density settings: read once from localStorage, written back on every change. */
export function useTableSettings(list: string, columns: readonly string[]): TableSettingsControl {
  const [settings, setSettings] = useState(() => readTableSettings(list, columns))
  // the same object until the settings change (or the list, or its columns): the header it reaches is a memo
  return useMemo(() => {
    const change = (next: TableSettings) => {
      setSettings(next)
      writeTableSettings(list, next)
    }
    return {
      settings,
      toggleColumn: (column) => change(toggleColumn(settings, column, columns)),
      setDensity: (density) => change({ ...settings, density }),
      reset: () => change(defaultTableSettings()),
    }
  }, [settings, list, columns])
}
