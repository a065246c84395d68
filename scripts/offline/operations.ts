import type { Operation } from '../../src/api/contract'
import { OPERATIONS } from '../../src/api/operations'

interface Compiled {
  op: Operation
  pattern: RegExp
  /** How many `:name` segments: a literal segment wins over a parameter (`/domains/options` over `/domains/:id`). */
  params: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const COMPILED: Compiled[] = OPERATIONS.map((op) => ({
  op,
  pattern: new RegExp(
    `^/api${op.path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('')}$`,
  ),
  params: (op.path.match(/:[A-Za-z]+/g) ?? []).length,
}))

/** The operation of the contract table a request is for (method and path, without the query), or undefined. */
export function operationAt(method: string, pathname: string): Operation | undefined {
  const matches = COMPILED.filter((entry) => entry.op.method === method.toUpperCase() && entry.pattern.test(pathname))
  return matches.sort((a, b) => a.params - b.params)[0]?.op
}
