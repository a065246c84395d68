import { readdir, readFile } from 'node:fs/promises'
import postcss, { parse, root as emptyRoot, type AcceptedPlugin, type Root } from 'postcss'
import { describe, expect, it } from 'vitest'
import { dropEveryElementSelection, isEveryElementSelection } from '../../../scripts/radixCss/everyElementSelection'
import { RADIX_CSS } from '../../../scripts/radixCss/radixPackage'

/**
 * No `::selection` rule for every element reaches the app: such a rule doubles what each style recalculation computes
 * (scripts/radixCss/everyElementSelection.ts).
 */

const selectionSelectors = (css: Root) => {
  const found: string[] = []
  css.walkRules((rule) => void found.push(...rule.selectors.filter((selector) => selector.includes('::selection'))))
  return found
}

async function radixCss(plugins: AcceptedPlugin[]) {
  const root = emptyRoot()
  for (const file of Object.values(RADIX_CSS)) root.append(parse(await readFile(file, 'utf8'), { from: file }).nodes)
  return (await postcss(plugins).process(root, { from: undefined })).root
}

describe('selection styles', () => {
  it('tells a selection style for any element from one for a component', () => {
    const any = ['.radix-themes ::selection', '::selection', '* ::selection', '.a > ::selection', '*::selection']
    expect(any.filter((selector) => !isEveryElementSelection(selector))).toEqual([])
    const own = ['.rt-TextFieldInput::selection', '.rt-TextAreaRoot :where(.rt-TextAreaInput)::selection', 'td::selection']
    expect(own.filter(isEveryElementSelection)).toEqual([])
  })

  it("drops Radix Themes' selection style for every element and keeps the components' own", async () => {
    const before = selectionSelectors(await radixCss([]))
    expect(before).toContain('.radix-themes ::selection')
    const after = selectionSelectors(await radixCss([dropEveryElementSelection(() => true)]))
    expect(after.filter(isEveryElementSelection)).toEqual([])
    expect(after).toEqual(before.filter((selector) => !isEveryElementSelection(selector)))
    expect(after).toContain('.rt-TextFieldInput::selection')
  })

  it("leaves the app's own rules alone, and they set no selection style for every element either", async () => {
    const ownFile = 'src/styles.css'
    const own = parse(await readFile(ownFile, 'utf8'), { from: ownFile })
    own.append(parse('.planted ::selection { color: red }', { from: ownFile }).nodes)
    const processed = (await postcss([dropEveryElementSelection()]).process(own, { from: undefined })).root
    expect(selectionSelectors(processed)).toEqual(['.planted ::selection'])
    const files = (await readdir('src', { recursive: true })).filter((file) => file.endsWith('.css')).map((file) => `src/${file}`)
    expect(files).toContain(ownFile)
    const everyElement = []
    for (const file of files) everyElement.push(...selectionSelectors(parse(await readFile(file, 'utf8'))).filter(isEveryElementSelection))
    expect(everyElement).toEqual([])
  })
})
