import type { PreferenceField } from '../api/preferences'
import type { PreferenceChange } from '../machines/preferencesMachine'

/**
 * Where the operator's choices meet the sync with the server (src/routes/shell/PreferencesSync.tsx), without the
 * screens knowing about it: a choice made here (列设置, 外观, the palette's recent items) is announced after it is
 * kept in this browser, and a choice that came from the server is announced after it is written here, so that what
 * shows it reads it again. Small on purpose: the list, the top bar and the palette import it.
 */
type Listener<T> = (value: T) => void

const made = new Set<Listener<PreferenceChange>>()
const applied = new Set<Listener<PreferenceField>>()

const subscribe =
  <T>(listeners: Set<Listener<T>>) =>
  (listener: Listener<T>): (() => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

export const preferenceChoices = {
  /** The person made `change` here (already kept in localStorage). */
  made(change: PreferenceChange): void {
    for (const listener of made) listener(change)
  },
  onMade: subscribe(made),
  /** The server's value of `field` was written to this browser: whatever shows it reads it again. */
  applied(field: PreferenceField): void {
    for (const listener of applied) listener(field)
  },
  onApplied: subscribe(applied),
}
