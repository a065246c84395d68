import { join } from 'node:path'
import type { Plugin as PostcssPlugin } from 'postcss'
import type { Plugin } from 'vite'
import { radixKeepFor, type RadixKeep } from './radixKeep.ts'
import { trimRadixCss } from './trim.ts'

/**
 * Build only: src/styles.css imports Radix Themes' tokens, component and utility CSS whole; the build keeps what the
 * app can use (scripts/radixCss/: the components src/ imports, the breakpoint variants its responsive props set, the
 * props and values it sets, the tokens that are referred to), ~35 kB gzip less for /login. Read from src/, index.html
 * and public/ at each build, so a component a screen starts using brings its CSS along; the dev server serves all.
 * If the built JavaScript still names a component class whose rules went, the build fails.
 */
export function radixCssTrim(): Plugin {
  let root = process.cwd()
  let keep: Promise<RadixKeep> | undefined
  const read = () => radixKeepFor(['src', 'index.html', 'public'].map((path) => join(root, path)))
  const dropped = new Set<string>()
  const postcssPlugin: PostcssPlugin = {
    postcssPlugin: 'backoffice:radix-css-trim',
    async OnceExit(css) {
      keep ??= read()
      const result = trimRadixCss(css, await keep, isRadixCss)
      result.droppedComponentClasses.forEach((name) => dropped.add(name))
    },
  }
  return {
    name: 'backoffice:radix-css-trim',
    apply: 'build',
    config: () => ({ css: { postcss: { plugins: [postcssPlugin] } } }),
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      keep = read()
      dropped.clear()
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const named = [...new Set(output.code.match(/\brt-[A-Z][A-Za-z0-9]*/g))].filter((name) => dropped.has(name))
        if (named.length > 0) this.error(`${output.fileName} uses ${named.join(', ')}, whose CSS scripts/radixCss/ left out: how does src/ use it?`)
      }
    },
  }
}

/** Radix Themes' own CSS files, whichever src/styles.css imports (tokens, colour scales, components, utilities). */
export const isRadixCss = (file: string) => /[\\/]@radix-ui[\\/]themes[\\/].*\.css$/.test(file)
