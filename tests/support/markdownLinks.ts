import { existsSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'

/** A reference in a Markdown file that a clone of the repository cannot follow. */
export interface LeavingLink {
  line: number
  target: string
  why: string
}

const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|href="([^"]+)"/g
/** A path written as text (in backticks or not) that climbs out of the folder it is read from. */
const PARENT_PATH = /(?:^|[\s`'"(])(\.\.\/[^\s`'")]*)/g
const WEB = /^(?:[a-z][a-z0-9+.-]*:|#)/i

/**
 * The links of `text` (the Markdown file `file` of the repository at `root`) that leave the repository or lead
 * nowhere: a relative link must name a file or folder inside `root` that exists. Web addresses (`https:`, `mailto:`)
 * and anchors are not files. With `noParentPaths`, any `../` path written in the text counts too, linked or not (the
 * README must make sense in a clone that has nothing beside it).
 */
export function linksLeavingRepo(text: string, file: string, root: string, { noParentPaths = false } = {}): LeavingLink[] {
  const found: LeavingLink[] = []
  const lines = text.split('\n')
  lines.forEach((content, index) => {
    const line = index + 1
    for (const match of content.matchAll(LINK)) {
      const target = match[1] ?? match[2]
      if (WEB.test(target)) continue
      const path = decodeURI(target.split('#')[0])
      if (!path) continue
      if (isAbsolute(path)) {
        found.push({ line, target, why: 'an absolute path' })
        continue
      }
      const full = resolve(dirname(file), path)
      const inside = relative(root, full)
      if (inside.startsWith('..') || isAbsolute(inside)) found.push({ line, target, why: 'outside the repository' })
      else if (!existsSync(full)) found.push({ line, target, why: 'no such file in the repository' })
    }
    if (noParentPaths) {
      for (const match of content.matchAll(PARENT_PATH)) {
        const inside = relative(root, resolve(dirname(file), match[1]))
        if (inside.startsWith('..')) found.push({ line, target: match[1], why: 'a path outside the repository' })
      }
    }
  })
  return found
}
