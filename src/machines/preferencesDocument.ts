import type { ListPreference, PreferenceField, Preferences, PreferencesDocument } from '../api/preferences'

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

/** The server's document with this browser's changes (`fields`) on top: what a save after a conflict sends. */
export const merged = (server: PreferencesDocument, local: Preferences, fields: readonly PreferenceField[]): PreferencesDocument =>
  fields.reduce((document, field) => withValue(document, field, valueOf(local, field)), server)

/** The fields of both, each once. */
export const union = (a: readonly PreferenceField[], b: readonly PreferenceField[]) => [...new Set([...a, ...b])]
