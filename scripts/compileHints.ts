import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** V8's explicit compile hint (Chromium 136 on): the first line of a script whose functions all run once it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * `output.postBanner` for the build: the compile hint on every chunk of the app's own code and of the packages it runs
 * (package.json's dependencies and theirs), none on a chunk made only of dev-only tooling (the demo's diagram viewer:
 * Mermaid and its libraries). V8 otherwise compiles a function the first time it is called, on the main thread: a
 * screen opened for the first time compiled its code in the middle of the menu click, about 4 ms a step in a trace.
 * With the hint, Chromium compiles a chunk's functions while it streams it in, off the main thread: the screens' chunks
 * are loaded once the shell is idle (src/routes/shell/listPrefetch.ts), long before the click. Other browsers read a comment.
 */
export function compileHints(root: string): (chunk: { moduleIds: string[] }) => string {
  // read at a build's first chunk, not each time the config loads (the test runner and the dev server load it too)
  let runtime: Set<string> | undefined
  return ({ moduleIds }) => {
    const known = (runtime ??= runtimePackages(root))
    return moduleIds.some((id) => known.has(packageOf(id))) ? COMPILE_HINT : ''
  }
}

/** The package a module comes from (`@radix-ui/themes`, `react`); for the app's own code and virtual modules, ''. */
export function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/')
  return at < 0 ? '' : packageName(id.slice(at + 'node_modules/'.length))
}

/** The package of a path inside node_modules: `@radix-ui/themes/dist/esm/a.js` → `@radix-ui/themes`, `react/index.js` → `react`. */
export function packageName(path: string): string {
  const [first, second] = path.split('/')
  return first.startsWith('@') ? `${first}/${second}` : first
}

/** The packages the app runs: package.json's dependencies and, found by name, the dependencies of each; '' is ours. */
function runtimePackages(root: string): Set<string> {
  const found = new Set([''])
  const visit = (name: string) => {
    if (found.has(name)) return
    found.add(name)
    for (const dependency of dependenciesOf(resolve(root, 'node_modules', name, 'package.json'))) visit(dependency)
  }
  for (const dependency of dependenciesOf(resolve(root, 'package.json'))) visit(dependency)
  return found
}

function dependenciesOf(manifest: string): string[] {
  try {
    const { dependencies = {}, peerDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string>>
    return [...Object.keys(dependencies), ...Object.keys(peerDependencies)]
  } catch {
    // a package nested under another's node_modules, or none: its own dependencies are not followed
    return []
  }
}
