import { beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { BUDGETS, filesContaining, kB, readBuildSizes, readManifest, SECTIONS, servedFiles, type BuildSizes } from '../../scripts/bundleSizes'
import { COMPILE_HINT } from '../../scripts/compileHints'
import { isEveryElementSelection } from '../../scripts/radixCss/everyElementSelection'

/**
 * The size budgets (scripts/bundleSizes.ts), read from the real-API build (`npm run build`) that the global setup
 * made: nothing here times anything, and no browser is needed. `npm run bench` prints the same figures with timings.
 */
describe('npm run build within its budgets', () => {
  const outDir = inject('e2eBuilds').real
  let sizes: BuildSizes
  beforeAll(async () => {
    sizes = await readBuildSizes(outDir)
  })

  it(`/login downloads at most ${kB(BUDGETS.initialJs)} kB of JS (gzip) before it shows`, () => {
    expect(sizes.initial.files.some((file) => file.includes('login.lazy'))).toBe(true)
    expect(kB(sizes.initial.js.gzip)).toBeLessThanOrEqual(kB(BUDGETS.initialJs))
  })

  it(`/login downloads at most ${kB(BUDGETS.initialCss)} kB of CSS (gzip): only the Radix CSS the app uses`, () => {
    expect(sizes.initial.css.gzip).toBeGreaterThan(0)
    expect(kB(sizes.initial.css.gzip)).toBeLessThanOrEqual(kB(BUDGETS.initialCss))
  })

  it(`/login downloads at most ${kB(BUDGETS.initialTotal)} kB of JS and CSS together (gzip)`, () => {
    expect(kB(sizes.initial.js.gzip + sizes.initial.css.gzip)).toBeLessThanOrEqual(kB(BUDGETS.initialTotal))
  })

  it.each(Object.keys(SECTIONS))(`the %s section's own code is at most ${kB(BUDGETS.section)} kB (gzip)`, (name) => {
    const section = sizes.sections.find((candidate) => candidate.name === name)!
    expect(section.files.length, `${name} has no chunk of its own`).toBeGreaterThan(0)
    expect(kB(section.gzip), `${name}: ${section.files.join(', ')}`).toBeLessThanOrEqual(kB(BUDGETS.section))
  })

  it("marks every script for V8's eager compilation, above its code (scripts/compileHints.ts)", async () => {
    const scripts = (await servedFiles(outDir)).filter((file) => file.endsWith('.js') && file.startsWith('assets/'))
    expect(scripts.length).toBeGreaterThan(10)
    // Vite writes its map of a chunk's preloads above everything else when the chunk has one: the hint comes next
    const unmarked = []
    for (const file of scripts) {
      const [first, second] = (await readFile(resolve(outDir, file), 'utf8')).split('\n', 2)
      if (first !== COMPILE_HINT && !(first.startsWith('const __vite__mapDeps=') && second === COMPILE_HINT)) unmarked.push(file)
    }
    expect(unmarked).toEqual([])
  })

  it('gives no selection style to every element (scripts/radixCss/everyElementSelection.ts)', async () => {
    const sheets = (await servedFiles(outDir)).filter((file) => file.endsWith('.css'))
    expect(sheets.length).toBeGreaterThan(0)
    const selections = []
    for (const file of sheets) selections.push(...((await readFile(resolve(outDir, file), 'utf8')).match(/[^{}]*::selection(?=[^{}]*\{)/g) ?? []))
    // Radix's own on single components (a text field's input) stay
    expect(selections.length).toBeGreaterThan(0)
    const everyElement = selections
      .flatMap((rule) => rule.split(','))
      .filter((selector) => selector.includes('::selection') && isEveryElementSelection(selector))
    expect(everyElement).toEqual([])
  })

  it('holds no Mirage, pretender, Stately inspector, machine viewer or Mermaid code', async () => {
    const files = await servedFiles(outDir)
    expect(files).toContain('index.html')
    const found = await filesContaining(outDir, files, [/pretender/, /miragejs/, /Mirage:/, /statelyai/, /stately\.ai/, /__machines/, /mermaid/i])
    expect(found).toEqual([])
    // and none of their modules made it into a chunk under another name
    const modules = Object.keys(await readManifest(outDir)).filter((key) =>
      /mock-server|miragejs|pretender|@statelyai|mermaid|src\/devtools\/(?!inspect)|__machines/.test(key),
    )
    expect(modules).toEqual([])
  })
})
