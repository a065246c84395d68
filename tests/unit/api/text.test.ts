import { describe, expect, it, vi } from 'vitest'
import { cleanText, isBlank, joinKeywords, splitList, trimInvisible } from '../../../src/api/text'

// Names of only invisible characters are empty; invisible characters go at both ends.

const INVISIBLE = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u00ad',
  '\u034f',
  '\u061c',
  '\u115f',
  '\u1160',
  '\u17b4',
  '\u17b5',
  '\u180e',
  '\u3164',
  '\uffa0',
  '\u2800',
  '\u0000',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u{1d173}',
  '\u{1bca0}',
]

describe('trimInvisible', () => {
  it.each(INVISIBLE.map((char) => [char.codePointAt(0)!.toString(16).padStart(4, '0'), char]))('treats U+%s as invisible', (_code, char) => {
    expect(trimInvisible(char)).toBe('')
    expect(trimInvisible(`${char}${char}名${char}`)).toBe('名')
    expect(isBlank(char.repeat(3))).toBe(true)
  })

  it('treats every mix of invisible characters as empty', () => {
    const visible: string[] = []
    for (let i = 0; i < 2000; i += 1) {
      const length = 1 + (i % 7)
      const mix = Array.from({ length }, (_, k) => INVISIBLE[(i * 31 + k * 17) % INVISIBLE.length]).join('')
      if (!isBlank(mix) || trimInvisible(mix) !== '') visible.push(mix)
    }
    expect(visible).toEqual([])
  })

  it('keeps what is visible, and the invisible characters inside it', () => {
    expect(trimInvisible('\u200b 暗夜 模式\ufeff')).toBe('暗夜 模式')
    expect(trimInvisible('a\u200db')).toBe('a\u200db')
    expect(trimInvisible('👨\u200d👩\u200d👧')).toBe('👨\u200d👩\u200d👧')
    expect(trimInvisible('爱心❤️')).toBe('爱心❤️')
    expect(trimInvisible('\u200b🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}')).toBe('🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}')
    expect(trimInvisible('x')).toBe('x')
    expect(trimInvisible('')).toBe('')
  })

  it('counts a variation selector or tag character left on its own as nothing', () => {
    expect(trimInvisible('\u200b\ufe0f')).toBe('')
    expect(isBlank('\ufe0f\u{e0020}\u200b')).toBe(true)
  })

  it('trims a long value in linear time: each character is looked at a bounded number of times', () => {
    const long = `${'\u200b'.repeat(50_000)}名${' \u200b'.repeat(50_000)}字${'\u3000'.repeat(50_000)}`
    let examined = 0
    const test = RegExp.prototype.test
    vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, text: string) {
      examined += text.length
      return test.call(this, text)
    })
    expect(trimInvisible(long)).toBe(`名${' \u200b'.repeat(50_000)}字`)
    expect(examined).toBeLessThanOrEqual(3 * long.length)
  })
})

describe('isBlank and cleanText', () => {
  it('say what a request body field holds', () => {
    expect(isBlank(undefined)).toBe(true)
    expect(isBlank(42)).toBe(true)
    expect(isBlank(' \u200b ')).toBe(true)
    expect(isBlank('名')).toBe(false)
    expect(cleanText(42)).toBe('')
    expect(cleanText(null)).toBe('')
    expect(cleanText('\ufeff名\u200b')).toBe('名')
  })
})

describe('splitList and joinKeywords', () => {
  it('split on half- and full-width commas, 、 and semicolons alike, dropping empty items and repeats', () => {
    expect(splitList('新站，测试、新站;;博客；,  ')).toEqual(['新站', '测试', '博客'])
    expect(splitList(' \u200b ,， ')).toEqual([])
  })

  it('keeps the API form: the items joined with a comma', () => {
    expect(joinKeywords('a、 b ;c，a')).toBe('a,b,c')
    expect(joinKeywords('')).toBe('')
  })
})
