/**
 * The rows the kit writes (`--write`): recognisable by their names, listed by a keyword only they match, tracked for
 * the cleanup, and removed again whatever happened.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from '../../src/api/envelope'
import { articles } from '../../src/api/operations/articles'
import { backlinks } from '../../src/api/operations/backlinks'
import { domains } from '../../src/api/operations/domains'
import { pushSaveSettings } from '../../src/api/operations/push'
import type { SectionOperations } from '../../src/api/operations/section'
import { themes } from '../../src/api/operations/themes'
import type { Ctx } from './checks'

export interface Kit {
  runId: string
  /** `契约检查-<runId>`: the start of the names and titles it gives, and the keyword of its themes and articles. */
  name: string
  /** `contract-check-<runId>`: the start of its host names and URLs, and the keyword of its domains and backlinks. */
  host: string
}

export function newKit(): Kit {
  // lower-case letters and digits only: it goes into host names
  const runId = `${Date.now().toString(36).slice(-4)}${randomBytes(3).toString('hex')}`.slice(0, 8)
  return { runId, name: `契约检查-${runId}`, host: `contract-check-${runId}` }
}

export type SectionName = 'themes' | 'domains' | 'backlinks' | 'articles'

/** A section the kit creates rows in: its operations, the keyword that lists only the kit's rows, and how to tell one. */
export interface Section {
  name: SectionName
  ops: SectionOperations<{ id: string }>
  keyword: string
  mine(row: Record<string, unknown>): boolean
}

const includes = (field: string, marker: string) => (row: Record<string, unknown>) => typeof row[field] === 'string' && row[field].includes(marker)

/** In the order they are emptied: articles and backlinks before their domain, domains before their theme. */
export function sectionsOf(kit: Kit): Record<SectionName, Section> {
  const ops = (section: unknown) => section as SectionOperations<{ id: string }>
  return {
    articles: { name: 'articles', ops: ops(articles), keyword: kit.name, mine: includes('title', kit.name) },
    backlinks: { name: 'backlinks', ops: ops(backlinks), keyword: kit.host, mine: includes('sourceUrl', kit.host) },
    domains: { name: 'domains', ops: ops(domains), keyword: kit.host, mine: includes('domain', kit.host) },
    themes: { name: 'themes', ops: ops(themes), keyword: kit.name, mine: includes('name', kit.name) },
  }
}

/** The rows the list shows for the section's keyword (the kit's own, unless the backend matches more), by id. */
export async function rowsOf(ctx: Ctx, section: Section): Promise<Record<string, unknown>[]> {
  const answer = await ctx.session.call(section.ops.list as never, { query: { page: 1, pageSize: 100, keyword: section.keyword } })
  const page = answer.envelope?.code === 0 ? (answer.envelope.data as Page<Record<string, unknown>> | null) : null
  if (!page || !Array.isArray(page.items))
    throw new Error(`${section.ops.list.key}: the kit cannot list its own rows (${answer.status} ${answer.text.slice(0, 120)})`)
  return [...page.items].sort((a, b) => String(a.id).localeCompare(String(b.id)))
}

/** What the kit's rows of a section look like now: compared before and after a call that must change nothing. */
export const snapshotOf = (ctx: Ctx, section: Section) => async () => JSON.stringify(await rowsOf(ctx, section))

/** The ids the kit created, per section, and the domains whose push settings it wrote. */
export class Created {
  readonly ids: Record<SectionName, Set<string>> = { themes: new Set(), domains: new Set(), backlinks: new Set(), articles: new Set() }
  readonly settings = new Set<string>()
}

/**
 * Puts the backend back as the kit found it: clears the push settings it wrote, then deletes every row it created
 * (by id, then whatever its keyword still lists as its own). Answers what it could not remove.
 */
export async function cleanUp(ctx: Ctx, kit: Kit, created: Created): Promise<string[]> {
  const problems: string[] = []
  const attempt = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run()
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  for (const domain of created.settings) {
    const body = { domain, baiduToken: null, bingApiKey: null, indexNowKey: null }
    await attempt(`clearing the push settings of ${domain}`, () => ctx.session.call(pushSaveSettings, { body }))
  }
  for (const section of Object.values(sectionsOf(kit))) {
    await attempt(`deleting its ${section.name}`, async () => {
      const remove = (id: string) => ctx.session.call(section.ops.delete, { params: { id } })
      // by id first: that needs no list call, which may be what failed
      for (const id of created.ids[section.name]) await remove(id)
      for (const row of (await rowsOf(ctx, section)).filter(section.mine)) await remove(String(row.id))
      const left = (await rowsOf(ctx, section)).filter(section.mine)
      if (left.length) problems.push(`left ${left.length} of its ${section.name} behind: ids ${left.map((row) => String(row.id)).join(', ')}`)
    })
  }
  return problems
}
