import * as v from 'valibot'
import { preferences, preferencesSave } from '../api/operations/preferences'
import { documentOf, preferencesAnswer, type PreferencesDocument } from '../api/preferences'
import { CONFLICT_CODE } from '../api/versions'
import type { SaveOutcome } from '../machines/preferencesMachine'
import { isRequestError } from '../machines/requestErrors'
import { callOperation } from './operationCall'

/**
 * GET and PUT /api/me/preferences (optional). Silent: the person asked for neither, so neither raises a toast of its
 * own; the preferences machine says a failed save once, and a backend without the calls keeps the choices in this
 * browser only, saying nothing (src/app/missingFeatures.ts names no loss for them).
 */
export const readPreferences = (signal?: AbortSignal): Promise<PreferencesDocument> => callOperation(preferences, { signal, silent: true }).then(documentOf)

/** Saves the whole document; a refusal for a newer one (1460) answers that one, for the machine to merge with. */
export const savePreferences = (document: PreferencesDocument, signal?: AbortSignal): Promise<SaveOutcome> =>
  callOperation(preferencesSave, { body: document, signal, silent: true }).then(
    (saved) => ({ saved: documentOf(saved) }),
    (error: unknown) => {
      const current = isRequestError(error, 'business') && error.code === CONFLICT_CODE ? (error.data as { current?: unknown } | null)?.current : undefined
      const parsed = current === undefined ? null : v.safeParse(preferencesAnswer, current)
      if (parsed?.success) return { conflict: documentOf(parsed.output) }
      throw error
    },
  )
