/** One operation of the contract table as an OpenAPI operation object: parameters, body, responses, description. */
import { docOf, pathParams, type Operation, type OperationDoc, type Refusal } from '../../src/api/contract'
import { envelope, RENEWAL_HEADERS, SERVER_ERROR_REF, UNAUTHORIZED_REF } from './components'
import { jsonSchema, pathParameter, queryParameters, type JsonSchema, type MediaType, type Parameter, type Ref, type Response } from './schemas'

export interface OpenApiOperation {
  operationId: string
  tags: string[]
  summary: string
  description: string
  'x-optional'?: true
  security?: []
  parameters?: Parameter[]
  requestBody?: { required: true; content: Record<string, MediaType> }
  responses: Record<string, Response | Ref>
}

const statusOf = (refusal: Refusal) => refusal.status ?? 200

/**
 * One branch per refusal code: the table may list a code twice (two reasons for a 1400), and branches of a `oneOf`
 * must not overlap. Each branch's `data` is what its refusals carry, `null` for those that carry nothing.
 */
function refusalBranches(refusals: readonly Refusal[]): JsonSchema[] {
  const codes = [...new Set(refusals.map((refusal) => refusal.code))]
  return codes.map((code) => {
    const same = refusals.filter((refusal) => refusal.code === code)
    const datas = same.map((refusal): JsonSchema => (refusal.data ? jsonSchema(refusal.data) : { type: 'null' }))
    const distinct = [...new Map(datas.map((data) => [JSON.stringify(data), data])).values()]
    const when = same.map((refusal) => refusal.when).join('; ')
    return envelope({ const: code }, distinct.length === 1 ? distinct[0] : { anyOf: distinct }, `Refusal ${code}: ${when}`)
  })
}

const oneOf = (branches: JsonSchema[]): JsonSchema => (branches.length === 1 ? branches[0] : { oneOf: branches })

const json = (schema: JsonSchema): Record<string, MediaType> => ({ 'application/json': { schema } })

/** What the summary does not say, in Markdown paragraphs: the list's order, the refusals, the client's spacing of repeats. */
function describe(op: Operation, doc: OperationDoc): string {
  const paragraphs: string[] = []
  if (doc.list) {
    const { sortable, defaultSort, searchable } = doc.list
    const order = `\`${defaultSort.field} ${defaultSort.order}\``
    paragraphs.push(`List: \`sort\` one of ${sortable.join(', ')} (default ${order}); \`keyword\` searches ${searchable.join(', ')}.`)
  }
  const refusals = doc.refusals.map((refusal) => {
    const status = statusOf(refusal) === 200 ? '' : ` (HTTP ${statusOf(refusal)})`
    return `- \`${refusal.code}\`${status}: ${refusal.when}`
  })
  const none = op.anonymous ? 'Refusals: none.' : 'Refusals: none (beyond the 401 of a missing or expired token).'
  paragraphs.push(refusals.length ? ['Refusals:', ...refusals].join('\n') : none)
  if (op.gate) {
    paragraphs.push(
      'throttle' in op.gate
        ? `The client throttles it: a repeat within ${op.gate.throttle} ms, or while one is in flight, is refused without being sent (请勿请求过快).`
        : `The client debounces it: only the last call of a burst that stays quiet for ${op.gate.debounce} ms is sent.`,
    )
  }
  return paragraphs.join('\n\n')
}

function requestBody(op: Operation, doc: OperationDoc): OpenApiOperation['requestBody'] {
  if (op.multipart) {
    const file: JsonSchema = { type: 'string', format: 'binary', ...(doc.accept ? { contentMediaType: doc.accept } : {}) }
    const schema: JsonSchema = { type: 'object', properties: { [op.multipart]: file }, required: [op.multipart] }
    const encoding = doc.accept ? { [op.multipart]: { contentType: doc.accept } } : undefined
    return { required: true, content: { 'multipart/form-data': { schema, ...(encoding ? { encoding } : {}) } } }
  }
  return doc.body ? { required: true, content: json(jsonSchema(doc.body)) } : undefined
}

function responses(op: Operation, doc: OperationDoc): Record<string, Response | Ref> {
  const refusedWith = (status: number) => doc.refusals.filter((refusal) => statusOf(refusal) === status)
  const refusals = refusalBranches(refusedWith(200))
  let ok: Response
  if (op.answer === 'csv') {
    ok = {
      description: 'The CSV file (UTF-8 with a BOM, CRLF line ends); a refusal answers the JSON envelope instead.',
      headers: { 'Content-Disposition': { description: 'attachment; the file name', schema: { type: 'string' } }, ...RENEWAL_HEADERS },
      content: {
        'text/csv': { schema: { type: 'string', description: 'UTF-8, starting with a byte-order mark; a header row, then one row per record' } },
        ...(refusals.length ? json(oneOf(refusals)) : {}),
      },
    }
  } else {
    const success = envelope({ const: 0 }, jsonSchema(op.answer), 'Success')
    ok = { description: 'An envelope: code 0 with the answer, or one of the refusals', headers: RENEWAL_HEADERS, content: json(oneOf([success, ...refusals])) }
  }
  const result: Record<string, Response | Ref> = { 200: ok }
  // the shared 401 covers any non-zero code an expired token comes with, so a refusal declared with 401 needs no other
  if (!op.anonymous) result[401] = UNAUTHORIZED_REF
  const statuses = [...new Set(doc.refusals.map(statusOf))].filter((status) => status !== 200 && !(status === 401 && !op.anonymous))
  for (const status of statuses.toSorted((a, b) => a - b)) {
    const refused = refusedWith(status)
    const codes = [...new Set(refused.map((refusal) => refusal.code))].join(', ')
    result[status] = { description: `Refused: ${codes}`, headers: RENEWAL_HEADERS, content: json(oneOf(refusalBranches(refused))) }
  }
  result['5XX'] = SERVER_ERROR_REF
  return result
}

/** The operation object of one operation of the table. */
export function openApiOperation(op: Operation): OpenApiOperation {
  const doc = docOf(op)
  const parameters = [...pathParams(op).map(pathParameter), ...(doc.query ? queryParameters(doc.query, op.key) : [])]
  const body = requestBody(op, doc)
  return {
    operationId: op.id,
    tags: [doc.tag],
    summary: doc.summary,
    description: describe(op, doc),
    ...(op.optional ? { 'x-optional': true as const } : {}),
    ...(op.anonymous ? { security: [] as [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(op, doc),
  }
}
