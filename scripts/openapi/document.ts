/**
 * The OpenAPI 3.1 document of the API (docs/openapi.json), built from the contract table alone (src/api/operations):
 * a backend team can generate a server stub from it or check requests and answers with any OpenAPI 3.1 tool.
 * Pure and deterministic: the same table gives the same document, key for key, so the committed file can be compared.
 */
import { version } from '../../package.json'
import type { Operation } from '../../src/api/contract'
import { OPERATIONS } from '../../src/api/operations'
import { components, INFO_DESCRIPTION } from './components'
import { openApiOperation, type OpenApiOperation } from './operation'
import { openApiPath } from './schemas'

export type { OpenApiOperation }

export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  tags: { name: string }[]
  security: Record<string, string[]>[]
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>
  components: typeof components
}

/** The document of `operations` (the whole table unless a test passes others), paths and tags in the table's order. */
export function openApiDocument(operations: readonly Operation[] = OPERATIONS): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  const tags: string[] = []
  for (const op of operations) {
    const operation = openApiOperation(op)
    const path = openApiPath(op.path)
    const method = op.method.toLowerCase() as HttpMethod
    paths[path] ??= {}
    if (paths[path][method]) throw new Error(`${op.key} is declared twice`)
    paths[path][method] = operation
    for (const tag of operation.tags) if (!tags.includes(tag)) tags.push(tag)
  }
  return {
    openapi: '3.1.0',
    info: { title: '站群管理后台 API', version, description: INFO_DESCRIPTION },
    tags: tags.map((name) => ({ name })),
    security: [{ bearerAuth: [] }],
    paths,
    // a copy: a caller that changes its document (a test tampering with it) leaves the next one untouched
    components: structuredClone(components),
  }
}

/** The keys (`POST /api/domains/status`) of the operations `document` lacks or declares under another operationId. */
export function missingOperations(document: OpenApiDocument, operations: readonly Operation[] = OPERATIONS): string[] {
  return operations.filter((op) => document.paths[openApiPath(op.path)]?.[op.method.toLowerCase() as HttpMethod]?.operationId !== op.id).map((op) => op.key)
}
