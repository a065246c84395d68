/**
 * The import rules of src/ (README, "How it is built"), checked on the module graph: no import cycles, and each
 * layer imports only what it may. Read by tests/unit/boundaries.test.ts, on the real tree and on small planted trees.
 *
 * Imports are read with regular expressions, not a compiler: static `import … from`, `export … from`, side-effect
 * `import '…'` and dynamic `import('…')`. A static import or re-export starts a line (as every file here is
 * formatted); a dynamic import counts anywhere except on a comment line.
 *
 * Every kind of import is an edge, type-only and dynamic ones included:
 * - `import type` is erased from the bundle, but it is still a dependency on the other layer: a type the mock reads
 *   from src/http is a contract type living in the wrong place, and a type-only cycle becomes a runtime cycle with
 *   the first value import added to it. Moving the type is always the fix.
 * - `import()` is how a route loads its screen: a screen that imports its route back is the cycle issue 9 removes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative } from 'node:path'

export interface Edge {
  /** A file path relative to the root (`src/http/request.ts`), or a package name (`axios`, `@tanstack/react-router`). */
  to: string
  kind: 'file' | 'package'
  typeOnly: boolean
  dynamic: boolean
}

/** Every source file with its imports; files are `/`-separated paths relative to the root. */
export type ImportGraph = Map<string, Edge[]>

export interface ImportRef {
  specifier: string
  typeOnly: boolean
  dynamic: boolean
}

const CLAUSE = String.raw`(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)`
const STATIC = new RegExp(String.raw`^[ \t]*(?:import|export)(\s+type)?\s+${CLAUSE}\s*from\s*['"]([^'"]+)['"]`, 'gm')
const SIDE_EFFECT = /^[ \t]*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/

/** The imports of one module's source text. */
export function parseImports(source: string): ImportRef[] {
  const refs: ImportRef[] = []
  for (const match of source.matchAll(STATIC)) refs.push({ specifier: match[2], typeOnly: !!match[1], dynamic: false })
  for (const match of source.matchAll(SIDE_EFFECT)) refs.push({ specifier: match[1], typeOnly: false, dynamic: false })
  for (const line of source.split('\n')) {
    if (COMMENT_LINE.test(line)) continue
    for (const match of line.matchAll(DYNAMIC)) refs.push({ specifier: match[1], typeOnly: false, dynamic: true })
  }
  return refs
}

const SOURCE = /\.(?:ts|tsx)$/

const packageName = (specifier: string) => {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The file a relative specifier names, as the bundler resolves it; null for a stylesheet or another asset. */
function resolveFile(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (SOURCE.test(candidate) && files.has(candidate)) return candidate
  }
  if (/\.\w+$/.test(base) && !SOURCE.test(base)) return null
  throw new Error(`${from}: cannot resolve import '${specifier}'`)
}

/** The graph of a set of modules given as path → source text (paths relative to the root, `/`-separated). */
export function graphFromSources(sources: Record<string, string>): ImportGraph {
  const files = new Set(Object.keys(sources).filter((path) => SOURCE.test(path)))
  const graph: ImportGraph = new Map()
  for (const file of [...files].sort()) {
    const edges: Edge[] = []
    for (const { specifier, typeOnly, dynamic } of parseImports(sources[file])) {
      if (specifier.startsWith('.')) {
        const to = resolveFile(file, specifier, files)
        if (to) edges.push({ to, kind: 'file', typeOnly, dynamic })
      } else {
        edges.push({ to: packageName(specifier), kind: 'package', typeOnly, dynamic })
      }
    }
    graph.set(file, edges)
  }
  return graph
}

/** The graph of every .ts/.tsx file below `root/dir`. */
export function readImportGraph(root: string, dir = 'src'): ImportGraph {
  const sources: Record<string, string> = {}
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (SOURCE.test(entry.name)) sources[relative(root, full).split('\\').join('/')] = readFileSync(full, 'utf8')
    }
  }
  walk(join(root, dir))
  return graphFromSources(sources)
}

export interface Violation {
  rule: string
  /** The files (and at the end, maybe a package) from the importing file to what it must not reach. */
  chain: string[]
  /** How each step of the chain imports the next: '' for a plain import, 'type' or 'dynamic'. */
  via: string[]
}

export interface LayerRule {
  /** What the rule says, as the failure message shows it. */
  rule: string
  /** The files the rule is about. */
  from: (file: string) => boolean
  /** What they must not import (a file path or a package name). */
  forbids: (target: string, kind: Edge['kind']) => boolean
  /** Whether importing it through other modules counts too (then the chain shows the way). */
  transitive?: boolean
}

const inDir = (dir: string) => (file: string) => file.startsWith(`${dir}/`)
const isPackage =
  (...names: string[]) =>
  (target: string, kind: Edge['kind']) =>
    kind === 'package' && names.some((name) => (name.endsWith('/*') ? target.startsWith(name.slice(0, -1)) : target === name))

export const LAYER_RULES: LayerRule[] = [
  {
    rule: 'src/machines must not import React, axios or the router (logic only; effects are injected)',
    from: inDir('src/machines'),
    forbids: isPackage('react', 'react-dom', '@xstate/react', 'axios', '@tanstack/*'),
    transitive: true,
  },
  { rule: 'src/routes must not import axios (calls go through src/http)', from: inDir('src/routes'), forbids: isPackage('axios') },
  { rule: 'src/ui must not import axios (calls go through src/http)', from: inDir('src/ui'), forbids: isPackage('axios') },
  {
    rule: 'src/mock-server must not import src/http (the contract is src/api)',
    from: inDir('src/mock-server'),
    forbids: (target, kind) => kind === 'file' && inDir('src/http')(target),
  },
  {
    rule: 'src/mock-server must not reach axios (the mock chunk stays free of the client)',
    from: inDir('src/mock-server'),
    forbids: isPackage('axios'),
    transitive: true,
  },
  {
    rule: 'src/ui must not import src/routes or src/app (shared pieces know no screen and no session)',
    from: inDir('src/ui'),
    forbids: (target, kind) => kind === 'file' && (inDir('src/routes')(target) || inDir('src/app')(target)),
  },
  {
    rule: 'src/api must import only src/api and valibot (no other package, no other layer)',
    from: inDir('src/api'),
    // valibot: the answer schemas live with the types they check (src/api/envelope.ts)
    forbids: (target, kind) => (kind === 'package' ? target !== 'valibot' : !inDir('src/api')(target)),
  },
]

const how = (edge: Edge) => (edge.dynamic ? 'dynamic' : edge.typeOnly ? 'type' : '')

/** Breadth-first from `start` along file edges: the shortest way to each forbidden target, one violation per target. */
function reachViolations(graph: ImportGraph, start: string, rule: LayerRule): Violation[] {
  const found = new Map<string, Violation>()
  const previous = new Map<string, { file: string; edge: Edge } | null>([[start, null]])
  const queue = [start]
  const chainTo = (file: string) => {
    const chain = [file]
    const via: string[] = []
    for (let step = previous.get(file); step; step = previous.get(step.file)) {
      chain.unshift(step.file)
      via.unshift(how(step.edge))
    }
    return { chain, via }
  }
  while (queue.length) {
    const file = queue.shift()!
    for (const edge of graph.get(file) ?? []) {
      if (rule.forbids(edge.to, edge.kind)) {
        if (!found.has(edge.to)) {
          const { chain, via } = chainTo(file)
          found.set(edge.to, { rule: rule.rule, chain: [...chain, edge.to], via: [...via, how(edge)] })
        }
        continue
      }
      // a file of the same layer is checked on its own: its violations are reported once, from there
      if (!rule.transitive || edge.kind !== 'file' || previous.has(edge.to) || rule.from(edge.to)) continue
      previous.set(edge.to, { file, edge })
      queue.push(edge.to)
    }
  }
  return [...found.values()]
}

/** Strongly connected components of the file graph (Tarjan), each with more than one file or a file importing itself. */
function cyclicComponents(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let counter = 0
  const targets = (file: string) => (graph.get(file) ?? []).filter((edge) => edge.kind === 'file').map((edge) => edge.to)
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const next of targets(file)) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      if (component.length > 1 || targets(file).includes(file)) components.push(component.sort())
    }
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file)
  return components.sort((a, b) => a[0].localeCompare(b[0]))
}

/** One shortest cycle through the first file of a component, staying inside it. */
function cycleThrough(graph: ImportGraph, component: string[]): Violation {
  const members = new Set(component)
  const start = component[0]
  const previous = new Map<string, { file: string; edge: Edge }>()
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    for (const edge of graph.get(file) ?? []) {
      if (edge.kind !== 'file' || !members.has(edge.to)) continue
      if (edge.to === start) {
        const chain = [start]
        const via = [how(edge)]
        for (let at = file; at !== start; at = previous.get(at)!.file) {
          chain.splice(1, 0, at)
          via.unshift(how(previous.get(at)!.edge))
        }
        chain.push(start)
        const others = component.length > chain.length - 1 ? ` (${component.length} files import each other)` : ''
        return { rule: `import cycle${others}`, chain, via }
      }
      if (previous.has(edge.to)) continue
      previous.set(edge.to, { file, edge })
      queue.push(edge.to)
    }
  }
  throw new Error(`no cycle through ${start}`)
}

/** Every violation of the tree: one per import cycle (each strongly connected set of files), one per forbidden import. */
export function checkBoundaries(graph: ImportGraph, rules: LayerRule[] = LAYER_RULES): Violation[] {
  const violations = cyclicComponents(graph).map((component) => cycleThrough(graph, component))
  for (const rule of rules) {
    for (const file of [...graph.keys()].sort()) if (rule.from(file)) violations.push(...reachViolations(graph, file, rule))
  }
  return violations
}

/** `a.ts → b.ts -(type)→ c.ts -(dynamic)→ a.ts` */
export function formatViolation({ rule, chain, via }: Violation): string {
  return `${rule}:\n    ${chain.map((step, index) => (index === 0 ? step : `${via[index - 1] ? ` -(${via[index - 1]})→ ` : ' → '}${step}`)).join('')}`
}

export function formatViolations(violations: Violation[]): string {
  return violations.length === 0
    ? 'no boundary violations'
    : `${violations.length} boundary violation(s):\n${violations.map((violation) => `  - ${formatViolation(violation)}`).join('\n')}`
}
