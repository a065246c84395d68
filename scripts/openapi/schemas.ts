/**
 * The contract table's valibot schemas as JSON Schema 2020-12, the dialect OpenAPI 3.1 uses for its schema objects,
 * and the few OpenAPI object shapes the document is built of.
 */
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { articleAnswer, articleRow } from '../../src/api/articles'
import { backlinkRow } from '../../src/api/backlinks'
import { commentRow } from '../../src/api/comments'
import { domainRow } from '../../src/api/domains'
import { pushRecordAnswer, pushRecordRow, pushSettingsAnswer } from '../../src/api/push'
import { themeRow } from '../../src/api/themes'

export type { JsonSchema }

export interface Ref {
  $ref: string
}

export interface Header {
  description: string
  schema: JsonSchema
}

export interface MediaType {
  schema: JsonSchema
  encoding?: Record<string, { contentType: string }>
}

export interface Response {
  description: string
  headers?: Record<string, Header | Ref>
  content?: Record<string, MediaType>
}

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required?: true
  schema: JsonSchema
}

/**
 * The rows and records several answers share, each under the name a generated server stub gives its type
 * (`components.schemas.Domain`). The converter finds them by identity wherever they occur (a page's items, a refused
 * push's `data.record`) and refers to them instead of repeating them; the rest stays inline.
 */
const NAMED: Record<string, v.GenericSchema> = {
  Theme: themeRow,
  Domain: domainRow,
  Backlink: backlinkRow,
  Comment: commentRow,
  ArticleRow: articleRow,
  Article: articleAnswer,
  PushRecord: pushRecordAnswer,
  PushRecordSummary: pushRecordRow,
  PushSettings: pushSettingsAnswer,
}

/**
 * `errorMode: 'throw'` (the library's default, said here on purpose): a construct with no JSON Schema equivalent (a
 * transform, a custom check) must stop the generation, not turn into `{}`, which would tell a backend team "anything
 * goes". Every schema of the table converts as it is; generating the document converts all of them.
 */
const CONVERSION: Omit<ConversionConfig, 'definitions'> = {
  target: 'draft-2020-12',
  errorMode: 'throw',
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
}

/**
 * A valibot schema as JSON Schema 2020-12. `$schema` is dropped (inside an OpenAPI 3.1 document the dialect is the
 * document's), and so is `$defs`: the named schemas are in `components.schemas` once (namedSchemas).
 */
export function jsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _named, ...converted } = toJsonSchema(schema, { ...CONVERSION, definitions: NAMED })
  return converted
}

/** The named schemas, for `components.schemas`. */
export const namedSchemas = (): Record<string, JsonSchema> => toJsonSchemaDefs(NAMED, CONVERSION)

/** The query parameters of an object schema, one per entry; `required` only for an entry that is not optional. */
export function queryParameters(query: v.GenericSchema, key: string): Parameter[] {
  const converted = jsonSchema(query)
  if (converted.type !== 'object' || !converted.properties) throw new Error(`${key}: doc.query must be an object schema`)
  const required = new Set(converted.required ?? [])
  return Object.entries(converted.properties).map(([name, schema]) => {
    if (typeof schema === 'boolean') throw new Error(`${key}: query parameter ${name} has no schema`)
    return { name, in: 'query', ...(required.has(name) ? { required: true as const } : {}), schema }
  })
}

/** A path parameter: the table's `:id` parameters are all strings (ids are strings, docs/api.md). */
export const pathParameter = (name: string): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } })

/** `/domains/:id` → `/api/domains/{id}`. */
export const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`
