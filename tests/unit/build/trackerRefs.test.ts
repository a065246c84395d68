import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')

/** A reference to the issue tracker, which is not in the repository: "issue 14", "Issues 25 and 26", "(issue 27 point 3)". */
export const TRACKER_REFERENCE = /\bissues? \d+/i

/** The lines of the repository's tracked text files that name a tracker issue, as `path:line: text`. */
function trackerReferences(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|mjs|css|md|json|html|conf|sh)$|^\.ci\//.test(file) && !/^(bench\/|docs\/openapi\.json|package-lock\.json)/.test(file))
  return files.flatMap((file) => {
    // this file names some on purpose; a file listed but deleted in the working tree has none
    if (file === 'tests/unit/build/trackerRefs.test.ts' || !existsSync(resolve(root, file))) return []
    return readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []))
  })
}

describe('comments and docs say why in place', () => {
  it('recognises a reference to a tracker issue, and not the words around it', () => {
    expect(['(issue 14)', 'Issue 27, point 4', 'issues 25 and 26'].every((text) => TRACKER_REFERENCE.test(text))).toBe(true)
    expect(['issueToken(3)', 'the issues of a schema', 'issued 2 tokens'].some((text) => TRACKER_REFERENCE.test(text))).toBe(false)
  })

  it('name no tracker issue anywhere in the repository (the tracker is not in it)', () => {
    expect(trackerReferences()).toEqual([])
  })
})
