import { readingOf } from './readings'

/**
 * Matching a name in the palette by what an operator types: the name itself, its pinyin initials (`ymgl`) or its full
 * pinyin (`yuming`, `yumingguanli`). The same for every name the client knows: the screens and commands, the themes
 * of the session's theme list, the recent records. The readings come from src/routes/palette/readings.ts, in the
 * palette's own chunk: no dictionary anywhere else. A character without a reading matches only as itself
 * (tests/unit/palette/match.test.ts holds every fixed name to the table).
 */

/** Whether every Chinese character of `name` has its reading. */
export const fullyRead = (name: string): boolean => [...name].every((character) => !/\p{Script=Han}/u.test(character) || readingOf(character) !== undefined)

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** The forms a name is found by: itself, its pinyin initials and its full pinyin (all lower-case, no spaces). */
export function searchForms(name: string): string[] {
  const characters = [...squeeze(name)]
  const initials = characters.map((character) => readingOf(character)?.[0] ?? character).join('')
  const full = characters.map((character) => readingOf(character) ?? character).join('')
  return [characters.join(''), initials, full]
}

/** Whether `query` finds `name`: a part of the name, of its initials or of its full pinyin. An empty query finds all. */
export function matches(name: string, query: string): boolean {
  const wanted = squeeze(query)
  return wanted === '' || searchForms(name).some((form) => form.includes(wanted))
}

/** Whether `query` finds `name` only by its pinyin: the server's keyword search, a part of the name, does not. */
export const matchesByPinyinOnly = (name: string, query: string): boolean => !squeeze(name).includes(squeeze(query)) && matches(name, query)
