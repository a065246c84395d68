/**
 * An operator's own settings, kept by the backend so that they follow the operator to another browser (docs/api.md,
 * "Preferences"): each list's columns and density, the appearance, and the command palette's recent items. Both sides
 * read it: the client sends and applies the document, the offline backend keeps one per operator.
 */
import * as v from 'valibot'

export type Density = 'compact' | 'standard'
export type Appearance = 'light' | 'dark' | 'system'

/** One list's 列设置: the keys of its hidden columns and its density. */
export interface ListPreference {
  hidden: string[]
  density: Density
}

/** What a list shows while nothing was chosen for it: every column, standard rows. */
export const unchosenList = (): ListPreference => ({ hidden: [], density: 'standard' })

export const PREFERENCE_RECORD_KINDS = ['domain', 'article', 'theme', 'backlink', 'comment'] as const
export type PreferenceRecordKind = (typeof PREFERENCE_RECORD_KINDS)[number]

/** A palette item run lately: a screen, a command or a record found by the search. */
export type RecentItem =
  | { type: 'page'; to: string }
  | { type: 'command'; id: string }
  | { type: 'record'; hit: { kind: PreferenceRecordKind; id: string; name: string; keyword: string } }

/** The choices themselves; a field absent is one the operator never made (each browser keeps what it shows). */
export interface Preferences {
  /** By list (`domain`, `push.picker`): what its 列设置 holds. */
  lists?: Record<string, ListPreference>
  appearance?: Appearance
  recents?: RecentItem[]
}

/** What GET and PUT /api/me/preferences carry: the choices and the version of the document. */
export interface PreferencesDocument extends Preferences {
  /** 0 while nothing is stored for the operator, 1 once first saved, one more on every save. */
  version: number
}

/** The fields of the document a change is kept by: one per list, the appearance, the recent items. */
export type PreferenceField = `lists.${string}` | 'appearance' | 'recents'

export const PREFERENCE_LIMITS = { lists: 100, hidden: 100, recents: 20, text: 200 } as const

const text = () => v.pipe(v.string(), v.minLength(1), v.maxLength(PREFERENCE_LIMITS.text))
const listPreference = () => v.object({ hidden: v.pipe(v.array(text()), v.maxLength(PREFERENCE_LIMITS.hidden)), density: v.picklist(['compact', 'standard']) })
const recentItem = () =>
  v.variant('type', [
    v.object({ type: v.literal('page'), to: text() }),
    v.object({ type: v.literal('command'), id: text() }),
    v.object({ type: v.literal('record'), hit: v.object({ kind: v.picklist(PREFERENCE_RECORD_KINDS), id: text(), name: text(), keyword: text() }) }),
  ])
const appearanceChoice = () => v.picklist(['light', 'dark', 'system'])
const documentVersion = () => v.pipe(v.number(), v.integer(), v.minValue(0))

/** A document as it may arrive: what could not be read of it is `undefined` (see preferencesAnswer). */
export interface PreferencesAnswer {
  version: number
  lists?: Record<string, ListPreference | undefined>
  appearance?: Appearance
  recents?: (RecentItem | undefined)[]
}

/**
 * The document as the client accepts it: a field it cannot read (another type, an unknown density, a recent item of
 * another shape) becomes `undefined`, as if never chosen, one list or item at a time, so that one bad value costs only
 * itself (documentOf then leaves it out). Only a document without a readable `version` is refused as a whole.
 */
export const preferencesAnswer: v.GenericSchema<unknown, PreferencesAnswer> = v.looseObject({
  version: documentVersion(),
  lists: v.fallback(v.optional(v.record(v.string(), v.fallback(v.optional(listPreference()), undefined))), undefined),
  appearance: v.fallback(v.optional(appearanceChoice()), undefined),
  recents: v.fallback(v.optional(v.array(v.fallback(v.optional(recentItem()), undefined))), undefined),
}) as v.GenericSchema<unknown, PreferencesAnswer>

/** The document an answer holds, without what could not be read of it. */
export function documentOf({ version, lists, appearance, recents }: PreferencesAnswer): PreferencesDocument {
  return {
    version,
    ...(lists && { lists: Object.fromEntries(Object.entries(lists).filter((entry): entry is [string, ListPreference] => entry[1] !== undefined)) }),
    ...(appearance && { appearance }),
    ...(recents && { recents: recents.filter((item) => item !== undefined).slice(0, PREFERENCE_LIMITS.recents) }),
  }
}

/** What PUT /api/me/preferences takes: the whole document, with the version it was read at (0: none stored yet). */
export const preferencesBody = () =>
  v.object({
    version: v.pipe(documentVersion(), v.description('读到这份设置时的版本（0：还没有保存过）；与现在的版本不同时拒绝（1460）')),
    lists: v.optional(
      v.pipe(v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(PREFERENCE_LIMITS.text)), listPreference()), v.maxEntries(PREFERENCE_LIMITS.lists)),
    ),
    appearance: v.optional(appearanceChoice()),
    recents: v.optional(v.pipe(v.array(recentItem()), v.maxLength(PREFERENCE_LIMITS.recents))),
  })

/** The choices of a document, without its version. */
export const choicesOf = ({ version: _version, ...choices }: PreferencesDocument): Preferences => choices
