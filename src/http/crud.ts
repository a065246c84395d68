import { paramsFromQuery, batchBody, type BatchTarget } from '../api/list'
import type { Operation } from '../api/contract'
import type { Page } from '../api/envelope'
import type { StampAnswer, Versions, VersionsAnswer } from '../api/versions'
import type { FetchPageInput } from '../machines/listMachine'
import { capabilities } from './capabilities'
import { callOperation } from './operationCall'
import { keepStampCheck } from './stamp'

/** How long the keyword box waits for typing to pause before asking the server. */
export const KEYWORD_DEBOUNCE_MS = 300

/** The shared operations of a section resource, as src/api/operations/section.ts declares them. */
export interface SectionOps<Row> {
  list: Operation<Page<Row>>
  create?: Operation<Row>
  update: Operation<Row>
  delete: Operation<null>
  batchDelete: Operation<{ deleted: number; ids: string[] }>
  restore?: Operation<{ restored: number }>
  /** POST /api/<path>/versions: the rows' versions now (optional). */
  versions?: Operation<VersionsAnswer>
  /** GET /api/<path>/stamp: whether a page of the list changed (optional). */
  stamp?: Operation<StampAnswer>
}

/**
 * The list-and-change calls every section resource shares (docs/api.md, "Sections"), each an operation of the
 * contract table: GET /api/<path> with the query as params, POST to create, PUT /:id, DELETE /:id, POST /batch-delete
 * { ids } or { filter }. Answers are checked with the table's schemas.
 */
export function crudApi<Row extends { id: string }, Input>(ops: SectionOps<Row>) {
  /**
   * A page of rows (the list route's loader asks for it, src/routes/listEnter.ts); typing is debounced. The page
   * keeps how to ask whether it changed since (src/http/stamp.ts).
   */
  const list = ({ query, debounce }: FetchPageInput, signal?: AbortSignal) => {
    const params = paramsFromQuery(query)
    return callOperation(ops.list, {
      params,
      signal,
      gate: debounce ? { key: `${ops.list.key}:typing`, debounce: KEYWORD_DEBOUNCE_MS } : null,
    }).then((page) => keepStampCheck(page, ops.stamp, params))
  }
  const create = (input: Input) => {
    if (!ops.create) throw new Error(`${ops.list.path}: the contract has no create`)
    return callOperation(ops.create, { body: input })
  }
  return {
    list,
    create,
    /** With `version`, only while the row is still at it (a row changed since is refused with 1460 and the row now). */
    update: (id: string, input: Partial<Input> & { version?: number }) => callOperation(ops.update, { path: { id }, body: input }),
    remove: (id: string, version?: number) => callOperation(ops.delete, { path: { id }, params: versionParam(version) }),
    batchRemove: (target: VersionedTarget) => callOperation(ops.batchDelete, { body: versionedBatch(target) }),
    versions: rowVersions(ops),
  }
}

/** A batch's rows, with the versions they had when the list showed them (a batch by ids then answers `changed`). */
export type VersionedTarget = BatchTarget & { versions?: Versions | null }

/** The body part of a batch call: `{ ids }` with the versions the rows were selected at, when known, or `{ filter }`. */
export const versionedBatch = (target: VersionedTarget) =>
  'ids' in target && target.versions ? { ids: target.ids, versions: target.versions } : batchBody(target)

/** The query of a change of one row without a body (a delete): the version it started from, when known. */
const versionParam = (version: number | undefined) => (version === undefined ? undefined : { version })

/**
 * POST /api/<path>/versions { ids }: the versions of those rows now (gone ids absent), to check rows before acting on
 * them; null where the backend does not have the call (optional: docs/api.md, "Partial backends").
 */
const rowVersions =
  (ops: { versions?: Operation<VersionsAnswer> }) =>
  (ids: string[]): Promise<Versions | null> =>
    ops.versions && capabilities.has(ops.versions) ? callOperation(ops.versions, { body: { ids } }).then((answer) => answer.versions) : Promise.resolve(null)

/**
 * The deletes of a resource whose deletions can be undone (docs/api.md, "Undo"): they send no success toast of the
 * server's, because the section's own toast says what was deleted and offers 撤销, which calls `restore`.
 */
export function undoableDeletes<Row>(ops: SectionOps<Row>) {
  /** Whether this backend has the restore call (optional: docs/api.md, "Partial backends"). */
  const canRestore = () => !!ops.restore && capabilities.has(ops.restore)
  return {
    // without 撤销 (a backend lacking restore) the server's own message says what was deleted
    remove: (id: string, version?: number) => callOperation(ops.delete, { path: { id }, params: versionParam(version), quiet: canRestore() }),
    batchRemove: (target: VersionedTarget) => callOperation(ops.batchDelete, { body: versionedBatch(target), quiet: canRestore() }),
    canRestore,
    /** POST /api/<path>/restore { ids }: puts the rows back as they were. */
    restore: (ids: string[]) => {
      if (!ops.restore) throw new Error(`${ops.list.path}: the contract has no restore`)
      return callOperation(ops.restore, { body: { ids } })
    },
  }
}

export type CrudApi<Row extends { id: string }, Input> = ReturnType<typeof crudApi<Row, Input>>
