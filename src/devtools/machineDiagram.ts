import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode, type StateValue } from 'xstate'

/**
 * A machine as a Mermaid `stateDiagram-v2`, read from its state nodes: nested and parallel states, initial and final
 * states, transitions labelled `event [guard]`, `always`, `after <delay>` and `onDone <actor>` / `onError <actor>`
 * for invoked actors. Transitions that change no state are listed inside their state (`on event / its actions`), as are the
 * actors it invokes; a transition a parent takes from any of its states starts at a dashed "any state" node.
 * Pure: `npm run diagrams` writes these to docs/machines/, and the in-app /__machines page draws them.
 */

interface Transition {
  eventType: string
  actions?: readonly unknown[]
  target?: readonly AnyStateNode[]
  guard?: unknown
  delay?: number | string
}

/** The body of a compound state (the root's is the diagram itself): its states first, then edges and notes. */
interface Block {
  states: { line: string; node?: AnyStateNode }[]
  /** Edges by their two ends: several transitions between the same states share one arrow, one label line each. */
  edges: Map<string, string[]>
  lines: string[]
}

export const ACTIVE_CLASS = 'active'

/** xstate's guard combinators carry a shared `check`: compared by identity, since a minified build renames them. */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check
const HIGHER_ORDER = [
  { check: checkOf(and([])), name: 'and' },
  { check: checkOf(or([])), name: 'or' },
  { check: checkOf(not('x')), name: 'not' },
]
const STATE_IN_CHECK = checkOf(stateIn('x'))

const safePath = (path: readonly string[]) =>
  path.map((segment) => segment.replace(/[^A-Za-z0-9]/g, (char) => `_${char.charCodeAt(0).toString(16)}_`)).join('__')

/** The Mermaid id of a state node: `S_` and its path, every character outside [A-Za-z0-9] escaped. */
export const nodeId = (path: readonly string[]) => `S_${safePath(path)}`
/** The "any state" node inside a parent state (`A_` for the machine itself). */
const anyId = (node: AnyStateNode) => `A_${safePath(node.path)}`
const quote = (text: string) => `"${text.replace(/"/g, "'")}"`
/** Labels end the line: keep them on it and free of Mermaid's comment and entity markers. */
const label = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/%%/g, '% %')
    .replace(/#/g, '＃')
    .replace(/;/g, ',')

export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as { check?: unknown; guards?: unknown[]; stateValue?: unknown; name: string }
    if (fn.check === STATE_IN_CHECK) return `stateIn(${JSON.stringify(fn.stateValue)})`
    const combinator = HIGHER_ORDER.find(({ check }) => check === fn.check)
    if (combinator && fn.guards) return `${combinator.name}(${fn.guards.map(guardLabel).join(', ')})`
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline'
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown }
    if (params === undefined) return type
    if (typeof params !== 'object' || params === null) return `${type}(…)`
    return `${type}(${Object.entries(params)
      .map(([key, value]) => `${key}=${typeof value === 'object' ? '…' : String(value)}`)
      .join(', ')})`
  }
  return 'guard'
}

function eventLabel(node: AnyStateNode, transition: Transition): string {
  const { eventType } = transition
  if (transition.delay !== undefined) return `after ${typeof transition.delay === 'number' ? `${transition.delay}ms` : transition.delay}`
  if (eventType === '') return 'always'
  for (const invoke of node.invoke) {
    if (eventType === `xstate.done.actor.${invoke.id}`) return `onDone ${invoke.src}`
    if (eventType === `xstate.error.actor.${invoke.id}`) return `onError ${invoke.src}`
    if (eventType === `xstate.snapshot.${invoke.id}`) return `onSnapshot ${invoke.src}`
  }
  if (eventType === `xstate.done.state.${node.id}`) return 'onDone'
  return eventType
}

/** The named actions of a transition (`/ refreshList, tellFollowers`); xstate's own (assign, raise…) are left out. */
function actionsLabel(transition: Transition): string {
  const names = (transition.actions ?? [])
    .map((action) => (typeof action === 'string' ? action : (action as { type?: unknown } | null)?.type))
    .filter((name): name is string => typeof name === 'string' && !name.startsWith('xstate.'))
  return names.length ? ` / ${names.join(', ')}` : ''
}

const transitionLabel = (node: AnyStateNode, transition: Transition) =>
  label(transition.guard ? `${eventLabel(node, transition)} [${guardLabel(transition.guard)}]` : eventLabel(node, transition))

const isAncestor = (ancestor: AnyStateNode, node: AnyStateNode) => {
  for (let current = node.parent; current; current = current.parent) if (current === ancestor) return true
  return false
}

/** The deepest state whose body holds both ends: an edge is written inside it. */
function commonScope(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  for (let scope = source.parent; scope; scope = scope.parent) if (scope === target.parent || isAncestor(scope, target)) return scope
  return source.machine.root
}

/** Every transition of `node`, in the order of its config: `on`, done/error of invoked actors, `after`, then `always`. */
const transitionsOf = (node: AnyStateNode): Transition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]

export function machineDiagram(machine: AnyStateMachine, { active = [] }: { active?: readonly StateValue[] } = {}): string {
  const blocks = new Map<AnyStateNode, Block>()
  const blockOf = (node: AnyStateNode): Block => {
    let block = blocks.get(node)
    if (!block) blocks.set(node, (block = { states: [], edges: new Map(), lines: [] }))
    return block
  }
  /** Where the edges of a parent's own transitions start: a dashed node drawn once inside it. */
  const anyNode = (node: AnyStateNode) => {
    const id = anyId(node)
    const { states } = blockOf(node)
    if (!states.some((state) => state.line.endsWith(` as ${id}`))) states.unshift({ line: `state "any state" as ${id}` }, { line: `class ${id} anyState` })
    return id
  }

  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[]
    const id = nodeId(node.path)
    if (node.parent) {
      const { states } = blockOf(node.parent)
      states.push({ line: `state ${quote(node.type === 'history' ? `${node.key} (history ${node.history})` : node.key)} as ${id}`, node })
      if (node.type === 'final') states.push({ line: `${id} --> [*]` })
    }
    if (node.type === 'compound') blockOf(node).states.push({ line: `[*] --> ${nodeId(node.initial.target[0].path)}` })
    // notes sit in the block that declares the state they belong to
    const describe = (text: string) =>
      children.length || !node.parent
        ? blockOf(node).lines.push(`${anyNode(node)} : ${label(text)}`)
        : blockOf(node.parent).lines.push(`${id} : ${label(text)}`)
    if (node.description) describe(node.description)
    for (const invoke of node.invoke) describe(`invoke ${invoke.src}`)

    for (const transition of transitionsOf(node)) {
      const text = transitionLabel(node, transition)
      // a transition that stays put is a rule: what it does is the point, so its actions are named
      if (!transition.target?.length) describe(`on ${text}${label(actionsLabel(transition))}`)
      for (const target of transition.target ?? []) {
        const inside = isAncestor(node, target)
        const { edges } = blockOf(inside ? node : commonScope(node, target))
        const ends = `${inside ? anyNode(node) : id} --> ${nodeId(target.path)}`
        edges.set(ends, [...(edges.get(ends) ?? []), text])
      }
    }
    children.forEach(visit)
  }
  visit(machine.root)

  const out = [
    'stateDiagram-v2',
    '  classDef anyState fill:none,stroke-dasharray:4 4',
    `  classDef ${ACTIVE_CLASS} fill:#fde68a,stroke:#b45309,stroke-width:3px`,
  ]
  const writeState = (line: string, node: AnyStateNode | undefined, indent: string) => {
    if (node?.type !== 'compound' && node?.type !== 'parallel') return void out.push(indent + line)
    out.push(`${indent}${line} {`)
    writeBody(node, `${indent}  `)
    out.push(`${indent}}`)
  }
  const writeBody = (node: AnyStateNode, indent: string) => {
    const { states, edges, lines: notes } = blockOf(node)
    const lines = [...[...edges].map(([ends, labels]) => `${ends} : ${labels.join('<br/>')}`), ...notes]
    if (node.type === 'parallel') {
      // Mermaid draws the parts of a composite state split by `--` side by side: one per region
      states.filter((state) => !state.node).forEach((state) => out.push(indent + state.line))
      lines.forEach((line) => out.push(indent + line))
      states
        .filter((state) => state.node)
        .forEach((state, index) => {
          if (index > 0) out.push(`${indent}--`)
          writeState(state.line, state.node, indent)
        })
      return
    }
    states.forEach((state) => writeState(state.line, state.node, indent))
    lines.forEach((line) => out.push(indent + line))
  }
  writeBody(machine.root, '  ')

  const highlighted = [...new Set(active.flatMap(activePaths).map(nodeId))]
  if (highlighted.length) out.push(`  class ${highlighted.join(',')} ${ACTIVE_CLASS}`)
  return `${out.join('\n')}\n`
}

/** The paths of every state node a state value holds: `{ a: 'b' }` → [['a'], ['a', 'b']]. */
export function activePaths(value: StateValue): string[][] {
  if (typeof value === 'string') return [[value]]
  return Object.entries(value).flatMap(([key, child]) => [[key], ...(child ? activePaths(child).map((path) => [key, ...path]) : [])])
}
