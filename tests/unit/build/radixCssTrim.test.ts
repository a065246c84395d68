import { readFile } from 'node:fs/promises'
import { parse, type Root } from 'postcss'
import { beforeAll, describe, expect, it } from 'vitest'
import { radixKeep, type RadixKeep } from '../../../scripts/radixCss/radixKeep'
import { RADIX_CSS } from '../../../scripts/radixCss/radixPackage'
import { scanSource } from '../../../scripts/radixCss/scanSource'
import { trimRadixCss } from '../../../scripts/radixCss/trim'

/** The build's trimming of Radix Themes' CSS (scripts/radixCss/), over the installed CSS, for a planted source. */

const PLANTED = `
import { Button, Grid, type ButtonProps } from '@radix-ui/themes'
export const Planted = (props: ButtonProps) => (
  <Grid columns={{ initial: '1', md: '2' }} gap="3">
    <Button {...props} size="2" mt="-2">保存</Button>
  </Grid>
)
`

const selectorsOf = (root: Root) => {
  const selectors: string[] = []
  root.walkRules((rule) => void selectors.push(...rule.selectors))
  return selectors
}
/** Whether a selector names class `name` (`md:rt-r-gtc-2` as `.md\:rt-r-gtc-2`), not just a longer one. */
const hasClass = (selectors: string[], name: string) => {
  const pattern = new RegExp(`\\.${name.replace(':', '\\\\:')}(?![\\w-])`)
  return selectors.some((selector) => pattern.test(selector))
}

async function trimmedFile(file: string, keep: RadixKeep) {
  const root = parse(await readFile(file, 'utf8'), { from: file })
  trimRadixCss(root, keep, () => true)
  return selectorsOf(root)
}

describe('trimming Radix CSS for a planted source', () => {
  let components: string[]
  let utilities: string[]
  beforeAll(async () => {
    const keep = await radixKeep(scanSource([{ path: 'src/Planted.tsx', code: PLANTED }]))
    components = await trimmedFile(RADIX_CSS.components, keep)
    utilities = await trimmedFile(RADIX_CSS.utilities, keep)
  })

  it('keeps the rules of a component in use and of the shared base it renders', () => {
    expect(hasClass(components, 'rt-Button')).toBe(true)
    expect(hasClass(components, 'rt-BaseButton')).toBe(true)
    expect(hasClass(components, 'rt-Grid')).toBe(true)
    // Button renders a Spinner while loading: its module imports spinner.js
    expect(hasClass(components, 'rt-Spinner')).toBe(true)
  })

  it('drops the rules of components nothing imports', () => {
    for (const name of ['rt-SliderRoot', 'rt-BaseDialogContent', 'rt-TableRoot', 'rt-IconButton', 'rt-SelectTrigger', 'rt-TabsContent']) {
      expect(hasClass(components, name), `${name} kept`).toBe(false)
    }
  })

  it('keeps the breakpoint variants of a responsive prop at its breakpoints only', () => {
    expect(hasClass(utilities, 'md:rt-r-gtc-2')).toBe(true)
    expect(hasClass(utilities, 'md:rt-r-gtc')).toBe(true)
    expect(hasClass(utilities, 'lg:rt-r-gtc-2')).toBe(false)
    expect(hasClass(utilities, 'sm:rt-r-gtc-2')).toBe(false)
    expect(hasClass(utilities, 'md:rt-r-p-2')).toBe(false)
    expect(hasClass(components, 'md:rt-r-size-2')).toBe(false)
    expect(hasClass(utilities, 'rt-r-gtc-2')).toBe(true)
  })

  it('keeps a prop class for the values given and drops props nothing sets', () => {
    expect(hasClass(utilities, '-rt-r-mt-2')).toBe(true)
    expect(hasClass(utilities, '-rt-r-mt-3')).toBe(false)
    expect(hasClass(utilities, 'rt-r-gap-3')).toBe(true)
    expect(hasClass(utilities, 'rt-r-gcs-2')).toBe(false)
    // a variant nobody names, but Button's default
    expect(hasClass(components, 'rt-variant-solid')).toBe(true)
  })
})

describe('a variant only a default gives', () => {
  const selectorsWith = async (code: string, component: string) => {
    const keep = await radixKeep(scanSource([{ path: 'src/Planted.tsx', code }]))
    return (await trimmedFile(RADIX_CSS.components, keep)).filter((selector) => selector.includes(`.${component}`) && selector.includes('.rt-variant-classic'))
  }
  const IMPORTS = `import { Button, Kbd } from '@radix-ui/themes'\n`

  it('stays on the component whose default it is, and goes from the others', async () => {
    const code = `${IMPORTS}export const Planted = () => <><Kbd>Esc</Kbd><Button>保存</Button></>`
    expect(await selectorsWith(code, 'rt-Kbd')).not.toEqual([])
    expect(await selectorsWith(code, 'rt-BaseButton')).toEqual([])
  })

  it('stays on any component when the one whose default it is passes its classes on (asChild)', async () => {
    const code = `${IMPORTS}export const Planted = () => <Kbd asChild><Button>保存</Button></Kbd>`
    expect(await selectorsWith(code, 'rt-BaseButton')).not.toEqual([])
  })

  it('stays everywhere once the source names it', async () => {
    const code = `${IMPORTS}export const Planted = () => <><Kbd>Esc</Kbd><Button variant="classic">保存</Button></>`
    expect(await selectorsWith(code, 'rt-BaseButton')).not.toEqual([])
  })
})

describe('what the source does not pin down', () => {
  const trimmedFor = async (code: string, file: string) => trimmedFile(file, await radixKeep(scanSource([{ path: 'src/Planted.tsx', code }])))

  it('keeps every variant at a breakpoint a responsive object outside a prop names', async () => {
    const code = `import { Grid } from '@radix-ui/themes'\nconst columns = { initial: '1', lg: '3' }\nexport const Planted = () => <Grid columns={columns} />`
    const utilities = await trimmedFor(code, RADIX_CSS.utilities)
    expect(hasClass(utilities, 'lg:rt-r-p-2')).toBe(true)
    expect(hasClass(utilities, 'md:rt-r-p-2')).toBe(false)
  })

  it('keeps every component for a namespace import', async () => {
    const components = await trimmedFor(`import * as Themes from '@radix-ui/themes'\nexport const Planted = () => <Themes.Button />`, RADIX_CSS.components)
    expect(hasClass(components, 'rt-SliderRoot')).toBe(true)
  })
})

describe('what a selector needs', () => {
  const keep = (components: string[]): RadixKeep => ({
    components: new Set(components),
    responsive: new Map(),
    propClasses: new Map(),
    componentDefaults: new Map(),
    values: new Set(),
    literalClasses: new Set(),
    customProperties: new Set(['--named-by-a-script']),
  })
  const trim = (css: string, fromRadix = true) => {
    const root = parse(css, { from: '/x/node_modules/@radix-ui/themes/tokens/base.css' })
    trimRadixCss(root, keep(['rt-Used']), () => fromRadix)
    return root.toString().replace(/\s+/g, ' ').trim()
  }

  it('counts what :not() holds never, and an :is() or :where() only when every alternative is impossible', () => {
    expect(trim('.rt-Used:not(.rt-Unused) { color: red }')).toBe('.rt-Used:not(.rt-Unused) { color: red }')
    expect(trim(':where(.rt-Unused, .rt-Used) a { color: red }')).toBe(':where(.rt-Unused, .rt-Used) a { color: red }')
    expect(trim(':where(.rt-Unused, .rt-Gone) a { color: red }')).toBe('')
    expect(trim('.x:has(.rt-Unused:where(:disabled)) { color: red }')).toBe('')
    expect(trim('.rt-Used, .rt-Unused .x { color: red }')).toBe('.rt-Used { color: red }')
    expect(trim('@media (hover: hover) { .rt-Unused:hover { color: red } }')).toBe('')
  })

  it('leaves rules that did not come from Radix as they are', () => {
    expect(trim('.rt-Unused { color: red }', false)).toBe('.rt-Unused { color: red }')
  })

  it('drops colour mappings to undefined scales and custom properties nothing refers to', () => {
    const css = `:root { --indigo-9: blue; --unused: 1px; --via-script: 2px; --named-by-a-script: 3px }
      [data-accent-color='indigo'] { --accent-9: var(--indigo-9) }
      [data-accent-color='tomato'] { --accent-9: var(--tomato-9) }
      .rt-Used { color: var(--accent-9) }`
    expect(trim(css)).toBe(
      ":root { --indigo-9: blue; --named-by-a-script: 3px } [data-accent-color='indigo'] { --accent-9: var(--indigo-9) } .rt-Used { color: var(--accent-9) }",
    )
  })

  it('drops keyframes no animation names', () => {
    expect(trim('@keyframes rt-gone { to { opacity: 0 } } @keyframes rt-kept { to { opacity: 1 } } .rt-Used { animation: rt-kept 1s }')).toBe(
      '@keyframes rt-kept { to { opacity: 1 } } .rt-Used { animation: rt-kept 1s }',
    )
  })
})
