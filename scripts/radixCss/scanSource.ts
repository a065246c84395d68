import { parseAst } from 'vite'
import { walk, type AstNode } from './ast.ts'

/**
 * What the app's own source asks of Radix Themes' CSS, read from its syntax tree: which exports of '@radix-ui/themes'
 * it imports, which props it gives a responsive value (`columns={{ initial: '1', md: '2' }}`) at which breakpoints,
 * which props it sets at all and which values it can give them, and which Radix class names and custom properties it
 * spells out itself (its own CSS files and index.html are read for those only). Anything it cannot pin down is kept
 * whole: a namespace import keeps every component, a responsive object that is not a prop's value keeps every variant
 * at its breakpoints.
 */

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

/** Any prop: a responsive object whose prop could not be told. */
export const ANY_PROP = '*'
/** In SourceUsage.values: the source negates a value it computes. */
export const NEGATED = '-*'

export interface SourceUsage {
  /** Exports of '@radix-ui/themes' imported as values, or 'all' (namespace import, `export *`, dynamic import). */
  exports: Set<string> | 'all'
  /** Modules imported by path: `@radix-ui/themes/components/dialog` → `dialog`. */
  componentModules: Set<string>
  /** Per breakpoint, the props given a responsive value with that key (or ANY_PROP). */
  responsive: Map<Breakpoint, Set<string>>
  /** Radix class names in the source's strings: `rt-TableRoot`, `md:rt-r-gtc-2`. */
  classNames: Set<string>
  /** Every JSX attribute name and object literal key: the props the source can set (`mb`, `highContrast`, …). */
  propNames: Set<string>
  /**
   * Every string literal, and every number as a string (`'3'`, `3`, `-2`): the values the source can give a prop.
   * NEGATED stands for a minus before something else (`-offset`): a negative number the source computes.
   */
  values: Set<string>
  /** Elements given `asChild` (`Button`, `Dialog` for `<Dialog.Close asChild>`): their classes land on their child. */
  asChild: Set<string>
  /** Custom properties the source or its own CSS names (`var(--gray-a5)`, `--data-row-height`): what uses the tokens. */
  customProperties: Set<string>
}

export interface SourceFile {
  path: string
  code: string
}

const THEMES = '@radix-ui/themes'
const CLASS_NAME = /(?<![\w-])(?:(?:xs|sm|md|lg|xl):)?-?rt-[\w-]+/g
export const CUSTOM_PROPERTY = /--[\w-]+/g
/** Between a responsive object and the JSX attribute it is the value of. */
const TRANSPARENT = new Set([
  'JSXExpressionContainer',
  'ConditionalExpression',
  'LogicalExpression',
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
])

export function emptyUsage(): SourceUsage {
  return {
    exports: new Set(),
    componentModules: new Set(),
    responsive: new Map(),
    classNames: new Set(),
    propNames: new Set(),
    values: new Set(),
    asChild: new Set(),
    customProperties: new Set(),
  }
}

export function scanSource(files: Iterable<SourceFile>): SourceUsage {
  const usage = emptyUsage()
  for (const file of files) {
    const lang = /\.[cm]?([jt]sx?)$/.exec(file.path)?.[1] as 'js' | 'jsx' | 'ts' | 'tsx' | undefined
    if (!lang) {
      addNames(usage, file.code)
      continue
    }
    walk(parseAst(file.code, { lang }) as unknown as AstNode, [], (node, ancestors) => visit(usage, file.path, node, ancestors))
  }
  return usage
}

function visit(usage: SourceUsage, path: string, node: AstNode, ancestors: AstNode[]) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return moduleImport(usage, path, node)
    case 'ImportExpression':
      if (isThemes(stringValue(node.source))) usage.exports = 'all'
      return
    case 'ObjectExpression':
      return responsiveObject(usage, node, ancestors)
    case 'JSXAttribute':
      if ((node.name as AstNode).type !== 'JSXIdentifier') return
      usage.propNames.add(String((node.name as AstNode).name))
      if ((node.name as AstNode).name === 'asChild') usage.asChild.add(elementName(ancestors.at(-1)!.name as AstNode))
      return
    case 'Property':
      if (!node.computed) usage.propNames.add(keyName(node))
      return
    case 'Literal':
      if (typeof node.value === 'string') addNames(usage, node.value)
      if (typeof node.value === 'string' || typeof node.value === 'number') usage.values.add(String(node.value))
      return
    case 'UnaryExpression':
      if (node.operator !== '-') return
      usage.values.add(typeof (node.argument as AstNode).value === 'number' ? `-${String((node.argument as AstNode).value)}` : NEGATED)
      return
    case 'TemplateElement':
      addNames(usage, (node.value as { raw: string }).raw)
  }
}

function moduleImport(usage: SourceUsage, path: string, node: AstNode) {
  const source = stringValue(node.source)
  if (!source || !isThemes(source) || node.importKind === 'type' || node.exportKind === 'type') return
  if (source !== THEMES) {
    const component = /^@radix-ui\/themes\/components\/([\w-]+?)(?:\.js)?$/.exec(source)
    if (component) usage.componentModules.add(component[1])
    else if (!/\.css$|^@radix-ui\/themes\/(props|helpers)$/.test(source)) throw new Error(`${path}: cannot tell which Radix CSS '${source}' needs`)
    return
  }
  const specifiers = (node.specifiers ?? []) as AstNode[]
  if (node.type === 'ExportAllDeclaration' || specifiers.some((specifier) => specifier.type !== 'ImportSpecifier' && specifier.type !== 'ExportSpecifier')) {
    usage.exports = 'all'
    return
  }
  for (const specifier of specifiers) {
    if (specifier.importKind === 'type' || specifier.exportKind === 'type' || usage.exports === 'all') continue
    const imported = (specifier.imported ?? specifier.local) as AstNode
    usage.exports.add(String(imported.name ?? imported.value))
  }
}

function responsiveObject(usage: SourceUsage, node: AstNode, ancestors: AstNode[]) {
  const keys = (node.properties as AstNode[]).filter((property) => property.type === 'Property' && !property.computed).map(keyName)
  const breakpoints = BREAKPOINTS.filter((breakpoint) => keys.includes(breakpoint))
  if (breakpoints.length === 0) return
  let index = ancestors.length - 1
  while (index >= 0 && TRANSPARENT.has(ancestors[index].type)) index--
  const attribute = ancestors[index]
  const name = attribute?.type === 'JSXAttribute' && (attribute.name as AstNode).type === 'JSXIdentifier' ? String((attribute.name as AstNode).name) : ANY_PROP
  for (const breakpoint of breakpoints) {
    let props = usage.responsive.get(breakpoint)
    if (!props) usage.responsive.set(breakpoint, (props = new Set()))
    props.add(name)
  }
}

function addNames(usage: SourceUsage, text: string) {
  for (const [name] of text.matchAll(CLASS_NAME)) usage.classNames.add(name)
  for (const [name] of text.matchAll(CUSTOM_PROPERTY)) usage.customProperties.add(name)
}

/** `Button` for <Button>, `Dialog` for <Dialog.Close>. */
const elementName = (name: AstNode): string => (name.type === 'JSXMemberExpression' ? elementName(name.object as AstNode) : String(name.name))
const keyName = (property: AstNode) => {
  const key = property.key as AstNode
  return String(key.name ?? key.value)
}
const isThemes = (source: string | undefined) => source === THEMES || !!source?.startsWith(`${THEMES}/`)
const stringValue = (node: unknown) => {
  const value = (node as AstNode | null | undefined)?.value
  return typeof value === 'string' ? value : undefined
}
