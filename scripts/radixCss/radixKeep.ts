import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { componentModules, importGraph, PROPS_MODULE, propDefinitions, RADIX_ESM, reachable, type PropDefinition } from './radixPackage.ts'
import { ANY_PROP, scanSource, type Breakpoint, type SourceFile, type SourceUsage } from './scanSource.ts'

/**
 * What of Radix Themes' CSS the app can need, from what its source uses (scanSource.ts) and the installed package
 * (radixPackage.ts): a component's class names are the `rt-…` names its module and the modules it imports spell out
 * (Dialog → dialog.js → rt-BaseDialogContent, rt-DialogContent, and Heading's and Text's through their modules); a
 * prop's class and its defaults come from Radix's prop definitions (Grid's `columns` → rt-r-gtc); the props and values
 * the modules in use pass on themselves (Dialog's title: `{ size: '5', mb: '3' }`) count as the app's.
 */

export interface RadixKeep {
  /** The `rt-PascalCase` class names that can appear on the page, or 'all'. */
  components: ReadonlySet<string> | 'all'
  /** Per breakpoint, the prop classes whose variants can appear (`rt-r-gtc` keeps `md:rt-r-gtc`, `md:rt-r-gtc-2`, …), or ANY_PROP. */
  responsive: ReadonlyMap<Breakpoint, ReadonlySet<string>>
  /** Each prop class of Radix's prop definitions (`rt-r-mb`, `rt-high-contrast`, `rt-variant`): can it be set, with which values. */
  propClasses: ReadonlyMap<string, PropClass>
  /**
   * The defaults an element with a component class can get, as `propClass=value` (`rt-BaseButton` → `rt-variant=solid`,
   * never `rt-variant=classic`, which only Kbd has): those of the prop definitions its modules import, and of every
   * component that passes its classes on to its child (`asChild`, in the source or in Radix's modules).
   */
  componentDefaults: ReadonlyMap<string, ReadonlySet<string>>
  /** The values a prop can be given: every string and number the source and the Radix modules in use spell out. */
  values: ReadonlySet<string>
  /** `rt-…` class names the source or the Radix modules in use spell out whole: they can appear as they are. */
  literalClasses: ReadonlySet<string>
  /** Custom properties named outside Radix's CSS (the source, its CSS, Radix's scripts): they are used or set there. */
  customProperties: ReadonlySet<string>
}

export interface PropClass {
  /** Some prop with this class is set, or has a default. */
  set: boolean
  /** A prop with this class maps its value before it becomes the class (`justify="between"` → rt-r-jc-space-between). */
  mapped: boolean
  defaults: Set<string>
}

/** Every script, style sheet and page under the given directories and files: what scanSource reads. */
export async function readSources(paths: string[]): Promise<SourceFile[]> {
  const files: string[] = []
  for (const path of paths) {
    const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null)
    if (!entries) files.push(path)
    else
      files.push(...entries.filter((entry) => entry.isFile() && /\.(tsx?|jsx?|css|html)$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name)))
  }
  return Promise.all(files.sort().map(async (path) => ({ path, code: await readFile(path, 'utf8') })))
}

export async function radixKeepFor(paths: string[]): Promise<RadixKeep> {
  return radixKeep(scanSource(await readSources(paths)))
}

export async function radixKeep(usage: SourceUsage): Promise<RadixKeep> {
  const definitions = await propDefinitions()
  const index = await componentModules()
  const entries =
    usage.exports === 'all'
      ? [...new Set(index.values())]
      : [...usage.exports].map((name) => {
          const file = index.get(name)
          if (!file) throw new Error(`'${name}' is not an export of @radix-ui/themes: cannot tell which CSS it needs`)
          return file
        })
  for (const module of usage.componentModules) entries.push(join(RADIX_ESM, 'components', `${module}.js`))
  const graph = await importGraph(entries)
  // the modules in use, their prop definitions left out: what these set, the app's code sets
  const modules = await readSources([...graph.keys()].filter((file) => !PROPS_MODULE.test(file)))
  const internal = scanSource(modules)
  const literalClasses = new Set([...usage.classNames, ...internal.classNames])

  return {
    components: usage.exports === 'all' ? 'all' : new Set([...literalClasses].filter((name) => /^rt-[A-Z]/.test(name))),
    responsive: responsiveClasses(usage, definitions),
    propClasses: propClasses(definitions, new Set([...usage.propNames, ...internal.propNames])),
    componentDefaults: componentDefaults(
      modules,
      graph,
      definitions,
      [...usage.asChild].flatMap((name) => index.get(name) ?? []),
    ),
    values: new Set([...usage.values, ...internal.values]),
    literalClasses,
    customProperties: new Set([...usage.customProperties, ...internal.customProperties]),
  }
}

function responsiveClasses(usage: SourceUsage, definitions: PropDefinition[]) {
  const responsive = new Map<Breakpoint, Set<string>>()
  for (const [breakpoint, props] of usage.responsive) {
    // a prop Radix does not know (a wrapper's own prop passing the object on) keeps every variant at that breakpoint
    const classes = [...props].flatMap((prop) => {
      const known = definitions.filter((definition) => definition.prop === prop && definition.responsive).map((definition) => definition.className)
      return known.length > 0 ? known : [ANY_PROP]
    })
    responsive.set(breakpoint, new Set(classes))
  }
  return responsive
}

function propClasses(definitions: PropDefinition[], propNames: ReadonlySet<string>) {
  const classes = new Map<string, PropClass>()
  for (const { prop, className, mapped, defaultValue } of definitions) {
    const entry = classes.get(className) ?? { set: false, mapped: false, defaults: new Set<string>() }
    entry.set ||= defaultValue !== undefined || propNames.has(prop)
    entry.mapped ||= mapped
    if (defaultValue !== undefined) entry.defaults.add(defaultValue)
    classes.set(className, entry)
  }
  return classes
}

/** For each component class, the defaults of the prop definitions the modules that spell it import, transitively. */
function componentDefaults(modules: SourceFile[], graph: ReadonlyMap<string, string[]>, definitions: PropDefinition[], asChildModules: string[]) {
  const reached = (file: string) => {
    const reach = reachable(graph, file)
    return definitions
      .filter((definition) => definition.defaultValue !== undefined && reach.has(definition.file))
      .map((definition) => `${definition.className}=${definition.defaultValue}`)
  }
  // what a component rendered with `asChild` (by the source, or by a Radix module: `asChild: !0`) may set on any element
  const passing = modules.filter((module) => /asChild\s*:\s*(!0|true)\b/.test(module.code)).map((module) => module.path)
  const passedOn = new Set([...asChildModules, ...passing].flatMap(reached))
  const defaults = new Map<string, Set<string>>()
  for (const { path, code } of modules) {
    const own = reached(path)
    for (const [name] of code.matchAll(/\brt-[A-Z][A-Za-z0-9]*/g)) {
      let set = defaults.get(name)
      if (!set) defaults.set(name, (set = new Set(passedOn)))
      own.forEach((key) => set.add(key))
    }
  }
  return defaults
}
