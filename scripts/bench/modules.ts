import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import { packageName } from '../compileHints'

/** A function of a CPU profile (CDP Profiler.CallFrame): 0-based line and column of its start in `url`. */
export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

export interface Origin {
  /** The source file: `src/routes/domain/domain.lazy.tsx`, `react-dom/cjs/react-dom-client.production.js`. */
  module: string
  /** What it belongs to: `src/routes/domain`, a package (`react-dom`, `@radix-ui/themes`) or the chunk. */
  group: string
  /** Where the function starts in its source, 1-based. */
  line: number | null
  /** The function's name in its source, when the map has it (chunks are minified). */
  name?: string
}

/** `../../node_modules/.pnpm/x/node_modules/@radix-ui/themes/dist/esm/a.js` → `@radix-ui/themes/dist/esm/a.js`, `../../src/a/b.tsx` → `src/a/b.tsx`. */
function sourcePath(source: string): string {
  const inPackage = source.lastIndexOf('node_modules/')
  if (inPackage >= 0) return source.slice(inPackage + 'node_modules/'.length)
  const own = source.search(/(^|\/)src\//)
  return own >= 0 ? source.slice(source.indexOf('src/', own)) : source.replace(/^(\.\.\/)+/, '')
}

function groupOf(module: string): string {
  if (module.startsWith('src/'))
    return module
      .split('/')
      .slice(0, module.startsWith('src/routes/') ? 3 : 2)
      .join('/')
  return packageName(module)
}

/**
 * Maps a profiled function back to the source module it came from, through the `.map` files of a build made with
 * `sourcemap: 'hidden'` in `outDir` (the page's scripts do not refer to them; they are read here). A script without a
 * map counts by its chunk; V8's own entries ((program), (garbage collector)) and native functions by their name.
 */
export function moduleMapper(origin: string, outDir: string): (frame: CallFrame) => Origin {
  const maps = new Map<string, SourceMapConsumer | null>()
  const mapOf = (path: string) => {
    if (!maps.has(path)) {
      const file = resolve(outDir, `.${path}.map`)
      maps.set(path, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null)
    }
    return maps.get(path)!
  }
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (!url) {
      const name = /^\(.*\)$/.test(functionName) ? functionName : '(native)'
      return { module: name, group: name, line: null }
    }
    if (!url.startsWith(origin)) return { module: url, group: 'other scripts', line: null }
    const path = new URL(url).pathname
    const position = mapOf(path)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
    if (!position?.source) return { module: path.slice(1), group: `chunk ${path.slice(1)}`, line: null }
    const module = sourcePath(position.source)
    return { module, group: groupOf(module), line: position.line, ...(position.name ? { name: position.name } : {}) }
  }
}
