/**
 * The kit's checks of several operators (docs/api.md, "Several operators"), each only where the backend has it: the
 * signed-in operator, each list's stamp, the versions check, and — with `--write`, on the kit's own rows — versions,
 * the 1460 refusal of a stale save or delete, and a batch's `changed`. A backend without versions gets a remark.
 */
import type { Operation } from '../../src/api/contract'
import type { Page } from '../../src/api/envelope'
import { me } from '../../src/api/operations/me'
import type { SectionOperations } from '../../src/api/operations/section'
import type { StampAnswer } from '../../src/api/versions'
import { refuses, succeeds, type Ctx } from './checks'
import { rowsOf, type Section } from './kit'
import { holds } from './sectionChecks'

/** GET /api/me names the operator the kit signed in as. */
export async function meChecks(ctx: Ctx, username: string): Promise<void> {
  const operator = await succeeds(ctx, me, {}, 'the signed-in operator')
  if (operator) holds(ctx, me, operator.username === username, `answered username ${JSON.stringify(operator.username)}, the kit signed in as ${username}`)
}

/** GET …/stamp: answers for the list's query, the same stamp as the list when the list carries one; the list's refusals. */
export async function stampChecks(ctx: Ctx, list: Operation<Page<unknown>, unknown>, stamp: Operation<StampAnswer, unknown>): Promise<void> {
  const query = { page: 1, pageSize: 5 }
  const page = await ctx.session.call(list as Operation, { query })
  const listed = page.envelope?.code === 0 ? (page.envelope.data as { stamp?: unknown } | null)?.stamp : undefined
  const answer = await succeeds(ctx, stamp, { query }, 'page 1 of 5')
  if (answer && typeof listed === 'string') holds(ctx, stamp, answer.stamp === listed, `answered ${answer.stamp}, the list ${listed} for the same query`)
  else if (answer) ctx.lines.of(stamp as Operation).remark(`${list.key} carries no stamp to compare with`)
  await refuses(ctx, stamp as Operation, { query: { page: 0, pageSize: 20 } }, 1400, 'page=0')
}

/** POST …/versions: the versions of rows the list showed (as the list shows them), none for `missing`, an id that does not exist. */
export async function versionsChecks(
  ctx: Ctx,
  ops: SectionOperations<{ id: string }>,
  rows: readonly { id: string; version?: unknown }[],
  missingId: string,
): Promise<void> {
  const shown = rows.slice(0, 3)
  if (shown.length === 0) return ctx.lines.of(ops.versions).skip(`${ops.list.key} listed no row to ask about`)
  const ids = shown.map((row) => row.id)
  const answer = await succeeds(ctx, ops.versions, { body: { ids: [...ids, missingId] } }, `ids [${ids.join(', ')}, ${missingId}]`)
  if (answer) {
    holds(ctx, ops.versions, !(missingId in answer.versions), `answered a version for ${missingId}, which does not exist`)
    const differ = shown.filter((row) => typeof row.version === 'number' && answer.versions[row.id] !== row.version)
    holds(ctx, ops.versions, differ.length === 0, `versions differ from the list's for ids ${differ.map((row) => row.id).join(', ')}`)
  }
  await refuses(ctx, ops.versions, { body: { ids: [] } }, 1400, 'ids: []')
}

/**
 * On one of the kit's rows: a save from another version is refused with 1460 (changing nothing), a save from its
 * version goes and adds one, a delete from a version it no longer has is refused, and the stamp of the kit's rows
 * changes with a change. `change(n)` is a valid update body, different for each n.
 */
export async function staleChecks(ctx: Ctx, section: Section, id: string, change: (n: number) => object): Promise<void> {
  const { ops } = section
  const rowNow = async () => (await rowsOf(ctx, section)).find((row) => row.id === id)
  const version = (await rowNow())?.version
  if (typeof version !== 'number') {
    for (const op of [ops.update, ops.delete]) ctx.lines.of(op).remark('its rows carry no version: no conflict checked')
  } else {
    const before = JSON.stringify(await rowNow())
    const stale = version + 1
    await refuses(ctx, ops.update, { params: { id }, body: { ...change(1), version: stale } }, 1460, `its row ${id} from version ${stale} (it has ${version})`)
    holds(ctx, ops.update, JSON.stringify(await rowNow()) === before, `refused the save of its row ${id}, yet changed it`)
    const saved = await succeeds(ctx, ops.update, { params: { id }, body: { ...change(2), version } }, `its row ${id} from its version ${version}`)
    if (saved)
      holds(
        ctx,
        ops.update,
        (saved as { version?: unknown }).version === version + 1,
        `answered version ${String((saved as { version?: unknown }).version)} after a change of version ${version}`,
      )
    await refuses(ctx, ops.delete, { params: { id }, query: { version } }, 1460, `its row ${id} from version ${version}, which it no longer has`)
    holds(ctx, ops.delete, (await rowNow()) !== undefined, `refused the delete of its row ${id}, yet deleted it`)
  }
  const query = { page: 1, pageSize: 100, keyword: section.keyword }
  const first = await succeeds(ctx, ops.stamp, { query }, `its rows (keyword ${section.keyword})`)
  if (!first) return
  const changed = await ctx.session.call(ops.update, { params: { id }, body: change(3) })
  if (changed.envelope?.code !== 0) return ctx.lines.of(ops.stamp).remark(`row ${id} could not be changed again: no second stamp compared`)
  const second = await succeeds(ctx, ops.stamp, { query }, `its rows after a change of row ${id}`)
  if (second) holds(ctx, ops.stamp, second.stamp !== first.stamp, `the stamp of its rows stayed ${first.stamp} after row ${id} changed`)
}
