/**
 * The first letter of the pinyin of Chinese characters, so that a search box finds 极简博客 by `jjbk`.
 *
 * No table of characters is shipped: the first level of GB 2312 (its 3,755 common characters) is ordered by pinyin,
 * and the code where each letter begins is fixed by the standard (B0A1 啊 for a, B0C5 芭 for b, … D4D1 匝 for z).
 * The browser's own GBK decoder (the Encoding Standard's, in every browser and in Node) turns those codes into the
 * characters, once, on the first search: 24 numbers instead of a pinyin dictionary (tens of kB). The first level
 * holds the characters names are made of; a rarer character (the second level, ordered by radical, or outside GB
 * 2312) has no initial and matches only as itself. A character with several readings has the one GB 2312 files it
 * under (长 as c, 行 as x).
 */

/** Where each of the 23 letters begins in GB 2312's first level (i, u and v begin no syllable), and where it ends. */
const STARTS = [
  0xb0a1, 0xb0c5, 0xb2c1, 0xb4ee, 0xb6ea, 0xb7a2, 0xb8c1, 0xb9fe, 0xbbf7, 0xbfa6, 0xc0ac, 0xc2e8, 0xc4c3, 0xc5b6, 0xc5be, 0xc6da, 0xc8bb, 0xc8f6, 0xcbfa,
  0xcdda, 0xcef4, 0xd1b9, 0xd4d1, 0xd7fa,
]
const LETTERS = 'abcdefghjklmnopqrstwxyz'

let initials: Map<string, string> | undefined

function table(): Map<string, string> {
  if (initials) return initials
  initials = new Map()
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder('gbk')
  } catch {
    // a runtime without the GBK decoder: no initials, the search still finds names as written
    return initials
  }
  for (let letter = 0; letter < LETTERS.length; letter += 1) {
    const bytes: number[] = []
    for (let code = STARTS[letter]; code < STARTS[letter + 1]; code += 1) {
      // each row of GB 2312 holds the cells A1–FE
      if ((code & 0xff) >= 0xa1 && (code & 0xff) <= 0xfe) bytes.push(code >> 8, code & 0xff)
    }
    for (const character of decoder.decode(new Uint8Array(bytes))) initials.set(character, LETTERS[letter])
  }
  return initials
}

/** `极简博客` → `jjbk`; other characters as they are, lower-cased (`科技 2` → `kj 2`). */
export function pinyinInitials(text: string): string {
  const letters = table()
  return [...text].map((character) => letters.get(character) ?? character.toLowerCase()).join('')
}
