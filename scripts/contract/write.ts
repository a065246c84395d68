/**
 * `--write`: every change operation, on rows the kit creates itself (themes, then domains on its theme, backlinks and
 * articles on its domain), then taken away again through the delete operations; a cleanup in `finally` removes
 * whatever is left, also when a check failed or threw midway.
 */
import { OPERATIONS } from '../../src/api/operations'
import type { Ctx } from './checks'
import { cleanUp, Created, rowsOf, sectionsOf, type Kit } from './kit'
import { staleChecks } from './operators'
import { deletionChecks } from './sectionChecks'
import { articleChecks } from './writeArticles'
import { backlinkChecks } from './writeBacklinks'
import { commentChecks } from './writeComments'
import { domainChecks } from './writeDomains'
import { pushSendChecks, pushSettingsChecks } from './writePush'
import { themeChecks } from './writeThemes'

/** The operations that change data: a GET never does, nor does a versions check (a POST for its list of ids). */
export const CHANGES = OPERATIONS.filter((op) => op.method !== 'GET' && !op.anonymous && !op.path.endsWith('/versions'))

/** Problems of the run itself (rows it could not remove, a check that threw), beside the operations' lines. */
export async function writeChecks(ctx: Ctx, kit: Kit): Promise<string[]> {
  const sections = sectionsOf(kit)
  const created = new Created()
  const problems: string[] = []
  try {
    for (const section of Object.values(sections)) {
      // its names are new for every run: a row already matching them is not the kit's to touch
      if ((await rowsOf(ctx, section)).length) {
        ctx.lines.skip(CHANGES, `the keyword ${section.keyword} already lists ${section.name}: nothing written`)
        return problems
      }
    }
    await writeAll(ctx, kit, created)
  } catch (error) {
    problems.push(`the write checks stopped: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    problems.push(...(await cleanUp(ctx, kit, created)))
  }
  return problems
}

async function writeAll(ctx: Ctx, kit: Kit, created: Created): Promise<void> {
  const sections = sectionsOf(kit)
  await commentChecks(ctx, kit)
  const themes = await themeChecks(ctx, kit, created, sections.themes)
  const domains = themes && (await domainChecks(ctx, kit, created, sections.domains, themes))
  if (!themes || !domains) return ctx.lines.skip(CHANGES, 'needs rows of its own, which it could not create (see the lines above)')

  const backlinks = await backlinkChecks(ctx, kit, created, sections.backlinks, domains.main)
  const whilePublished = async (articleId: string) => {
    await pushSendChecks(ctx, kit, domains.main, articleId)
    await pushSettingsChecks(ctx, kit, created, domains.main)
  }
  const articles = await articleChecks(ctx, kit, created, sections.articles, { theme: themes.main, domain: domains.main }, whilePublished)

  // saves and deletes from a version the row no longer has, on one row of each (where the backend keeps versions)
  await staleChecks(ctx, sections.themes, themes.ids[0], (n) => ({ description: `${kit.name} 版本检查 ${n}` }))
  await staleChecks(ctx, sections.domains, domains.ids[0], (n) => ({ title: `${kit.name} 版本检查 ${n}` }))
  if (backlinks) await staleChecks(ctx, sections.backlinks, backlinks[0], (n) => ({ anchorText: `版本检查 ${n}` }))
  if (articles) await staleChecks(ctx, sections.articles, articles[0], (n) => ({ summary: `版本检查 ${n}` }))

  // what uses a row goes first: articles and backlinks before their domain, domains before their theme
  if (articles) await deletionChecks(ctx, sections.articles, articles)
  if (backlinks) await deletionChecks(ctx, sections.backlinks, backlinks)
  if (articles && backlinks) await deletionChecks(ctx, sections.domains, domains.ids)
  if (articles && backlinks) await deletionChecks(ctx, sections.themes, themes.ids)
  ctx.lines.skip(CHANGES, 'needs rows of its own, which it could not create (see the lines above)')
}
