import type { AtRule, ChildNode, Container, Declaration, Root } from 'postcss'

type FromRadix = (node: ChildNode) => boolean

const CUSTOM_PROPERTY = /--[\w-]+/g

/**
 * What trimming Radix's rules leaves unused, in Radix's own CSS: the token rules that only map to colour scales
 * nothing defines (`[data-accent-color='tomato'] { --accent-1: var(--tomato-1) … }`: src/styles.css imports five
 * scales), custom properties nothing refers to (`--amber-a7`, once no rule and no script names it; `customProperties`
 * are those the app's source, its other CSS and Radix's scripts name), rules and at-rules left empty, and keyframes
 * no animation names.
 */
export function removeUnusedTokens(root: Root, isRadix: FromRadix, customProperties: ReadonlySet<string>): void {
  removeDeadMappings(root, (node) => isRadix(node) && /[\\/]tokens[\\/]/.test(node.source?.input.file ?? ''), customProperties)
  // one custom property refers to another (`--accent-9: var(--indigo-9)`): repeat until none goes
  while (removeUnreferenced(root, isRadix, customProperties) > 0) removeEmpty(root, isRadix)
  removeEmpty(root, isRadix)
  removeUnusedKeyframes(root, isRadix)
}

/** Token rules whose every declaration sets a custom property to one that nothing defines. */
function removeDeadMappings(root: Root, isToken: FromRadix, named: ReadonlySet<string>) {
  const defined = new Set(named)
  root.walkDecls((declaration) => void (declaration.prop.startsWith('--') && defined.add(declaration.prop)))
  const dead = (node: ChildNode) => {
    if (node.type === 'comment') return true
    const target = node.type === 'decl' && node.prop.startsWith('--') ? /^var\(\s*(--[\w-]+)\s*\)$/.exec(node.value.trim()) : null
    return !!target && !defined.has(target[1])
  }
  root.walkRules((rule) => {
    if (isToken(rule) && rule.nodes.some((node) => node.type === 'decl') && rule.nodes.every(dead)) rule.remove()
  })
}

/** Radix's custom property declarations that no declaration value, at-rule or script refers to; how many went. */
function removeUnreferenced(root: Root, isRadix: FromRadix, named: ReadonlySet<string>): number {
  const referenced = new Set(named)
  const refer = (text: string) => {
    for (const [name] of text.matchAll(CUSTOM_PROPERTY)) referenced.add(name)
  }
  root.walk((node) => {
    if (node.type === 'decl') refer(node.value)
    else if (node.type === 'atrule') refer(node.params)
  })
  const unreferenced: Declaration[] = []
  root.walkDecls(/^--/, (declaration) => void (isRadix(declaration) && !referenced.has(declaration.prop) && unreferenced.push(declaration)))
  unreferenced.forEach((declaration) => declaration.remove())
  return unreferenced.length
}

/** Rules without declarations and at-rules without rules, of `isRadix`. */
function removeEmpty(root: Root, isRadix: FromRadix) {
  const visit = (container: Container) => {
    container.each((node) => {
      if ((node.type !== 'atrule' && node.type !== 'rule') || !node.nodes) return
      if (node.type === 'atrule') visit(node)
      if (isRadix(node) && !node.nodes.some((child) => child.type !== 'comment')) node.remove()
    })
  }
  visit(root)
}

/** Keyframes of `isRadix` that no declaration names (Radix's scripts name none). */
function removeUnusedKeyframes(root: Root, isRadix: FromRadix) {
  const named = new Set<string>()
  root.walkDecls((declaration) => {
    if ((declaration.parent?.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return
    for (const [word] of declaration.value.matchAll(/[\w-]+/g)) named.add(word)
  })
  root.walkAtRules(/keyframes$/, (atRule: AtRule) => {
    if (isRadix(atRule) && !named.has(atRule.params.trim())) atRule.remove()
  })
}
