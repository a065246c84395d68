import { parseRecents, type Recent } from '../../machines/paletteMachine'
import { readLocal, writeLocal } from '../localStore'
import { preferenceChoices } from '../preferenceChoices'

/** Where the palette's recent items are kept in this browser (and, where the backend keeps preferences, for the operator). */
export const RECENTS_KEY = 'backoffice.palette.recents'

/** The recent items kept here; anything unreadable is left out. */
export const readRecents = (): Recent[] => parseRecents(readLocal(RECENTS_KEY))

/** Writes the recent items the server holds for the operator (no change of the person's to send back). */
export const writeRecents = (recents: readonly Recent[]): void => writeLocal(RECENTS_KEY, recents)

/** The person ran something from the palette: kept here, and sent to follow them. */
export function keepRecents(recents: Recent[]): void {
  writeRecents(recents)
  preferenceChoices.made({ field: 'recents', value: recents })
}
