/**
 * Several operators in the fake backend (docs/api.md, "Several operators"): every row's `version`, kept in one place
 * for every way a handler changes a row, the refusal of a change that started from another version, the `changed`
 * count of a batch, the versions check and a list's stamp.
 */
import type { Request, Server } from 'miragejs'
import type { Operation } from '../api/contract'
import type { Envelope, Page } from '../api/envelope'
import { CONFLICT_CODE, CONFLICT_MSG, type Versions } from '../api/versions'
import { fail, ok } from './envelope'
import { readBody, readIds } from './list'
import { route } from './routes'
import type { Scenario } from './scenario'

/** The tables whose rows operators change, and so carry a version. */
export const VERSIONED_TABLES: readonly string[] = ['themes', 'domains', 'backlinks', 'comments', 'articles', 'pushSettings']

type Row = Record<string, unknown> & { id: string; version?: number }

/** What this file uses of Mirage 0.1.48's DbCollection (private members): every insert and every update goes through these two. */
const INSERT = '_insertRecord'
const UPDATE = '_updateRecord'
const COLLECTIONS = '_collections'
interface Collection {
  name: string
  [INSERT](data: Row): Row
  [UPDATE](record: Row, attrs: Record<string, unknown>): void
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
const isVersion = (value: unknown, minimum = 1): value is number => typeof value === 'number' && Number.isInteger(value) && value >= minimum

/**
 * Keeps `version` on every row of the versioned tables: a row inserted without one (the seed, a create) gets 1, one
 * inserted with one (a saved demo's row) keeps it, and an update that changes any field adds one, whatever handler
 * made it (a save, a batch, a theme renamed in its domains, the other operator). An update that changes nothing
 * leaves it. Hooked into each collection once, right after the server is created.
 */
export function keepVersions(server: Server): void {
  const collections = (server.db as unknown as Record<typeof COLLECTIONS, Collection[]>)[COLLECTIONS]
  for (const collection of collections) {
    if (!VERSIONED_TABLES.includes(collection.name)) continue
    const insert = collection[INSERT].bind(collection)
    const update = collection[UPDATE].bind(collection)
    collection[INSERT] = (data) => insert({ ...data, version: isVersion(data?.version) ? data.version : 1 })
    collection[UPDATE] = (record, attrs) => {
      const { version: _sent, ...fields } = attrs ?? {}
      const changes = Object.keys(fields).some((key) => key !== 'id' && !same(record[key], fields[key]))
      update(record, changes ? { ...fields, version: (isVersion(record.version) ? record.version : 0) + 1 } : fields)
    }
  }
}

/** A kept row coming back (a restore): a change of its own, so one more than the version it had. */
export const returning = <T extends object>(row: T): T => {
  const version = (row as { version?: unknown }).version
  return { ...row, version: (isVersion(version) ? version : 0) + 1 }
}

/** 1460: the row changed since the version the change started from; nothing was changed. */
export const conflict = (current: unknown) => fail(CONFLICT_CODE, CONFLICT_MSG, { current })

/** The version a single-row change sent: in its JSON body, else as the `version` query parameter; null when none. */
function sentVersion(request: Request): unknown {
  const fromBody = typeof request.requestBody === 'string' ? readBody<{ version: unknown }>(request).version : undefined
  if (fromBody !== undefined) return fromBody
  const query = (request.queryParams as Record<string, string | undefined>).version
  return query === undefined || query === '' ? null : /^\d+$/.test(query) ? Number(query) : query
}

export interface GuardedRow {
  /** The row as the call answers it, now (what a 1460 carries). */
  current(): { version?: number }
  /** Another operator's change to this very row: what the scenario's `conflictNextSave` plays before refusing. */
  meddle?(): void
  /** The lowest version that may be sent: 0 for push settings (nothing stored yet). */
  minimum?: number
}

/**
 * The refusal of a single-row change, or null when it may go: a `version` that is not one (1400), or another than
 * the row's (1460). A save under the scenario's `conflictNextSave` is refused after the other operator changed the row.
 */
export function versionRefusal(scenario: Scenario, request: Request, row: GuardedRow): Envelope | null {
  const minimum = row.minimum ?? 1
  const sent = sentVersion(request)
  if (sent !== null && !isVersion(sent, minimum)) return fail(1400, `版本号不是从 ${minimum} 开始的整数`)
  if (row.meddle && scenario.conflictNextSave) {
    scenario.conflictNextSave = false
    row.meddle()
    return conflict(row.current())
  }
  const current = row.current()
  return sent !== null && (current.version ?? 0) !== sent ? conflict(current) : null
}

/** The `versions` a batch by ids sent (the rows' versions when they were selected), or null. */
function sentVersions(request: Request): Versions | null {
  const { ids, versions } = readBody<{ ids: unknown; versions: unknown }>(request)
  if (!Array.isArray(ids) || !versions || typeof versions !== 'object' || Array.isArray(versions)) return null
  return Object.fromEntries(Object.entries(versions).filter((entry): entry is [string, number] => isVersion(entry[1])))
}

/**
 * A batch's answer with `changed`: how many of the rows it acts on (as they were before it) had another version
 * than the one sent for them. Only when the body sent `versions`.
 */
export function withChanged<T extends object>(request: Request, before: readonly { id: string; version?: number }[], data: T): T & { changed?: number } {
  const versions = sentVersions(request)
  if (!versions) return data
  const changed = before.filter((row) => Object.hasOwn(versions, row.id) && versions[row.id] !== row.version).length
  return { ...data, changed }
}

/** POST /api/<resource>/versions `{ ids }`: the versions of those that exist. */
export function versionsRoute(server: Server, scenario: Scenario, op: Operation, find: (id: string) => { version?: number } | null | undefined) {
  route(server, scenario, op, (request) => {
    const ids = readIds(request)
    if (!ids) return fail(1400, '请选择要检查的数据')
    const versions: Versions = {}
    for (const id of new Set(ids)) {
      const version = find(id)?.version
      if (version !== undefined) versions[id] = version
    }
    return ok({ versions })
  })
}

/** GET /api/<resource>/stamp: the stamp the list call would answer now, without its rows; the list's refusals alike. */
export function stampRoute(server: Server, scenario: Scenario, op: Operation, list: (request: Request) => Envelope<Page<unknown>> | Envelope<null>) {
  route(server, scenario, op, (request) => {
    const answer = list(request)
    return answer.code === 0 && answer.data ? ok({ stamp: answer.data.stamp }) : answer
  })
}
