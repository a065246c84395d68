/**
 * Names people type (a theme's name, a domain's title, an article's title, a reply) and what counts as "nothing" in
 * them. `String.prototype.trim` removes whitespace and the BOM but keeps zero-width and other invisible characters
 * (U+200B, U+200C, U+200D, U+2060, bidi marks, Hangul fillers…), so a name of only those looked filled in. The client's
 * checks and Mirage's both use these helpers, so they agree on what is empty.
 */

/**
 * Characters that show nothing by themselves: Unicode white space (`\s`, BOM included), control characters, and the
 * default-ignorable characters (soft hyphen, combining grapheme joiner, zero-width space and joiners, bidi marks and
 * embeddings, word joiner and invisible operators, Hangul fillers, the Mongolian vowel separator, shorthand format
 * controls) and the braille blank. Variation selectors and tag characters are left out: at the end of a name they
 * belong to the emoji before them (❤️ ends in U+FE0F); alone they still count as invisible (see `isBlank`).
 */
const INVISIBLE_CLASS =
  '\\s\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f' +
  '\\u202a-\\u202e\\u2060-\\u206f\\u2800\\u3164\\uffa0\\ufeff\\u{1bca0}-\\u{1bca3}\\u{1d173}-\\u{1d17a}'
const MODIFIERS_CLASS = '\\ufe00-\\ufe0f\\u{e0000}-\\u{e0fff}'

const INVISIBLE = new RegExp(`^[${INVISIBLE_CLASS}]$`, 'u')
const ONLY_INVISIBLE = new RegExp(`^[${INVISIBLE_CLASS}${MODIFIERS_CLASS}]*$`, 'u')

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** `value` without the invisible characters at either end; '' when nothing visible is left. Linear in the length. */
export function trimInvisible(value: string): string {
  let start = 0
  while (start < value.length) {
    const width = isHighSurrogate(value.charCodeAt(start)) && isLowSurrogate(value.charCodeAt(start + 1)) ? 2 : 1
    if (!INVISIBLE.test(value.slice(start, start + width))) break
    start += width
  }
  let end = value.length
  while (end > start) {
    const width = isLowSurrogate(value.charCodeAt(end - 1)) && isHighSurrogate(value.charCodeAt(end - 2)) ? 2 : 1
    if (!INVISIBLE.test(value.slice(end - width, end))) break
    end -= width
  }
  const trimmed = value.slice(start, end)
  // a variation selector or tag character left on its own shows nothing either
  return ONLY_INVISIBLE.test(trimmed) ? '' : trimmed
}

/** Whether `value` shows nothing: not a string, empty, or only invisible characters. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || trimInvisible(value) === ''
}

/** A text field of a request body: the string without invisible characters at its ends; '' for anything else. */
export const cleanText = (value: unknown): string => (typeof value === 'string' ? trimInvisible(value) : '')

/** What separates the items of a keyword or tag list as people type it: half- and full-width commas, 、 and semicolons. */
export const LIST_SEPARATORS = /[,，、;；]/

/** The items of a typed list: split on any separator, invisible characters trimmed, empty items and repeats dropped. */
export const splitList = (text: string): string[] => [...new Set(text.split(LIST_SEPARATORS).map(trimInvisible).filter(Boolean))]

/** A keyword list in the API's form: its items joined with `,` (docs/api.md, domains). */
export const joinKeywords = (text: string): string => splitList(text).join(',')
