import type { AtRule, Root } from 'postcss'
import type { RadixKeep } from './radixKeep.ts'
import { ANY_PROP, NEGATED, type Breakpoint } from './scanSource.ts'
import { cannotMatch, type Impossible } from './selectors.ts'
import { removeUnusedTokens } from './tokens.ts'

/**
 * Drops from Radix Themes' CSS the selectors that cannot match the app's pages, because they need a class nothing
 * sets: a component class no component in use sets (`.rt-SliderRoot`), a breakpoint variant no responsive prop sets
 * (`.lg\:rt-r-gtc-2`), a prop class no one sets that prop for (`.rt-r-gcs-2`: `gridColumnStart`) or not with that
 * value, given or default (`.rt-BaseButton:where(.rt-variant-classic)`: only Kbd has it by default, and nothing names
 * it); then what that leaves unused (tokens.ts). Only what came from `fromRadix` files is touched: the app's own rules
 * stay as they are.
 */

export interface TrimResult {
  /** `rt-PascalCase` classes whose rules went: none of them may appear in the built JavaScript. */
  droppedComponentClasses: Set<string>
}

const BREAKPOINT_CLASS = /^(xs|sm|md|lg|xl):-?(rt-[\w-]+)$/

export function trimRadixCss(root: Root, keep: RadixKeep, fromRadix: (file: string) => boolean): TrimResult {
  const result: TrimResult = { droppedComponentClasses: new Set() }
  const sources = new Map<string, Sources>()
  const sourcesOf = (name: string) => {
    let found = sources.get(name)
    if (found === undefined) sources.set(name, (found = classSources(keep, name)))
    return found
  }
  const impossible: Impossible = {
    className(name) {
      const none = sourcesOf(name) === 'none'
      if (none && /^rt-[A-Z]/.test(name)) result.droppedComponentClasses.add(name)
      return none
    },
    // a class only a default sets (`rt-variant-solid`) on an element of components whose props do not default to it
    compound(names) {
      const components = names.filter((name) => /^rt-[A-Z]/.test(name))
      if (components.length === 0) return false
      return names.some((name) => {
        const defaults = sourcesOf(name)
        if (!Array.isArray(defaults)) return false
        return !components.some((component) => {
          const own = keep.componentDefaults.get(component)
          return !own || defaults.some((key) => own.has(key))
        })
      })
    },
  }
  const isRadix = (node: { source?: { input: { file?: string } } }) => !!node.source?.input.file && fromRadix(node.source.input.file)

  root.walkRules((rule) => {
    if (!isRadix(rule) || (rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return
    const selectors = rule.selectors.filter((selector) => !cannotMatch(selector, impossible))
    if (selectors.length === rule.selectors.length) return
    if (selectors.length > 0) rule.selectors = selectors
    else rule.remove()
  })
  removeUnusedTokens(root, isRadix, keep.customProperties)
  return result
}

/** What can set class `name` on the app's pages: anything ('any'), nothing ('none'), or only these defaults (`rt-variant=solid`). */
type Sources = 'any' | 'none' | string[]

function classSources(keep: RadixKeep, name: string): Sources {
  if (keep.literalClasses.has(name)) return 'any'
  if (/^rt-[A-Z]/.test(name)) return keep.components === 'all' || keep.components.has(name) ? 'any' : 'none'
  const variant = BREAKPOINT_CLASS.exec(name)
  if (variant) return keepsVariant(keep, variant[1] as Breakpoint, variant[2]) ? 'any' : 'none'
  // a prop's class with its value (`rt-r-mb-3`, `-rt-r-mb-3` for "-3", `rt-variant-soft`) or without (`rt-r-gtc`: any value)
  const negative = name.startsWith('-')
  const className = negative ? name.slice(1) : name
  let owned = false
  const defaults: string[] = []
  for (const [propClass, prop] of keep.propClasses) {
    if (className !== propClass && !className.startsWith(`${propClass}-`)) continue
    owned = true
    const value = `${negative ? '-' : ''}${className.slice(propClass.length + 1)}`
    if (prop.set && (className === propClass || prop.mapped || canBe(keep.values, value))) return 'any'
    if (prop.defaults.has(value)) defaults.push(`${propClass}=${value}`)
  }
  return defaults.length > 0 ? defaults : owned ? 'none' : 'any'
}

/**
 * Whether a prop can be given `value`: one the source or Radix spells out; any positive number, as the source may
 * compute one (`size={String(level + 1)}`); a negative one only if spelled out, or if the source negates a value.
 */
function canBe(values: ReadonlySet<string>, value: string): boolean {
  return values.has(value) || /^\d+$/.test(value) || (/^-\d+$/.test(value) && values.has(NEGATED))
}

function keepsVariant(keep: RadixKeep, breakpoint: Breakpoint, className: string): boolean {
  const classes = keep.responsive.get(breakpoint)
  if (!classes) return false
  if (classes.has(ANY_PROP)) return true
  return [...classes].some((prop) => className === prop || className.startsWith(`${prop}-`))
}
