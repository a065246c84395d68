import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OPENAPI_FILE, openApiText } from '../../../scripts/openapi'
import { missingOperations, openApiDocument, type HttpMethod, type OpenApiDocument } from '../../../scripts/openapi/document'
import type { Ref, Response } from '../../../scripts/openapi/schemas'
import { operation, type Operation } from '../../../src/api/contract'
import { OPERATIONS } from '../../../src/api/operations'

const root = resolve(__dirname, '../../..')
const document = openApiDocument()
const path = (op: Operation) => `/api${op.path.replace(/:([A-Za-z]+)/g, '{$1}')}`
const operationIn = (doc: OpenApiDocument, op: Operation) => doc.paths[path(op)]?.[op.method.toLowerCase() as HttpMethod]
const byId = (id: string) => OPERATIONS.find((op) => op.id === id)!
const responsesOf = (op: Operation) => operationIn(document, op)!.responses
// a response as a client meets it: a shared one (`$ref`) is read from components
const resolved = (response: Response | Ref): Response =>
  '$ref' in response ? document.components.responses[response.$ref.split('/').pop() as keyof typeof document.components.responses] : response

describe('docs/openapi.json', () => {
  it('is what npm run openapi writes from the contract table, byte for byte', async () => {
    const committed = readFileSync(resolve(root, OPENAPI_FILE), 'utf8')
    expect(committed === (await openApiText(document, root)), 'docs/openapi.json is stale: run npm run openapi').toBe(true)
  })

  it('is a valid OpenAPI 3.1 document, every $ref resolving', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    // the converter's own keys have no place inside the document: the dialect is the document's, named schemas are components
    expect(JSON.stringify(document)).not.toMatch(/"\$schema"|"\$defs"/)
  })
})

describe('the OpenAPI document', () => {
  it('declares every operation of the table with its method, path and operationId, and nothing else', () => {
    expect(OPERATIONS.length).toBeGreaterThan(55)
    expect(missingOperations(document)).toEqual([])
    const declared = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((declaredOp) => declaredOp.operationId))
    expect(declared.toSorted()).toEqual(OPERATIONS.map((op) => op.id).toSorted())
  })

  it('reports the operation a tampered copy lacks, or names differently', () => {
    const tampered = structuredClone(document)
    delete tampered.paths['/api/domains/status']
    tampered.paths['/api/theme']!.get!.operationId = 'themes.names'
    expect(missingOperations(tampered)).toEqual(['GET /api/theme', 'POST /api/domains/status'])
  })

  it('marks exactly the optional operations with x-optional', () => {
    const marked = OPERATIONS.filter((op) => operationIn(document, op)!['x-optional'] === true).map((op) => op.key)
    expect(marked).toEqual(OPERATIONS.filter((op) => op.optional).map((op) => op.key))
    expect(marked).toContain('POST /api/domains/restore')
  })

  it('asks a bearer token of every operation but the login, and answers 401 for a missing one', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(document.security).toEqual([{ bearerAuth: [] }])
    // each operation's key in the rows, so that a failure names it
    const authenticated = OPERATIONS.filter((op) => !op.anonymous)
    const declared = authenticated.map((op) => [op.key, operationIn(document, op)!.security, operationIn(document, op)!.responses[401]])
    expect(declared).toEqual(authenticated.map((op) => [op.key, undefined, { $ref: '#/components/responses/Unauthorized' }]))
    // the login asks no token; its 401 is a refusal of the sign-in (with the envelope), not an expired session
    const login = operationIn(
      document,
      OPERATIONS.find((op) => op.anonymous)!,
    )!
    expect(login.security).toEqual([])
    expect(login.responses[401]).not.toEqual({ $ref: '#/components/responses/Unauthorized' })
    expect(OPERATIONS.filter((op) => op.anonymous).map((op) => op.key)).toEqual(['POST /api/login'])
  })

  it('declares the renewal headers on every response', () => {
    for (const op of OPERATIONS) {
      for (const [status, response] of Object.entries(responsesOf(op))) {
        expect(Object.keys(resolved(response).headers ?? {}), `${op.key} ${status}`).toEqual(expect.arrayContaining(['new-token', 'new-expires-in']))
      }
    }
  })

  it('answers the exports as text/csv with Content-Disposition, and their refusals as the envelope', () => {
    const exports = OPERATIONS.filter((op) => op.answer === 'csv')
    expect(exports.map((op) => op.id)).toEqual(['domains.export', 'backlinks.export', 'audit.export'])
    for (const op of exports) {
      const ok = resolved(responsesOf(op)[200])
      expect(Object.keys(ok.content!), `${op.key}`).toEqual(['text/csv', 'application/json'])
      expect(ok.headers, `${op.key}`).toHaveProperty('Content-Disposition')
      expect(JSON.stringify(ok.content!['application/json'].schema)).toContain('"code":{"const":1400}')
    }
  })

  it('takes the theme package as multipart/form-data with a binary file', () => {
    const body = operationIn(document, byId('themes.package'))!.requestBody!
    expect(Object.keys(body.content)).toEqual(['multipart/form-data'])
    expect(body.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', contentMediaType: 'application/zip' } },
    })
  })

  it('gives each answer a success branch and one branch per refusal code, with the data it carries', () => {
    const branches = (resolved(responsesOf(byId('domains.status'))[200]).content!['application/json'].schema.oneOf ?? []) as { description: string }[]
    // 1400 twice in the table (no ids or filter; a status that is not active or inactive): one branch for both
    expect(branches.map((branch) => branch.description.split(':')[0])).toEqual(['Success', 'Refusal 1400', 'Refusal 1404'])
    const fields = JSON.stringify(resolved(responsesOf(byId('domains.create'))[200]).content)
    expect(fields).toContain('"code":{"const":1422},"data":{"type":"object","properties":{"fields"')
  })

  it('reads query parameters from the table: required only when not optional, whole numbers as integers', () => {
    const list = operationIn(document, byId('domains.list'))!.parameters!
    expect(list.find((parameter) => parameter.name === 'pageSize')).toEqual({
      name: 'pageSize',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    })
    expect(list.find((parameter) => parameter.name === 'from')?.schema).toEqual({ type: 'string', format: 'date-time' })
    expect(operationIn(document, byId('push.quota'))!.parameters).toEqual([{ name: 'domain', in: 'query', required: true, schema: { type: 'string' } }])
    expect(operationIn(document, byId('domains.update'))!.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }])
  })

  it('gives a refusal with its own HTTP status a response of that status, and describes a debounced call', () => {
    // the table has neither yet: an operation made up for the test
    const made = operation({
      id: 'made.up',
      method: 'POST',
      path: '/made-up/:id',
      answer: v.null(),
      gate: { debounce: 400 },
      doc: {
        tag: 'T',
        summary: 's',
        refusals: [
          { code: 1409, when: 'in use', status: 409 },
          { code: 1404, when: 'gone' },
        ],
      },
    })
    const declared = openApiDocument([made]).paths['/api/made-up/{id}']!.post!
    expect(declared.description).toContain('- `1409` (HTTP 409): in use')
    expect(declared.description).toContain('debounces it: only the last call of a burst that stays quiet for 400 ms is sent')
    expect(Object.keys(declared.responses)).toEqual(['200', '401', '409', '5XX'])
    expect(JSON.stringify(resolved(declared.responses[409]))).toContain('"code":{"const":1409}')
    expect(JSON.stringify(resolved(declared.responses[200]))).not.toContain('1409')
  })
})
