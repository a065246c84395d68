/** The kit's backlinks, all pointing at its own domain: created, changed, added in bulk and checked (ids and filter). */
import { backlinkBulk, backlinkCheck, backlinks } from '../../src/api/operations/backlinks'
import { refuses, succeeds, type Ctx } from './checks'
import { rowsOf, type Created, type Kit, type Section } from './kit'
import { createRow, filterTargetOf, holds, unknownKeyRefused } from './sectionChecks'

/**
 * Checking a backlink fetches its source page: the kit's point at `<host>.example.org`, a name reserved for examples
 * (RFC 2606), so a real backend's check reaches no one's site.
 */
export async function backlinkChecks(ctx: Ctx, kit: Kit, created: Created, section: Section, domain: string): Promise<string[] | null> {
  const url = (n: number) => `https://${kit.host}.example.org/page-${n}`
  const body = { sourceUrl: url(1), targetDomain: domain, anchorText: `${kit.name} 1`, rel: 'dofollow' }
  const first = await createRow(ctx, created, section, backlinks.create!, body, 'its backlink 1')
  await refuses(ctx, backlinks.create!, { body: { ...body, sourceUrl: 'not a url' } }, 1422, 'a source that is not a URL')
  if (!first) return null

  const anchorText = `${kit.name} 修改过的锚文本`
  const updated = await succeeds(ctx, backlinks.update, { params: { id: first.id }, body: { anchorText } }, `its backlink ${first.id}`)
  if (updated) holds(ctx, backlinks.update, updated.anchorText === anchorText, 'the answer does not show the change (anchorText)')
  await refuses(ctx, backlinks.update, { params: { id: first.id }, body: { rel: 'sometimes' } }, 1422, 'a rel that is not one')

  const lines = [`${url(2)} ${kit.name} 2`, `${url(3)} ${kit.name} 3`, 'ftp://example.org/x 锚文本']
  const bulk = await succeeds(ctx, backlinkBulk, { body: { targetDomain: domain, rel: 'nofollow', lines } }, 'two of its backlinks and an ftp line')
  for (const row of bulk?.created ?? []) created.ids.backlinks.add(row.id)
  if (bulk)
    holds(
      ctx,
      backlinkBulk,
      bulk.created.length === 2 && bulk.skipped.length === 1 && bulk.skipped[0].line === 3,
      `answered ${bulk.created.length} created, ${bulk.skipped.length} skipped`,
    )
  await refuses(ctx, backlinkBulk, { body: { targetDomain: domain, rel: 'nofollow', lines: [] } }, 1422, 'no lines')
  // a table imported under a header: its rows with their line numbers, one with its own target domain
  const tableRows = [
    { line: 2, sourceUrl: url(4), anchorText: `${kit.name} 4`, targetDomain: domain },
    { line: 4, sourceUrl: 'ftp://example.org/y', anchorText: '锚文本' },
  ]
  const table = await succeeds(
    ctx,
    backlinkBulk,
    { body: { targetDomain: domain, rel: 'nofollow', rows: tableRows } },
    'a table: one of its backlinks and an ftp row',
  )
  for (const row of table?.created ?? []) created.ids.backlinks.add(row.id)
  if (table)
    holds(
      ctx,
      backlinkBulk,
      table.created.length === 1 && table.created[0].line === 2 && table.skipped[0]?.line === 4,
      `a table answered ${table.created.length} created, skipped line ${table.skipped[0]?.line}`,
    )
  if (bulk?.created.length !== 2) return null

  const checked = await succeeds(ctx, backlinkCheck, { body: { ids: [first.id] } }, `ids [${first.id}]`)
  if (checked) holds(ctx, backlinkCheck, checked.checked === 1, `ids [${first.id}] answered checked: ${checked.checked}`)
  const target = filterTargetOf(ctx, section)
  const unsafe = await target.unsafe()
  if (unsafe) ctx.lines.of(backlinkCheck).remark(`no filter batch sent: ${unsafe}`)
  else {
    // first, while its bulk-added backlinks were never checked: a widened batch would check them
    await unknownKeyRefused(ctx, backlinkCheck, target)
    const all = await succeeds(ctx, backlinkCheck, { body: { filter: { keyword: kit.host } } }, `filter keyword=${kit.host}`)
    const rows = await rowsOf(ctx, section)
    if (all) holds(ctx, backlinkCheck, all.checked === rows.length && rows.every((row) => row.lastCheckedAt), 'not every backlink of the filter was checked')
  }
  return [first.id, ...bulk.created.map((row) => row.id)]
}
