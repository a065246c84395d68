import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse, root as emptyRoot, type Root } from 'postcss'
import { beforeAll, describe, expect, it } from 'vitest'
import { radixKeep, readSources, type RadixKeep } from '../../../scripts/radixCss/radixKeep'
import { componentModules, RADIX_CSS } from '../../../scripts/radixCss/radixPackage'
import { scanSource, type SourceUsage } from '../../../scripts/radixCss/scanSource'
import { trimRadixCss } from '../../../scripts/radixCss/trim'

/**
 * The app's own source against the installed Radix CSS, trimmed as the build trims it (scripts/radixCss/): every
 * component src/ imports keeps its rules, and every responsive prop its breakpoint variants.
 */

const classesOf = (root: Root) => {
  const classes = new Set<string>()
  root.walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(name.replace(/\\/g, ''))
  })
  return classes
}

describe('the Radix CSS the build keeps for src/', () => {
  let usage: SourceUsage
  let keep: RadixKeep
  let full: Set<string>
  let kept: Set<string>
  beforeAll(async () => {
    usage = scanSource(await readSources(['src', 'index.html', 'public'].map((path) => join(process.cwd(), path))))
    keep = await radixKeep(usage)
    // as postcss-import leaves them: one sheet, each rule with the file it came from
    const root = emptyRoot()
    for (const file of Object.values(RADIX_CSS)) root.append(parse(await readFile(file, 'utf8'), { from: file }).nodes)
    full = classesOf(root)
    trimRadixCss(root, keep, () => true)
    kept = classesOf(root)
  })

  it('keeps the rules of every component src/ imports: each class its own module sets', async () => {
    expect(usage.exports).not.toBe('all')
    const modules = await componentModules()
    const checked: string[] = []
    for (const name of usage.exports === 'all' ? [] : usage.exports) {
      const code = await readFile(modules.get(name)!, 'utf8')
      const styled = [...new Set(code.match(/\brt-[A-Z][A-Za-z0-9]*/g))].filter((className) => full.has(className))
      if (styled.length === 0) continue // Theme, VisuallyHidden: no rules of their own
      checked.push(name)
      const dropped = styled.filter((className) => !kept.has(className))
      expect(dropped, `${name}'s classes`).toEqual([])
    }
    expect(checked).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Select', 'Table', 'TextField']))
  })

  it('keeps the breakpoint variants of every responsive prop src/ sets', () => {
    expect(usage.responsive.size).toBeGreaterThan(0)
    expect(usage.responsive.get('md')).toContain('columns')
    for (const [breakpoint, classes] of keep.responsive) {
      for (const propClass of classes) {
        const variants = (set: Set<string>) =>
          [...set].filter((name) => name === `${breakpoint}:${propClass}` || name.startsWith(`${breakpoint}:${propClass}-`))
        expect(variants(kept), `${breakpoint}: ${propClass}`).toEqual(variants(full))
      }
    }
    expect(kept).toContain('md:rt-r-gtc-2')
    expect(kept).not.toContain('xl:rt-r-gtc-2')
  })

  it('drops what src/ does not use', () => {
    for (const className of ['rt-SliderRoot', 'rt-TabsContent', 'rt-ThemePanelSwatch', 'xl:rt-r-p-2', 'rt-r-gcs-2'])
      expect(kept, `${className} kept`).not.toContain(className)
    expect(kept.size).toBeLessThan(full.size / 2)
  })
})
