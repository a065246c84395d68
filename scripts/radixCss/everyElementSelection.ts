import type { Plugin as PostcssPlugin } from 'postcss'
import type { Plugin } from 'vite'
import { isRadixCss } from './vitePlugin.ts'

/**
 * Radix Themes' `.radix-themes ::selection` colours selected text on every element of the app. A `::selection` rule
 * that matches an element makes Chromium compute that element's selection style with its own at every style
 * recalculation, selected text or not: each new list page styled twice its elements, about 2 ms of each menu step's
 * frame (9.2 → 6.5 ms in a trace of the domain list). Without the rule selected text has the browser's own highlight,
 * which follows the light and dark appearances by itself. Radix's `::selection` rules on single components (a text
 * field's input) match only those elements and stay.
 *
 * A PostCSS step of the dev server and of every build alike, so both show the same selection.
 */
export function withoutEveryElementSelection(): Plugin {
  return {
    name: 'backoffice:without-every-element-selection',
    config: () => ({ css: { postcss: { plugins: [dropEveryElementSelection()] } } }),
  }
}

/** The PostCSS plugin: drops, from Radix Themes' own files only, the selectors whose `::selection` has no element of its own. */
export function dropEveryElementSelection(fromRadix: (file: string) => boolean = isRadixCss): PostcssPlugin {
  return {
    postcssPlugin: 'backoffice:without-every-element-selection',
    Rule(rule) {
      const file = rule.source?.input.file
      if (!file || !fromRadix(file)) return
      const kept = rule.selectors.filter((selector) => !isEveryElementSelection(selector))
      if (kept.length === rule.selectors.length) return
      if (kept.length > 0) rule.selectors = kept
      else rule.remove()
    },
  }
}

/** `.radix-themes ::selection`, `::selection`, `* ::selection`: a selection style for any element. */
export const isEveryElementSelection = (selector: string) => /(^|[\s>+~]|\*)::selection$/.test(selector.trim())
