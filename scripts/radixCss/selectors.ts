import { list } from 'postcss'

/** What makes a selector impossible: a class nothing sets, or a compound of classes no element has together. */
export interface Impossible {
  className(name: string): boolean
  compound?(classNames: string[]): boolean
}

/**
 * Whether `selector` can match no element: it needs an impossible class, in one of its compound selectors or in every
 * alternative of an `:is()`, `:where()` or `:has()`, or one of its compounds is impossible as a whole (the classes of
 * a one-alternative `:where()` belong to the compound it is in). What `:not()` and other functions hold never counts.
 */
export function cannotMatch(selector: string, impossible: Impossible): boolean {
  let compound: string[] = []
  const endCompound = () => {
    const done = compound.length > 0 && !!impossible.compound?.(compound)
    compound = []
    return done
  }
  let index = 0
  while (index < selector.length) {
    const char = selector[index]
    if (char === '\\') index += 2
    else if (char === '"' || char === "'") index = selector.indexOf(char, index + 1) + 1 || selector.length
    else if (char === '[') index = closing(selector, index, '[', ']') + 1
    else if (/[\s>+~]/.test(char)) {
      if (endCompound()) return true
      index++
    } else if (char === '.') {
      const name = /^(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w\u00a0-\uffff-])+/.exec(selector.slice(index + 1))?.[0] ?? ''
      if (name && impossible.className(unescape(name))) return true
      if (name) compound.push(unescape(name))
      index += 1 + name.length
    } else if (char === ':') {
      const pseudo = /^::?([\w-]*)/.exec(selector.slice(index))!
      index += pseudo[0].length
      if (selector[index] !== '(') continue
      const end = closing(selector, index, '(', ')')
      const alternatives = list.comma(selector.slice(index + 1, end))
      index = end + 1
      if (!/^(is|where|has|matches)$/i.test(pseudo[1])) continue
      if (alternatives.every((alternative) => cannotMatch(alternative, impossible))) return true
      if (alternatives.length === 1 && pseudo[1] !== 'has') {
        const inner: string[][] = []
        cannotMatch(alternatives[0], { className: impossible.className, compound: (names) => (inner.push(names), false) })
        if (inner.length === 1) compound.push(...inner[0])
      }
    } else index++
  }
  return endCompound()
}

/** The index of the bracket closing the one at `start` (quotes and escapes skipped). */
function closing(text: string, start: number, open: string, close: string): number {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (char === '\\') index++
    else if (char === '"' || char === "'") index = text.indexOf(char, index + 1)
    else if (char === open) depth++
    else if (char === close && --depth === 0) return index
    if (index < 0) return text.length
  }
  return text.length
}

const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  )
