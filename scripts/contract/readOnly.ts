/**
 * The checks that change nothing (the kit's default): every GET with valid input, ids and names taken from the list
 * answers, the exports, and the refusals a read can give (bad paging, a bad 创建时间 bound, no token).
 */
import { docOf, type Operation } from '../../src/api/contract'
import type { Page } from '../../src/api/envelope'
import { articleGet, articles } from '../../src/api/operations/articles'
import { themeNames } from '../../src/api/operations/auth'
import { capabilities } from '../../src/api/operations/capabilities'
import { backlinkExport, backlinks } from '../../src/api/operations/backlinks'
import { commentPendingCount, comments } from '../../src/api/operations/comments'
import { domainExport, domainOptions, domains } from '../../src/api/operations/domains'
import { pushArticleUrls, pushQuota, pushRecord, pushRecords, pushRecordsStamp, pushSettings } from '../../src/api/operations/push'
import { themes } from '../../src/api/operations/themes'
import { csvFile, refuses, succeeds, unauthorized, type Ctx } from './checks'
import { stampChecks, versionsChecks } from './operators'
import type { SectionOperations } from '../../src/api/operations/section'

/** An id no row has (checked where it matters): the kit's "does not exist". */
export const MISSING_ID = '999999999'

/** What the read-only checks learnt that later checks use. */
export interface Seen {
  /** The optional operations GET /api/capabilities lists; null without that call. */
  capabilities: string[] | null
}

const BARE_DAY = '2026-01-01'

/** A list call: a page, a sorted page, and the refusals of bad paging (and of a bare day as a 创建时间 bound). */
export async function listChecks<Row>(ctx: Ctx, op: Operation<Page<Row>, unknown>): Promise<Row[]> {
  const doc = docOf(op as Operation)
  const page = await succeeds(ctx, op, { query: { page: 1, pageSize: 5 } }, 'page 1 of 5')
  const sort = doc.list?.sortable[0]
  if (sort) await succeeds(ctx, op, { query: { page: 1, pageSize: 5, sort, order: 'asc' } }, `sorted by ${sort}`)
  await refuses(ctx, op as Operation, { query: { page: 0, pageSize: 20 } }, 1400, 'page=0')
  await refuses(ctx, op as Operation, { query: { page: 1, pageSize: 1000 } }, 1400, 'pageSize=1000')
  const dated = (doc.query as { entries?: Record<string, unknown> } | undefined)?.entries?.from
  if (dated) await refuses(ctx, op as Operation, { query: { page: 1, pageSize: 5, from: BARE_DAY } }, 1400, `from=${BARE_DAY} (no time, no zone)`)
  return page?.items ?? []
}

export async function readOnlyChecks(ctx: Ctx): Promise<Seen> {
  const { lines } = ctx
  const capable = await succeeds(ctx, capabilities, {}, 'the optional operations listed')
  await succeeds(ctx, themeNames, {}, 'theme names')
  await unauthorized(ctx, themeNames, 'none', 'no token')
  await unauthorized(ctx, themeNames, 'contract-check.not-a.token', 'an unknown token')

  let articleRows: { id: string }[] = []
  for (const section of [themes, domains, backlinks, comments, articles] as unknown as SectionOperations<{ id: string }>[]) {
    const rows = await listChecks(ctx, section.list)
    if (section === (articles as unknown)) articleRows = rows
    // the checks of several operators, where the backend has them
    await stampChecks(ctx, section.list, section.stamp)
    await versionsChecks(ctx, section, rows, MISSING_ID)
  }
  const records = await listChecks(ctx, pushRecords)
  await stampChecks(ctx, pushRecords, pushRecordsStamp)

  const options = await succeeds(ctx, domainOptions, {}, 'every domain name')
  const domain = options?.[0]
  if (domain) {
    await succeeds(ctx, pushQuota, { query: { domain } }, `quota of ${domain}`)
    await succeeds(ctx, pushSettings, { query: { domain } }, `settings of ${domain} (masked)`)
  } else lines.skip([pushQuota, pushSettings], 'GET /api/domains/options named no domain to ask about')
  await refuses(ctx, pushQuota, {}, 1400, 'no domain')
  await refuses(ctx, pushSettings, {}, 1400, 'no domain')

  const articleIds = articleRows.map((row) => row.id).slice(0, 3)
  if (articleIds.length) {
    await succeeds(ctx, articleGet, { params: { id: articleIds[0] } }, `article ${articleIds[0]}`)
    await succeeds(ctx, pushArticleUrls, { query: { ids: articleIds.join(',') } }, `URLs of articles ${articleIds.join(',')}`)
  } else lines.skip([articleGet, pushArticleUrls], 'GET /api/articles listed no article to read')
  await refuses(ctx, pushArticleUrls, {}, 1400, 'no ids')

  const recordId = records[0]?.id
  if (recordId) await succeeds(ctx, pushRecord, { params: { id: recordId } }, `record ${recordId}`)
  else lines.skip([pushRecord], 'GET /api/push/records listed no record to read')
  await refuses(ctx, pushRecord, { params: { id: MISSING_ID } }, 1404, `record ${MISSING_ID}`)

  await succeeds(ctx, commentPendingCount, {}, 'a count')
  await csvFile(ctx, domainExport, {}, 'every domain')
  await refuses(ctx, domainExport, { query: { from: BARE_DAY } }, 1400, `from=${BARE_DAY}`)
  await csvFile(ctx, backlinkExport, { query: { status: 'alive' } }, 'the alive backlinks')
  await refuses(ctx, backlinkExport, { query: { from: BARE_DAY } }, 1400, `from=${BARE_DAY}`)
  return { capabilities: capable?.optional ?? null }
}
