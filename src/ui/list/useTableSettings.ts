import { useEffect, useMemo, useState } from 'react'
import { preferenceChoices } from '../preferenceChoices'
import { defaultTableSettings, readTableSettings, toggleColumn, writeTableSettings, type Density, type TableSettings } from './tableSettings'

export interface TableSettingsControl {
  settings: TableSettings
  toggleColumn(column: string): void
  setDensity(density: Density): void
  reset(): void
}

/**
 * One list's column and density settings: read from localStorage, written back on every change (and announced, so
 * that they follow the operator), read again when the operator's settings came from the server.
 */
export function useTableSettings(list: string, columns: readonly string[]): TableSettingsControl {
  const [settings, setSettings] = useState(() => readTableSettings(list, columns))
  useEffect(() => preferenceChoices.onApplied((field) => field === `lists.${list}` && setSettings(readTableSettings(list, columns))), [list, columns])
  // the same object until the settings change (or the list, or its columns): the header it reaches is a memo
  return useMemo(() => {
    const change = (next: TableSettings) => {
      setSettings(next)
      writeTableSettings(list, next)
      preferenceChoices.made({ field: `lists.${list}`, value: next })
    }
    return {
      settings,
      toggleColumn: (column) => change(toggleColumn(settings, column, columns)),
      setDensity: (density) => change({ ...settings, density }),
      reset: () => change(defaultTableSettings()),
    }
  }, [settings, list, columns])
}
