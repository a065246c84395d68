import { unchosenList, type ListPreference, type PreferenceField, type Preferences, type PreferencesDocument } from '../api/preferences'

/** The preferences document field by field (src/machines/preferencesMachine.ts): read, set, list and merge fields. */

const listKey = (field: PreferenceField) => field.slice('lists.'.length)

/** The value `document` holds for `field`, or undefined. */
export function valueOf(document: Preferences, field: PreferenceField): unknown {
  if (field === 'appearance' || field === 'recents') return document[field]
  return document.lists?.[listKey(field)]
}

/** `document` with `field` set to `value` (undefined: taken out). */
export function withValue<D extends Preferences>(document: D, field: PreferenceField, value: unknown): D {
  if (field === 'appearance' || field === 'recents') {
    const { [field]: _old, ...rest } = document
    return (value === undefined ? rest : { ...rest, [field]: value }) as D
  }
  const { [listKey(field)]: _old, ...lists } = document.lists ?? {}
  return { ...document, lists: value === undefined ? lists : { ...lists, [listKey(field)]: value as ListPreference } }
}

/** The fields `document` holds a value for. */
export const fieldsOf = (document: Preferences): PreferenceField[] => [
  ...Object.keys(document.lists ?? {}).map((key): PreferenceField => `lists.${key}`),
  ...(['appearance', 'recents'] as const).filter((field) => document[field] !== undefined),
]

/**
 * The server's document with this browser's changes (`fields`) on top: what a save after a conflict sends. `base` is
 * the server's document this browser's changes were made from (the last one read or saved): a list's settings are
 * merged setting by setting against it (mergedList), so that another browser's change to another setting of the same
 * list is kept; the appearance and the recent items are this browser's, whole.
 */
export const merged = (server: PreferencesDocument, local: Preferences, fields: readonly PreferenceField[], base: Preferences = {}): PreferencesDocument =>
  fields.reduce((document, field) => {
    const mine = valueOf(local, field)
    const theirs = valueOf(server, field)
    if (field === 'appearance' || field === 'recents' || mine === undefined || theirs === undefined) return withValue(document, field, mine)
    const from = (valueOf(base, field) as ListPreference | undefined) ?? unchosenList()
    return withValue(document, field, mergedList(theirs as ListPreference, mine as ListPreference, from))
  }, server)

/**
 * One list's settings as the server has them (`theirs`), with what this browser changed since `base` on top: each
 * column's shown or hidden and the density on its own, so that one browser hiding a column and another setting 紧凑 on
 * the same list both stay. Where both changed the same setting (the same column, or the density), this browser's
 * wins: its save is the later one, sent after the other's was stored.
 */
export function mergedList(theirs: ListPreference, mine: ListPreference, base: ListPreference): ListPreference {
  const hid = mine.hidden.filter((key) => !base.hidden.includes(key))
  const showed = base.hidden.filter((key) => !mine.hidden.includes(key))
  return {
    hidden: [...theirs.hidden.filter((key) => !showed.includes(key)), ...hid.filter((key) => !theirs.hidden.includes(key))],
    density: mine.density === base.density ? theirs.density : mine.density,
  }
}

/** Whether two values of a field are the same choice. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of both, each once. */
export const union = (a: readonly PreferenceField[], b: readonly PreferenceField[]) => [...new Set([...a, ...b])]
