/**
 * What every operation of the OpenAPI document shares (docs/api.md, "Conventions"): the envelope, the silent-renewal
 * headers, the 401 and 5xx answers and the bearer token. Declared once in `components`, referenced everywhere.
 */
import { namedSchemas, type Header, type JsonSchema, type Ref, type Response } from './schemas'

const ref = (kind: 'schemas' | 'headers' | 'responses', name: string): Ref => ({ $ref: `#/components/${kind}/${name}` })

export const ENVELOPE_REF = ref('schemas', 'Envelope')
export const UNAUTHORIZED_REF = ref('responses', 'Unauthorized')
export const SERVER_ERROR_REF = ref('responses', 'ServerError')

/** The renewal headers, as every response declares them: the client reads them on any answer, refusals and 401 included. */
export const RENEWAL_HEADERS: Record<string, Ref> = { 'new-token': ref('headers', 'NewToken'), 'new-expires-in': ref('headers', 'NewExpiresIn') }

/** An envelope whose `code` and `data` are narrowed; `description` says when it comes. */
export function envelope(code: JsonSchema, data: JsonSchema, description: string): JsonSchema {
  return { description, allOf: [ENVELOPE_REF as JsonSchema, { properties: { code, data } }] }
}

const headers: Record<string, Header> = {
  NewToken: {
    description: 'Silent renewal: a new bearer token that replaces the one sent (with new-expires-in). Any letter case.',
    schema: { type: 'string' },
  },
  NewExpiresIn: {
    description: "The new token's lifetime in seconds, a positive whole number (with new-token).",
    schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
  },
}

const responses: Record<string, Response> = {
  Unauthorized: {
    description: 'A missing, unknown or expired token: an envelope with a non-zero code. The client signs out, once, and shows the login page.',
    headers: RENEWAL_HEADERS,
    content: { 'application/json': { schema: ref('schemas', 'Refusal') as JsonSchema } },
  },
  ServerError: {
    description: 'A server error: it may come without an envelope. The client logs it and never retries.',
    headers: RENEWAL_HEADERS,
  },
}

const schemas: Record<string, JsonSchema> = {
  Envelope: {
    description: 'Every JSON answer, whatever the HTTP status: code 0 is success, any other code a refusal whose msg the person reads.',
    type: 'object',
    properties: {
      code: { type: 'integer', description: '0: success; anything else: a refusal' },
      msg: {
        type: 'string',
        description: 'Shown to the person: an error toast when code ≠ 0, a success toast when code = 0 and msg is neither empty nor "ok".',
      },
      data: { description: "code 0: the operation's answer; a refusal: what the refusal carries (e.g. { fields }), or null" },
    },
    required: ['code', 'msg', 'data'],
  },
  Refusal: envelope({ not: { const: 0 } }, {}, 'An envelope with a non-zero code.'),
  ...namedSchemas(),
}

export const components = {
  schemas,
  headers,
  responses,
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token of POST /api/login.' } },
}

/** The document's own description: where it comes from, and the rules no single operation says. */
export const INFO_DESCRIPTION = [
  'Generated from the contract table (src/api/operations) by `npm run openapi`: do not edit it by hand; a unit test fails when it is stale.',
  'The prose contract, with examples and the rules a schema cannot say (matching, ordering, undo, the CSV format), is docs/api.md.',
  '',
  '- Every answer is an envelope `{ code, msg, data }`: `code: 0` is success and `data` the answer; any other code is a refusal.',
  "  Each operation's `200` lists the refusal codes it may answer, each with the `data` it carries (`null` if none).",
  '- Every operation but `POST /api/login` needs `Authorization: Bearer <token>`; a missing, unknown or expired token answers HTTP 401 with an envelope whose code is not 0.',
  '- Any answer may carry the headers `new-token` and `new-expires-in` (seconds): the client replaces its token with them (silent renewal).',
  '  A backend on another origin must list both, and `Content-Disposition`, in `Access-Control-Expose-Headers`.',
  '- HTTP 5xx may come without an envelope.',
  '- `x-optional: true` marks an operation a backend may lack: the client works without it and offers nothing that needs it',
  '  (a 404, 405 or 501 answer, or its absence from `GET /api/capabilities`, tells it so; docs/api.md, "Partial backends").',
].join('\n')
