import { useSyncExternalStore } from 'react'
import { capabilities } from '../../http/capabilities'
import type { ActionTable } from '../../machines/actionTable'
import type { ListRow } from '../../machines/listMachine'
import { useShortcut } from '../../ui/shortcuts/keys'
import { SHORTCUTS } from '../../ui/shortcuts/registry'
import { UNDO_LABEL } from '../../ui/toast'

/** Whether an entry of `table` offers 撤销 once done, with this backend (a partial one may lack the call that undoes). */
const offersUndo = (table: ActionTable<ListRow>) => Object.values(table).some(({ undo }) => !!undo && (undo.available?.() ?? true))

/**
 * z presses the 撤销 of the newest notice: the very button, so the same undo runs. A section has the key only when
 * its action table offers 撤销 (an entry with `undo`), so the 快捷键 dialog lists it on those screens alone; asked
 * again when what the backend has is known.
 */
export function useUndoKey(table: ActionTable<ListRow>) {
  useSyncExternalStore(capabilities.subscribe, capabilities.version)
  useShortcut(offersUndo(table) ? SHORTCUTS.undo : null, () => {
    const button = [...document.querySelectorAll<HTMLElement>('[data-sonner-toaster] button')].find((b) => b.textContent?.trim() === UNDO_LABEL)
    if (!button) return false
    button.click()
  })
}
