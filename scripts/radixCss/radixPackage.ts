import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { parseAst } from 'vite'
import { walk } from './ast.ts'

/** The installed @radix-ui/themes as radixKeep.ts reads it: its modules, what they import, its prop definitions. */

const require = createRequire(import.meta.url)
/** dist/esm of the installed @radix-ui/themes. */
export const RADIX_ESM = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm')
export const RADIX_CSS = {
  base: require.resolve('@radix-ui/themes/tokens/base.css'),
  components: require.resolve('@radix-ui/themes/components.css'),
  utilities: require.resolve('@radix-ui/themes/utilities.css'),
}
export const PROPS_MODULE = /\.props?\.js$/

interface Node {
  type: string
  source?: { value?: string }
  specifiers?: { local?: { name?: string }; exported?: { name?: string } }[]
}

/** Each export of '@radix-ui/themes' with the module that defines it (from dist/esm/components/index.js). */
export async function componentModules(): Promise<Map<string, string>> {
  const indexFile = join(RADIX_ESM, 'components/index.js')
  const program = parseAst(await readFile(indexFile, 'utf8')) as unknown as { body: Node[] }
  const sourceOf = new Map<string, string>()
  const modules = new Map<string, string>()
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers ?? []) sourceOf.set(specifier.local!.name!, resolve(dirname(indexFile), statement.source!.value!))
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers ?? []) {
        const source = statement.source?.value ? resolve(dirname(indexFile), statement.source.value) : sourceOf.get(specifier.local!.name!)
        if (source) modules.set(specifier.exported!.name!, source)
      }
    }
  }
  return modules
}

/** `entries` and every module of the package they import, transitively: each with the modules it imports itself. */
export async function importGraph(entries: string[]): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (graph.has(file)) continue
    const imports: string[] = []
    graph.set(file, imports)
    walk(parseAst(await readFile(file, 'utf8')) as never, [], (node) => {
      const source = (node.source as { value?: unknown } | undefined)?.value
      if (/Import|Export/.test(node.type) && typeof source === 'string' && source.startsWith('.')) imports.push(resolve(dirname(file), source))
    })
    queue.push(...imports)
  }
  return graph
}

/** `file` and what it imports in `graph`, transitively. */
export function reachable(graph: ReadonlyMap<string, string[]>, file: string): Set<string> {
  const seen = new Set<string>()
  const visit = (current: string) => {
    if (seen.has(current)) return
    seen.add(current)
    graph.get(current)?.forEach(visit)
  }
  visit(file)
  return seen
}

export interface PropDefinition {
  /** The props module that defines it. */
  file: string
  prop: string
  className: string
  responsive: boolean
  /** Its value goes through `parseValue` before it becomes the class, or its default is no literal: any value. */
  mapped: boolean
  defaultValue?: string
}

type ObjectNode = { type?: string; properties?: { key?: { name?: string }; value?: { value?: unknown } }[] }

/** Every prop definition with a class in the package's props modules: `columns: { className: 'rt-r-gtc', responsive: true }`. */
export async function propDefinitions(): Promise<PropDefinition[]> {
  const files = (await readdir(RADIX_ESM, { recursive: true })).filter((file) => PROPS_MODULE.test(file)).map((file) => join(RADIX_ESM, file))
  const definitions: PropDefinition[] = []
  for (const file of files) {
    walk(parseAst(await readFile(file, 'utf8')) as never, [], (node) => {
      const value = node.value as ObjectNode | undefined
      if (node.type !== 'Property' || value?.type !== 'ObjectExpression') return
      const field = (name: string) => value.properties!.find((property) => property.key?.name === name)
      const className = field('className')?.value?.value
      if (typeof className !== 'string') return
      const key = node.key as { name?: string; value?: string }
      const fallback = field('default')?.value
      // a default that is not a literal (none in Radix 3) could be any value
      const literal = fallback && ['string', 'number', 'boolean'].includes(typeof fallback.value)
      definitions.push({
        file,
        prop: String(key.name ?? key.value),
        className,
        responsive: !!field('responsive'),
        mapped: !!field('parseValue') || (!!fallback && !literal),
        defaultValue: fallback ? String(fallback.value) : undefined,
      })
    })
  }
  return definitions
}
