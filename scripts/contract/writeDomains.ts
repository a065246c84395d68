/** The kit's domains: one created, three added in bulk (typed lines and a table's rows), their status and theme changed by ids and by its keyword. */
import { domainBatchTheme, domainBatchThemeUndo, domainBulk, domains, domainStatus } from '../../src/api/operations/domains'
import { refuses, succeeds, type Ctx } from './checks'
import { rowsOf, type Created, type Kit, type Section } from './kit'
import { batchChecks, createRow, holds } from './sectionChecks'
import type { KitThemes } from './writeThemes'

export interface KitDomains {
  ids: string[]
  /** Its first domain's name: the target of its backlinks, the domain of its articles and push checks. */
  main: string
}

const fields = { title: '', keywords: '', description: '' }

export async function domainChecks(ctx: Ctx, kit: Kit, created: Created, section: Section, themes: KitThemes): Promise<KitDomains | null> {
  const name = (n: number) => `${kit.host}-${n}.example.com`
  const body = { domain: name(1), theme: themes.main, status: 'active', ...fields, title: kit.name }
  const first = await createRow(ctx, created, section, domains.create!, body, 'its domain 1')
  await refuses(ctx, domains.create!, { body: { ...body, domain: 'not a domain' } }, 1422, 'a domain with a space')
  if (!first) return null

  const title = `${kit.name} 修改过的标题`
  const updated = await succeeds(ctx, domains.update, { params: { id: first.id }, body: { title } }, `its domain ${first.id}`)
  if (updated) holds(ctx, domains.update, updated.title === title && updated.domain === first.domain, 'the answer does not show the change (title)')
  await refuses(ctx, domains.update, { params: { id: first.id }, body: { theme: `${kit.name}-没有这个主题` } }, 1422, 'a theme that does not exist')

  const lines = [name(2), name(3), 'not a domain']
  const bulk = await succeeds(ctx, domainBulk, { body: { theme: themes.main, status: 'inactive', domains: lines } }, 'two of its domains and an invalid line')
  for (const row of bulk?.created ?? []) created.ids.domains.add(row.id)
  if (bulk)
    holds(
      ctx,
      domainBulk,
      bulk.created.length === 2 && bulk.skipped.length === 1 && bulk.skipped[0].line === 3,
      `answered ${bulk.created.length} created, ${bulk.skipped.length} skipped`,
    )
  await refuses(ctx, domainBulk, { body: { theme: themes.main, status: 'active', domains: [] } }, 1422, 'no lines')
  // a table imported under a header: its rows with their line numbers and their own title and keywords
  const tableRows = [
    { line: 2, domain: name(4), title: kit.name, keywords: 'a,b' },
    { line: 4, domain: 'not a domain', title: '' },
  ]
  const table = await succeeds(
    ctx,
    domainBulk,
    { body: { theme: themes.main, status: 'inactive', rows: tableRows } },
    'a table: one of its domains and an invalid row',
  )
  for (const row of table?.created ?? []) created.ids.domains.add(row.id)
  if (table)
    holds(
      ctx,
      domainBulk,
      table.created.length === 1 && table.created[0].line === 2 && table.created[0].title === kit.name && table.skipped[0]?.line === 4,
      `a table answered ${table.created.length} created (line ${table.created[0]?.line}, title ${table.created[0]?.title}), skipped line ${table.skipped[0]?.line}`,
    )
  if (bulk?.created.length !== 2) return null

  await batchChecks(ctx, section, domainStatus, 'status', ['inactive', 'active'], first.id)
  await batchChecks(ctx, section, domainBatchTheme, 'theme', [themes.other, themes.main], first.id)
  await themeUndoChecks(ctx, section, first.id, themes)
  return { ids: [first.id, ...bulk.created.map((row) => row.id)], main: first.domain }
}

/**
 * 更换主题 taken back: batch-theme answers the ids whose theme it changed, and POST /api/domains/batch-theme/undo
 * gives each its own theme back, once (a backend without the optional undo is reported missing, and passes).
 */
async function themeUndoChecks(ctx: Ctx, section: Section, id: string, themes: KitThemes) {
  const changed = await succeeds(ctx, domainBatchTheme, { body: { ids: [id], theme: themes.other } }, `ids [${id}], theme ${themes.other} again`)
  if (!changed) return
  if (!holds(ctx, domainBatchTheme, changed.ids.join() === id, `ids [${id}] from ${themes.main} answered ids ${JSON.stringify(changed.ids)}`)) return
  const back = await succeeds(ctx, domainBatchThemeUndo, { body: { ids: [id] } }, `ids [${id}], its theme changed just before`)
  if (!back) return
  holds(ctx, domainBatchThemeUndo, back.restored === 1, `answered restored: ${back.restored} for one domain`)
  const theme = (await rowsOf(ctx, section)).find((row) => row.id === id)?.theme
  holds(ctx, domainBatchThemeUndo, theme === themes.main, `domain ${id} has theme ${String(theme)} after it, not its own ${themes.main}`)
  await refuses(ctx, domainBatchThemeUndo, { body: { ids: [id] } }, 1404, `ids [${id}] again, already taken back`)
}
