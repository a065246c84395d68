import { describe, expect, it } from 'vitest'
import { matches } from '../../../src/routes/palette/match'
import { readingOf } from '../../../src/routes/palette/readings'
import { pinyinInitials } from '../../../src/ui/pinyin'

/** GB 2312's first level, in the standard's order: rows B0–D7 of cells A1–FE, the last ending at F9. */
function firstLevel(): string[] {
  const bytes: number[] = []
  for (let row = 0xb0; row <= 0xd7; row += 1) for (let cell = 0xa1; cell <= (row === 0xd7 ? 0xf9 : 0xfe); cell += 1) bytes.push(row, cell)
  return [...new TextDecoder('gbk').decode(new Uint8Array(bytes))]
}

describe('the palette’s pinyin readings', () => {
  it('read the common characters as GB 2312 files them', () => {
    expect([...'科技资讯旅行日记'].map(readingOf)).toEqual(['ke', 'ji', 'zi', 'xun', 'lv', 'xing', 'ri', 'ji'])
    expect([readingOf('啊'), readingOf('座'), readingOf('剖'), readingOf('迂')]).toEqual(['a', 'zuo', 'pou', 'yu'])
    // not a common character, or not Chinese: none
    expect([readingOf('犇'), readingOf('a'), readingOf('。')]).toEqual([undefined, undefined, undefined])
  })

  it('give every character of the first level a reading whose first letter is the one the standard’s letter ranges give (src/ui/pinyin.ts)', () => {
    const characters = firstLevel()
    expect(characters).toHaveLength(3755)
    expect(characters.filter((character) => readingOf(character)?.[0] !== pinyinInitials(character))).toEqual([])
  })

  it('find a record’s name by its initials or its full pinyin, as the fixed names', () => {
    expect(matches('科技资讯', 'kjzx')).toBe(true)
    expect(matches('科技资讯', 'kejizixun')).toBe(true)
    expect(matches('科技资讯', 'zixun')).toBe(true)
    expect(matches('旅行日记', 'lvxing')).toBe(true)
    expect(matches('美食天地', 'kjzx')).toBe(false)
  })
})
