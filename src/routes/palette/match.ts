/**
 * Matching the palette's fixed names (screens and commands) by what an operator types: the name itself, its pinyin
 * initials (`ymgl`) or its full pinyin (`yuming`, `yumingguanli`). The names are few and fixed, so their characters'
 * readings are a table here, in the palette's own chunk: no dictionary anywhere else. A character missing from the
 * table matches only as itself (tests/unit/palette/match.test.ts holds every fixed name to the table).
 */
const READINGS: Record<string, string> = {
  首: 'shou',
  页: 'ye',
  主: 'zhu',
  题: 'ti',
  列: 'lie',
  表: 'biao',
  域: 'yu',
  名: 'ming',
  管: 'guan',
  理: 'li',
  反: 'fan',
  链: 'lian',
  留: 'liu',
  言: 'yan',
  文: 'wen',
  章: 'zhang',
  推: 'tui',
  送: 'song',
  操: 'cao',
  作: 'zuo',
  日: 'ri',
  志: 'zhi',
  新: 'xin',
  增: 'zeng',
  批: 'pi',
  量: 'liang',
  添: 'tian',
  加: 'jia',
  建: 'jian',
  设: 'she',
  置: 'zhi',
  导: 'dao',
  出: 'chu',
  当: 'dang',
  前: 'qian',
  切: 'qie',
  换: 'huan',
  外: 'wai',
  观: 'guan',
  退: 'tui',
  登: 'deng',
  录: 'lu',
}

/** Whether every Chinese character of `name` has its reading in the table. */
export const fullyRead = (name: string): boolean => [...name].every((character) => !/\p{Script=Han}/u.test(character) || character in READINGS)

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '')

/** The forms a fixed name is found by: itself, its pinyin initials and its full pinyin (all lower-case, no spaces). */
export function searchForms(name: string): string[] {
  const characters = [...squeeze(name)]
  const initials = characters.map((character) => READINGS[character]?.[0] ?? character).join('')
  const full = characters.map((character) => READINGS[character] ?? character).join('')
  return [characters.join(''), initials, full]
}

/** Whether `query` finds `name`: a part of the name, of its initials or of its full pinyin. An empty query finds all. */
export function matches(name: string, query: string): boolean {
  const wanted = squeeze(query)
  return wanted === '' || searchForms(name).some((form) => form.includes(wanted))
}
