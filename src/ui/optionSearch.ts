import { pinyinInitials } from './pinyin'

export interface Option {
  label: string
  value: string
}

const HAN = /\p{Script=Han}/u

/** What a search box's text is made of: its words, lower-cased, full-width letters and digits as ASCII. */
const termsOf = (query: string) => query.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean)

/**
 * The options a search box's text finds, in their order: each word of it is in the option's label or value, or in the
 * pinyin initials of a Chinese label (`jjbk` finds 极简博客, `xw` 新闻门户). An empty search finds them all.
 */
export function matchOptions(options: readonly Option[], query: string): Option[] {
  const terms = termsOf(query)
  if (terms.length === 0) return [...options]
  return options.filter((option) => {
    const label = option.label.toLowerCase()
    const value = option.value.toLowerCase()
    const initials = HAN.test(option.label) ? pinyinInitials(option.label) : ''
    return terms.every((term) => label.includes(term) || value.includes(term) || (initials !== '' && initials.includes(term)))
  })
}
