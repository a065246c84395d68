import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { build, type Plugin } from 'vite'

/** The name the build's Radix CSS trimmer (scripts/radixCss/vitePlugin.ts) gives its PostCSS plugin. */
const TRIMMER = 'backoffice:radix-css-trim'
/** Where the page finds the untrimmed stylesheet: answered by `page.route`, never by the server. */
const UNTRIMMED_PATH = '/__untrimmed-entry.css'

/**
 * The demo build's entry stylesheet as it would be without the trimmer: src/styles.css (Radix Themes' tokens, colour
 * scales, components and utilities, then the app's own rules) through the same config, mode and minifier, with the
 * trimmer's PostCSS plugin taken out. Built in memory from the CSS alone, a few seconds. Built this way with the
 * trimmer left in, it is byte for byte the demo's `assets/index-*.css`: the entry chunk's CSS is src/styles.css
 * alone (the screens' own CSS files come with their lazy chunks, which both sides share).
 */
export async function untrimmedEntryCss(root: string): Promise<string> {
  let removed = false
  const withoutTrimmer: Plugin = {
    name: 'e2e:without-radix-css-trim',
    // after the trimmer's own config hook has added its PostCSS plugin
    enforce: 'post',
    config(config) {
      const postcss = config.css?.postcss
      if (!postcss || typeof postcss === 'string' || !postcss.plugins) return
      const plugins = postcss.plugins.filter(
        (plugin) => !(plugin && typeof plugin === 'object' && 'postcssPlugin' in plugin && plugin.postcssPlugin === TRIMMER),
      )
      removed = plugins.length < postcss.plugins.length
      postcss.plugins = plugins
    },
  }
  const output = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'error',
    plugins: [withoutTrimmer],
    // in memory: nothing is written, dist/ is left as it is
    build: { write: false, emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: resolve(root, 'src/styles.css') } },
  })
  // without it this would compare the trimmed CSS with itself, and pass whatever the trimmer dropped
  if (!removed) throw new Error(`vite.config.ts has no PostCSS plugin named ${TRIMMER}: what does the build trim Radix's CSS with now?`)
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : []
  const css = outputs.flatMap(({ output: files }) => files).find((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
  if (!css || css.type !== 'asset') throw new Error('building src/styles.css gave no stylesheet')
  return typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source)
}

/** The demo build's entry stylesheet, as index.html links it (`/assets/index-….css`). */
export async function entryCssHref(demoDir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve(demoDir, '.vite/manifest.json'), 'utf8')) as Record<string, { css?: string[] }>
  const [css, ...more] = manifest['index.html']?.css ?? []
  if (!css || more.length) throw new Error(`index.html should link one stylesheet, not ${[css, ...more].join(', ')}`)
  return `/${css}`
}

type Appearance = 'light' | 'dark'
type Sheet = 'trimmed' | 'untrimmed'

/** What DOMSnapshot.captureSnapshot gives back, as far as it is read here. */
interface Snapshot {
  strings: string[]
  documents: {
    nodes: { parentIndex: number[]; nodeType: number[]; nodeName: number[]; nodeValue: number[]; attributes: number[][] }
    layout: { nodeIndex: number[]; styles: number[][] }
  }[]
}

/** One capture: each laid-out element's (and pseudo-element's) computed values of `props`, and each placeholder's. */
interface Capture {
  /** Element key (its place in the tree, stable while the DOM is) → its readable path and values. */
  elements: Map<string, { path: string; values: string[] }>
  /** The tree's shape without pseudo-elements: the two sides of a comparison must see the same DOM. */
  shape: string
  placeholders: string[][]
}

/**
 * Checks on `page` that the trimmed stylesheet gives every element the computed style the untrimmed one gives it. The
 * untrimmed stylesheet is linked once, right after the trimmed one (the same place in the cascade) and disabled;
 * `differences(where)` then, in both appearances (<html>'s class, as the top bar's 外观 menu sets it), turns one
 * stylesheet off and the other on, and compares every laid-out element's and pseudo-element's computed value of every
 * property a stylesheet or style attribute of the page sets, and each input's placeholder. Whatever the trimmer
 * dropped can only change those properties (directly, or through a custom property they use; custom properties
 * themselves are not compared, as the trimmer drops the tokens nothing uses). What is not laid out (display: none,
 * a closed menu) shows nothing either way and is not compared; an element that is laid out with one stylesheet only
 * is a difference. Returns one line per difference not reported before (at most `limit` per appearance): where,
 * appearance, element path, property, trimmed ≠ untrimmed.
 */
export class StyleTwins {
  private constructor(
    private page: Page,
    private cdp: CDPSession,
    private entryHref: string,
  ) {}

  /** Per `differences` call: how many elements (in both appearances) and properties it compared. */
  readonly checked: { where: string; elements: number; properties: number }[] = []
  /** The differences reported so far, by appearance. */
  private reported = new Set<string>()

  static async on(page: Page, entryHref: string, untrimmedCss: string): Promise<StyleTwins> {
    await page.route(`**${UNTRIMMED_PATH}`, (route) => route.fulfill({ body: untrimmedCss, contentType: 'text/css' }))
    return new StyleTwins(page, await page.context().newCDPSession(page), entryHref)
  }

  async differences(where: string, limit = 8): Promise<string[]> {
    const sheets = { entryHref: this.entryHref, untrimmedPath: UNTRIMMED_PATH }
    const props = await this.page.evaluate(linkUntrimmed, sheets)
    const shown: Appearance = await this.page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'))
    const lines: string[] = []
    const checked = { where, elements: 0, properties: props.length }
    this.checked.push(checked)
    try {
      for (const appearance of [shown, shown === 'dark' ? 'light' : 'dark'] as const) {
        // the app follows <html>'s class itself (the toasts take the appearance from it): let it, before comparing
        await this.page.evaluate(show, { ...sheets, appearance, sheet: 'trimmed' as const })
        await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        const { found, elements } = await this.compared(props, appearance)
        checked.elements += elements
        // an element shown on several screens (the top bar) is reported on the first
        const fresh = found.filter((line) => !this.reported.has(`${appearance}: ${line}`))
        fresh.forEach((line) => this.reported.add(`${appearance}: ${line}`))
        const listed = fresh.length > limit ? [...fresh.slice(0, limit), `… and ${fresh.length - limit} more`] : fresh
        lines.push(...listed.map((line) => `${where}, ${appearance}: ${line}`))
      }
    } finally {
      await this.page.evaluate(show, { ...sheets, appearance: shown, sheet: 'trimmed' as const })
    }
    return lines
  }

  /**
   * The differences between the two stylesheets' captures in `appearance`. The page may change under a capture (a late
   * answer, a timer, the app still following the appearance): the two sides must see the same tree, and differences
   * count only if the trimmed side, captured again, has not changed meanwhile.
   */
  private async compared(props: string[], appearance: Appearance): Promise<{ found: string[]; elements: number }> {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const trimmed = await this.capture(props, appearance, 'trimmed')
      const untrimmed = await this.capture(props, appearance, 'untrimmed')
      if (trimmed.shape !== untrimmed.shape) continue
      const found = compare(props, trimmed, untrimmed)
      const result = { found, elements: trimmed.elements.size }
      if (found.length === 0) return result
      const again = await this.capture(props, appearance, 'trimmed')
      if (again.shape === trimmed.shape && compare(props, trimmed, again).length === 0) return result
    }
    throw new Error(`the page kept changing while its styles were compared (${appearance})`)
  }

  private async capture(props: string[], appearance: Appearance, sheet: Sheet): Promise<Capture> {
    const placeholders = await this.page.evaluate(show, { appearance, sheet, entryHref: this.entryHref, untrimmedPath: UNTRIMMED_PATH, props })
    const { strings, documents } = (await this.cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: props })) as unknown as Snapshot
    const { nodes, layout } = documents[0]
    const name = (index: number) => strings[nodes.nodeName[index]] ?? ''
    // each node's key: its parent's, then its place among the parent's other children (pseudo-elements by name)
    const keys: string[] = []
    const paths: string[] = []
    const childCount = new Map<number, number>()
    const shape: string[] = []
    for (let index = 0; index < nodes.parentIndex.length; index += 1) {
      const parent = nodes.parentIndex[index]
      const tag = name(index).toLowerCase()
      const pseudo = tag.startsWith('::')
      let place = tag
      if (!pseudo) {
        const nth = childCount.get(parent) ?? 0
        childCount.set(parent, nth + 1)
        place = `${nth}`
        shape.push(`${parent}:${tag}`)
      }
      keys[index] = parent < 0 ? place : `${keys[parent]}/${place}`
      paths[index] = nodes.nodeType[index] === 1 ? readable(strings, nodes, index, parent < 0 ? '' : paths[parent]) : ''
    }
    const elements = new Map<string, { path: string; values: string[] }>()
    layout.nodeIndex.forEach((node, row) => {
      if (nodes.nodeType[node] !== 1) return // text: its parent's values, compared there
      elements.set(keys[node], { path: paths[node], values: layout.styles[row].map((value) => strings[value]) })
    })
    return { elements, shape: shape.join(' '), placeholders }
  }
}

/** `div.rt-Flex > button.rt-BaseButton.rt-Button`, the last four steps, with the element's first words. */
function readable(strings: string[], nodes: Snapshot['documents'][0]['nodes'], index: number, parentPath: string): string {
  const attributes = nodes.attributes[index] ?? []
  const attribute = (wanted: string) => {
    for (let at = 0; at < attributes.length; at += 2) if (strings[attributes[at]] === wanted) return strings[attributes[at + 1]]
    return undefined
  }
  const id = attribute('id')
  const classes = (attribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 3)
  const label = attribute('aria-label')
  const step = `${(strings[nodes.nodeName[index]] ?? '').toLowerCase()}${id && !/^(radix|:)/.test(id) ? `#${id}` : ''}${classes.map((name) => `.${name}`).join('')}${label ? `[aria-label="${label}"]` : ''}`
  return [...parentPath.split(' > ').filter(Boolean), step].slice(-4).join(' > ')
}

function compare(props: string[], trimmed: Capture, untrimmed: Capture): string[] {
  const found: string[] = []
  for (const [key, { path, values }] of trimmed.elements) {
    const other = untrimmed.elements.get(key)
    if (!other) {
      found.push(`${path}: laid out with the trimmed CSS only`)
      continue
    }
    props.forEach((prop, at) => {
      if (values[at] !== other.values[at]) found.push(`${path} ${prop}: trimmed ${values[at]} ≠ untrimmed ${other.values[at]}`)
    })
  }
  for (const [key, { path }] of untrimmed.elements) if (!trimmed.elements.has(key)) found.push(`${path}: laid out with the untrimmed CSS only`)
  trimmed.placeholders.forEach((values, input) =>
    props.forEach((prop, at) => {
      const other = untrimmed.placeholders[input]?.[at]
      if (values[at] !== other) found.push(`placeholder of input ${input + 1} ${prop}: trimmed ${values[at]} ≠ untrimmed ${other}`)
    }),
  )
  return found
}

// ---- run in the page ----

interface Sheets {
  entryHref: string
  untrimmedPath: string
}

/**
 * Links the untrimmed stylesheet right after the trimmed one, disabled, unless it is there; returns the properties to
 * compare: every (longhand) property a rule of the page's stylesheets or a style attribute sets, custom ones aside.
 */
async function linkUntrimmed({ entryHref, untrimmedPath }: Sheets): Promise<string[]> {
  const trimmed = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${entryHref}"]`)
  if (!trimmed) throw new Error(`no <link rel="stylesheet" href="${entryHref}"> in the page`)
  let untrimmed = document.querySelector<HTMLLinkElement>(`link[href="${untrimmedPath}"]`)
  if (!untrimmed) {
    untrimmed = document.createElement('link')
    untrimmed.rel = 'stylesheet'
    untrimmed.href = untrimmedPath
    const loaded = new Promise((done, fail) => {
      untrimmed!.onload = done
      untrimmed!.onerror = () => fail(new Error(`${untrimmedPath} did not load`))
    })
    trimmed.after(untrimmed)
    await loaded
    untrimmed.sheet!.disabled = true
  }
  const names = new Set<string>()
  const add = (style: CSSStyleDeclaration) => {
    for (let at = 0; at < style.length; at += 1) names.add(style[at])
  }
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule || rule instanceof CSSKeyframeRule) add(rule.style)
      if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList)
    }
  }
  for (const sheet of document.styleSheets) walk(sheet.cssRules)
  for (const element of document.querySelectorAll<HTMLElement>('[style]')) add(element.style)
  return [...names].filter((name) => !name.startsWith('--') && name !== 'all' && CSS.supports(name, 'inherit')).sort()
}

/**
 * Shows the page in `appearance` with one of the two stylesheets, every transition and finite animation at its end
 * (a transition started by the switch would still show the old value), every endless one paused at its start; returns
 * each placeholder's computed values of `props`.
 */
function show({ appearance, sheet, entryHref, untrimmedPath, props = [] }: Sheets & { appearance: Appearance; sheet: Sheet; props?: string[] }): string[][] {
  const root = document.documentElement
  if (!root.classList.contains(appearance)) {
    root.classList.remove('light', 'dark')
    root.classList.add(appearance)
  }
  const trimmed = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${entryHref}"]`)!.sheet!
  const untrimmed = document.querySelector<HTMLLinkElement>(`link[href="${untrimmedPath}"]`)!.sheet!
  trimmed.disabled = sheet === 'untrimmed'
  untrimmed.disabled = sheet === 'trimmed'
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) {
      animation.pause()
      animation.currentTime = 0
    } else animation.finish()
  }
  return [...document.querySelectorAll('input[placeholder], textarea[placeholder]')].map((input) => {
    const style = getComputedStyle(input, '::placeholder')
    return props.map((prop) => style.getPropertyValue(prop))
  })
}
