import type { PreferenceField, Preferences } from '../api/preferences'
import { showAppearance } from './appearance'
import { writeTableSettings } from './list/tableSettings'
import { writeRecents } from './palette/recents'
import { preferenceChoices } from './preferenceChoices'

/**
 * Writes the operator's choices from the server (`fields` of `document`) into this browser, where the screens read
 * them, and tells what shows each one: the appearance shows at once (and is the next first frame's), a list's 列设置
 * and the palette's recent items are read again.
 */
export function applyPreferences(document: Preferences, fields: readonly PreferenceField[]): void {
  for (const field of fields) {
    if (field === 'appearance') {
      if (!document.appearance) continue
      showAppearance(document.appearance)
    } else if (field === 'recents') {
      if (!document.recents) continue
      writeRecents(document.recents)
    } else {
      const list = document.lists?.[field.slice('lists.'.length)]
      if (!list) continue
      writeTableSettings(field.slice('lists.'.length), list)
    }
    preferenceChoices.applied(field)
  }
}
