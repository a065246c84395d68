/**
 * The shape of the API's one contract table (src/api/operations/): every call the client makes and a backend must
 * (or may) answer, declared once. The client's calls (src/http), the offline backend's routes (src/mock-server), the
 * OpenAPI document (docs/openapi.json, `npm run openapi`) and the conformance kit (`npm run contract`) all read it.
 */
import type * as v from 'valibot'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A refusal an operation may answer: an envelope with this non-zero `code` (HTTP 200 unless `status` says otherwise). */
export interface Refusal {
  code: number
  /** When the backend gives it, in a sentence. */
  when: string
  /** The shape of `data` the client reads (e.g. `{ fields }` for 1422); `null` otherwise. */
  data?: v.GenericSchema
  /** The HTTP status it comes with (401 for an expired token); 200 by default. */
  status?: number
}

/** Sorting of a list call: the fields `sort` may name, and the order without a `sort`. */
export interface ListOrder {
  sortable: readonly string[]
  defaultSort: { field: string; order: 'asc' | 'desc' }
  /** Fields the keyword is looked for in (case-insensitive substring). */
  searchable: readonly string[]
}

/**
 * What the OpenAPI document, the conformance kit and the offline backend read of an operation beside what the client
 * needs to call it. Declared with the operation, as `doc: import.meta.env.LEAN_CONTRACT ? undefined : { … }`: the
 * production build of the app defines LEAN_CONTRACT (vite.config.ts), so none of it (texts, request schemas) ships to
 * the browser; everywhere else (tests, scripts, the dev server, the demo build) it is there.
 */
export interface OperationDoc<Body = unknown> {
  /** The section it belongs to (the OpenAPI tag): `域名`. */
  readonly tag: string
  readonly summary: string
  /** The query parameters: an object schema of their values as the client means them (numbers as numbers). */
  readonly query?: v.GenericSchema
  /** The list calls' order and search, for the docs, the kit and the offline backend's lists. */
  readonly list?: ListOrder
  /** The JSON body. */
  readonly body?: v.GenericSchema<unknown, Body>
  /** A multipart body's file type. */
  readonly accept?: string
  readonly refusals: readonly Refusal[]
}

export interface Operation<Data = unknown, Body = unknown> {
  /** Method and path, as the docs and the kit name it: `GET /api/domains/:id`. */
  readonly key: string
  /** A stable name in code and in the OpenAPI document (`operationId`): `domains.update`. */
  readonly id: string
  readonly method: Method
  /** Under /api, with `:name` for path parameters: `/domains/:id`. */
  readonly path: string
  /** Sent without a token (only the login). */
  readonly anonymous?: true
  /** A multipart body instead of JSON: the file's field name. */
  readonly multipart?: string
  /** The `data` of a `code: 0` answer, or a CSV file for the exports. */
  readonly answer: v.GenericSchema<unknown, Data> | 'csv'
  /** A backend may lack it; the client then offers nothing that needs it (docs/api.md, "Partial backends"). */
  readonly optional?: true
  /** How the client spaces repeats: a repeat within `throttle` ms is refused; only the last call of a burst quiet for `debounce` ms goes. */
  readonly gate?: { throttle: number } | { debounce: number }
  /** Undefined only in the production build of the app (see OperationDoc). */
  readonly doc?: OperationDoc<Body>
}

type Declared<Data, Body> = Omit<Operation<Data, Body>, 'key'>

/** Declares one operation of the table; its key is derived from method and path. */
/* @__NO_SIDE_EFFECTS__ */
export function operation<Data, Body = never>(declared: Declared<Data, Body>): Operation<Data, Body> {
  return { ...declared, key: `${declared.method} /api${declared.path}` }
}

/** The documentation of an operation, where it must be there (the OpenAPI document, the kit, the offline backend). */
export function docOf<Body>(op: Operation<unknown, Body>): OperationDoc<Body> {
  if (!op.doc) throw new Error(`${op.key}: no documentation in this build (LEAN_CONTRACT)`)
  return op.doc
}

/** The path with its `:name` parameters filled in (each URI-encoded). */
export function pathOf(op: Pick<Operation, 'path'>, params: Record<string, string> = {}): string {
  return op.path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${op.path}: no value for :${name}`)
    return encodeURIComponent(value)
  })
}

/** The names of an operation's path parameters, in order. */
export const pathParams = (op: Pick<Operation, 'path'>): string[] => [...op.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1])
