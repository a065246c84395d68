/** Checks every section the kit writes to shares: creating its own rows, batch filters, and taking the rows away again. */
import type { Operation } from '../../src/api/contract'
import { refuses, succeeds, type Ctx } from './checks'
import { rowsOf, snapshotOf, type Created, type Section } from './kit'

/** Records `problem` on the operation's line unless `held`: an answer of the right shape that did the wrong thing. */
export function holds(ctx: Ctx, op: Operation | undefined, held: boolean, problem: string): boolean {
  if (!held && op) ctx.lines.of(op).fail('failed', problem)
  return held
}

/** Creates one of the kit's rows through `op` (a create, or a bulk add's rows), tracked for the cleanup. */
export async function createRow<Row extends { id: string }>(
  ctx: Ctx,
  created: Created,
  section: Section,
  op: Operation<Row, unknown>,
  body: unknown,
  what: string,
) {
  const row = await succeeds(ctx, op, { body }, what)
  if (row) created.ids[section.name].add(row.id)
  return row
}

/**
 * Why a `{ filter }` batch on the section's keyword must not be sent, or null: the list must show only the kit's
 * rows for it, so that the batch can never reach a row the kit did not create.
 */
export async function filterUnsafe(ctx: Ctx, section: Section): Promise<string | null> {
  const rows = await rowsOf(ctx, section)
  if (rows.length === 0) return `the keyword ${section.keyword} lists none of its rows`
  return rows.every(section.mine) ? null : `the keyword ${section.keyword} also lists rows that are not the kit's`
}

/** What a filter batch needs: the keyword, a picture of what it could change, and whether it may be sent at all. */
export interface FilterTarget {
  keyword: string
  snapshot(): Promise<string>
  /** Why no filter batch may be sent (the keyword lists rows that are not the kit's), or null. */
  unsafe(): Promise<string | null>
}

export const filterTargetOf = (ctx: Ctx, section: Section): FilterTarget => ({
  keyword: section.keyword,
  snapshot: snapshotOf(ctx, section),
  unsafe: async () => ((await rowsOf(ctx, section)).every(section.mine) ? null : `the keyword ${section.keyword} also lists rows that are not the kit's`),
})

/**
 * A batch whose filter names a key the list does not have must be refused with 1400 and change nothing: a backend
 * that drops the key widens the batch to more rows than the person saw (docs/api.md, "Batch calls"). Sent only
 * when the keyword alone lists nothing but the kit's rows, so that even a widened batch touches no one else's.
 */
export async function unknownKeyRefused(ctx: Ctx, op: Operation | undefined, target: FilterTarget, own: object = {}): Promise<'unchanged' | 'changed'> {
  if (!op) return 'unchanged'
  const unsafe = await target.unsafe()
  if (unsafe) {
    ctx.lines.of(op).remark(`no filter with an unknown key sent: ${unsafe}`)
    return 'unchanged'
  }
  const before = await target.snapshot()
  const refused = await refuses(
    ctx,
    op,
    { body: { filter: { keyword: target.keyword, nosuchkey: 'x' }, ...own } },
    1400,
    'a filter with an unknown key (nosuchkey)',
  )
  if ((await target.snapshot()) === before) return 'unchanged'
  ctx.lines
    .of(op)
    .fail(
      'failed',
      refused ? 'refused a filter with an unknown key, yet changed rows' : 'widened the filter by dropping its unknown key: changed the kit’s rows',
    )
  return 'changed'
}

/**
 * A batch that sets `field`: by ids on one row (to `values[0]`), then by a filter with an unknown key and by the
 * keyword on all of them (to `values[1]`, which some row does not have before); each answer's shape, then what the
 * list shows. `between` runs after the ids batch (the push checks need a published article).
 */
export async function batchChecks(
  ctx: Ctx,
  section: Section,
  op: Operation,
  field: string,
  values: [string, string],
  first: string,
  between?: () => Promise<void>,
) {
  const byIds = await succeeds(ctx, op, { body: { ids: [first], [field]: values[0] } }, `ids [${first}], ${field} ${values[0]}`)
  if (byIds)
    holds(ctx, op, (await rowsOf(ctx, section)).find((row) => row.id === first)?.[field] === values[0], `${field} of ${first} is not ${values[0]} after it`)
  await between?.()
  const target = filterTargetOf(ctx, section)
  const unsafe = await target.unsafe()
  if (unsafe) return ctx.lines.of(op).remark(`no filter batch sent: ${unsafe}`)
  await unknownKeyRefused(ctx, op, target, { [field]: values[1] })
  const byFilter = await succeeds(
    ctx,
    op,
    { body: { filter: { keyword: section.keyword }, [field]: values[1] } },
    `filter keyword=${section.keyword}, ${field} ${values[1]}`,
  )
  if (byFilter)
    holds(
      ctx,
      op,
      (await rowsOf(ctx, section)).every((row) => row[field] === values[1]),
      `not every row of the filter has ${field} ${values[1]} after it`,
    )
}

/**
 * The ways its rows go: a filter with an unknown key (refused), DELETE /:id and, where the section has it, restore
 * of that row; batch-delete by ids, then by the keyword filter (which leaves none of the kit's rows).
 */
export async function deletionChecks(ctx: Ctx, section: Section, ids: string[]): Promise<void> {
  const { ops } = section
  if ((await unknownKeyRefused(ctx, ops.batchDelete, filterTargetOf(ctx, section))) === 'changed') {
    // the widened batch deleted the rows the other deletes were for
    return ctx.lines.skip([ops.delete, ops.restore], `${ops.batchDelete.key} deleted its rows first (a filter with an unknown key)`)
  }
  const [, second, third] = ids
  if (third && (await succeeds(ctx, ops.delete, { params: { id: third } }, `its own row ${third}`)) !== undefined && ops.restore) {
    const back = await succeeds(ctx, ops.restore, { body: { ids: [third] } }, `row ${third}, deleted just before`)
    if (back) holds(ctx, ops.restore, back.restored === 1, `answered restored: ${back.restored} for one row deleted just before`)
    if (back)
      holds(
        ctx,
        ops.restore,
        (await rowsOf(ctx, section)).some((row) => row.id === third),
        `row ${third} is not listed after its restore`,
      )
  }
  if (second) {
    // sent with a version the row does not have (where rows carry one): deleted all the same, counted as changed
    const version = (await rowsOf(ctx, section)).find((row) => row.id === second)?.version
    const versions = typeof version === 'number' ? { versions: { [second]: version + 1 } } : {}
    const gone = await succeeds(
      ctx,
      ops.batchDelete,
      { body: { ids: [second], ...versions } },
      `ids [${second}]${versions.versions ? ', a stale version' : ''}`,
    )
    if (gone) holds(ctx, ops.batchDelete, gone.deleted === 1 && gone.ids.join() === second, `ids [${second}] answered ${JSON.stringify(gone)}`)
    if (gone && versions.versions)
      holds(ctx, ops.batchDelete, gone.changed === 1, `a stale version of ${second} answered changed: ${String(gone.changed)}, not 1`)
  }
  const unsafe = await filterUnsafe(ctx, section)
  if (unsafe) return ctx.lines.of(ops.batchDelete).remark(`no filter batch sent: ${unsafe}`)
  const mine = (await rowsOf(ctx, section)).length
  const gone = await succeeds(ctx, ops.batchDelete, { body: { filter: { keyword: section.keyword } } }, `filter keyword=${section.keyword}`)
  if (!gone) return
  holds(ctx, ops.batchDelete, gone.deleted === mine, `the filter deleted ${gone.deleted} rows, the list showed ${mine}`)
  holds(ctx, ops.batchDelete, (await rowsOf(ctx, section)).length === 0, 'rows of the filter are still listed after it')
}
