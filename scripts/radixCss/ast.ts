/** A node of the ESTree that Vite's `parseAst` (oxc) returns, read generically. */
export interface AstNode {
  type: string
  [key: string]: unknown
}

/** Calls `onNode` on every node of the tree, with the nodes above it (outermost first). */
export function walk(node: AstNode, ancestors: AstNode[], onNode: (node: AstNode, ancestors: AstNode[]) => void): void {
  onNode(node, ancestors)
  ancestors.push(node)
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, ancestors, onNode)
    } else if (isNode(value)) walk(value, ancestors, onNode)
  }
  ancestors.pop()
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'
