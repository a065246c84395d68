/**
 * Comments come from visitors: the kit cannot create any, and must not change a real one. So its comment writes are
 * refusals only: a comment id that does not exist (confirmed first with an update that would change nothing), and
 * batches whose filter holds an unknown key, sent only while the kit's keyword matches no comment at all.
 */
import type { Page } from '../../src/api/envelope'
import { commentBatchStatus, commentBatchStatusUndo, comments } from '../../src/api/operations/comments'
import { refuses, type Ctx } from './checks'
import type { Kit } from './kit'
import { MISSING_ID } from './readOnly'
import { unknownKeyRefused, type FilterTarget } from './sectionChecks'

const NO_COMMENT_CHANGED = 'refusals only: the kit cannot create comments and changes no real one'

/** The number of comments in each status: what a widened batch would change. */
async function totals(ctx: Ctx, query: Record<string, string> = {}): Promise<string> {
  const counts = []
  for (const status of ['', 'pending', 'approved', 'spam']) {
    const answer = await ctx.session.call(comments.list, { query: { page: 1, pageSize: 1, ...query, ...(status ? { status } : {}) } })
    counts.push((answer.envelope?.data as Page<unknown> | null)?.total)
  }
  return JSON.stringify(counts)
}

export async function commentChecks(ctx: Ctx, kit: Kit): Promise<void> {
  const writes = [comments.update, comments.delete, comments.batchDelete, comments.restore, commentBatchStatus, commentBatchStatusUndo]
  // an empty change: were the comment there after all, nothing of it would change
  const absent = await refuses(
    ctx,
    comments.update,
    { params: { id: MISSING_ID }, body: {} },
    1404,
    `comment ${MISSING_ID}, which does not exist, with nothing to change`,
  )
  if (absent) {
    await refuses(ctx, comments.delete, { params: { id: MISSING_ID } }, 1404, `comment ${MISSING_ID}, which does not exist`)
    await refuses(ctx, commentBatchStatus, { body: { ids: [MISSING_ID], status: 'approved' } }, 1404, `ids [${MISSING_ID}], which does not exist`)
    if (comments.restore) await refuses(ctx, comments.restore, { body: { ids: [MISSING_ID] } }, 1404, `ids [${MISSING_ID}], never deleted`)
    // 撤销 after 通过 (optional: a backend without it is reported missing, and passes)
    await refuses(ctx, commentBatchStatusUndo, { body: { ids: [MISSING_ID] } }, 1404, `ids [${MISSING_ID}], whose status never changed`)
  } else ctx.lines.skip(writes, `could not confirm that comment ${MISSING_ID} does not exist: no comment id sent`)

  const target: FilterTarget = {
    keyword: kit.name,
    snapshot: () => totals(ctx),
    unsafe: async () => ((JSON.parse(await totals(ctx, { keyword: kit.name })) as unknown[])[0] === 0 ? null : `the keyword ${kit.name} matches comments`),
  }
  await unknownKeyRefused(ctx, commentBatchStatus, target, { status: 'spam' })
  await unknownKeyRefused(ctx, comments.batchDelete, target)
  for (const op of writes) if (op) ctx.lines.of(op).remark(NO_COMMENT_CHANGED)
}
