import type { PushEngine, PushRecord } from '../../api/push'
import { SEED_NOW, seededRandom, type Random } from '../random'
import { seedDomains } from '../seeds'
import { acceptedOnDay, retryableAfter, submitPush, type PushRecordData } from './pushSubmit'

/** Where an article lives on its site: `https://<domain>/posts/<id>.html` (the address the engines are given). */
export const articleUrl = (domain: string, id: string) => `https://${domain}/posts/${id}.html`

/** A domain's stored engine secrets (unmasked: the fake backend is the only one that sees them). */
export interface PushSettingsRow {
  id: string
  domain: string
  baiduToken: string | null
  bingApiKey: string | null
  indexNowKey: string | null
  updatedAt: string | null
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
const HEX = '0123456789abcdef'
const randomText = (random: Random, alphabet: string, length: number) => Array.from({ length }, () => random.pick([...alphabet])).join('')

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The domains whose engines are set up: most of the active ones among the first sites. One holds a revoked Baidu token. */
function buildSettings(random: Random): PushSettingsRow[] {
  const configured = seedDomains.filter((domain) => domain.status === 'active').slice(0, 18)
  return configured.map((site, index) => ({
    id: String(index + 1),
    domain: site.domain,
    // the tenth site's token was reset on Baidu's side: its pushes are refused until someone updates it
    baiduToken: index === 9 ? `dead${randomText(random, ALNUM, 12)}` : index % 7 === 6 ? null : randomText(random, ALNUM, 16),
    bingApiKey: index % 2 === 0 ? randomText(random, HEX, 32) : null,
    indexNowKey: index % 3 !== 1 ? randomText(random, HEX, 32) : null,
    updatedAt: new Date(SEED_NOW - random.int(40, 200) * DAY).toISOString(),
  }))
}

/** What the push history needs of the seeded articles. */
export interface SeededArticle {
  id: string
  domain: string
  status: string
}

/** The published articles of a domain, as URLs. */
const publishedUrls = (articles: readonly SeededArticle[], domain: string) =>
  articles.flatMap((article) => (article.domain === domain && article.status === 'published' ? [articleUrl(domain, article.id)] : []))

function urlsFor(random: Random, articles: readonly SeededArticle[], domain: string, count: number): string[] {
  const urls = new Set(publishedUrls(articles, domain).slice(0, count))
  while (urls.size < count) urls.add(`https://${domain}/posts/${random.int(1000, 99_999)}.html`)
  if (random.chance(0.25)) {
    const n = random.int(100, 999)
    const broken = [`${domain}/posts/${n}.html`, `htps://${domain}/posts/${n}.html`, `https://${domain}/posts/${n} 副本.html`]
    for (let i = random.int(1, 2); i > 0; i -= 1) urls.add(random.pick(broken))
  }
  if (random.chance(0.15)) urls.add(`https://www.${random.pick(seedDomains).domain}/posts/${random.int(100, 999)}.html`)
  return [...urls]
}

interface Planned {
  engine: PushEngine
  site: PushSettingsRow
  count: number
  at: number
  retryOf?: string
}

const secretOf = (site: PushSettingsRow, engine: PushEngine) => (engine === 'baidu' ? site.baiduToken : engine === 'bing' ? site.bingApiKey : site.indexNowKey)

/** About sixty pushes over the five weeks before the seed date, each answered by the emulated engine of its day. */
function plan(random: Random, settings: PushSettingsRow[]): Planned[] {
  const pushes: Planned[] = []
  for (let index = 0; index < 54; index += 1) {
    const roll = random.next()
    const engine: PushEngine = roll < 0.6 ? 'baidu' : roll < 0.8 ? 'bing' : 'indexnow'
    const site = random.pick(settings.filter((row) => secretOf(row, engine)))
    const count =
      engine === 'baidu' ? (random.chance(0.85) ? random.int(1, 30) : random.int(200, 900)) : engine === 'bing' ? random.int(1, 40) : random.int(1, 150)
    const at = SEED_NOW - random.int(1, 35) * DAY - random.int(0, 12) * HOUR - random.int(0, 59) * 60_000
    pushes.push({ engine, site, count, at })
  }
  // one busy day: Baidu's quota runs out during the third push, Bing refuses a batch beyond what is left
  const busy = settings[0]
  const day = SEED_NOW - 9 * DAY
  pushes.push({ engine: 'baidu', site: busy, count: 1800, at: day - 8 * HOUR })
  pushes.push({ engine: 'baidu', site: busy, count: 1500, at: day - 5 * HOUR })
  pushes.push({ engine: 'baidu', site: busy, count: 20, at: day - 2 * HOUR })
  pushes.push({ engine: 'bing', site: busy, count: 80, at: day - 6 * HOUR })
  pushes.push({ engine: 'bing', site: busy, count: 40, at: day - 3 * HOUR })
  return pushes.sort((a, b) => a.at - b.at)
}

/** Adds a push to the history as the backend does: what it got accepted, earlier records no longer offer to re-push. */
function keep(records: PushRecord[], record: PushRecordData) {
  for (const { id, retryable } of retryableAfter(records, record))
    Object.assign(
      records.find((row) => row.id === id)!,
      { retryable },
    )
  records.push({ ...record, id: String(records.length + 1) })
}

function buildRecords(random: Random, settings: PushSettingsRow[], articles: readonly SeededArticle[]): PushRecord[] {
  const records: PushRecord[] = []
  for (const push of plan(random, settings)) {
    const urls = urlsFor(random, articles, push.site.domain, push.count)
    const { record } = submitPush({
      engine: push.engine,
      domain: push.site.domain,
      urls,
      secret: secretOf(push.site, push.engine)!,
      now: push.at,
      usedToday: acceptedOnDay(records, push.engine, push.site.domain, push.at),
    })
    keep(records, record)
  }
  // the next morning someone re-pushed what the quota had left out
  const leftOut = records.find((record) => record.status === 'partial' && record.retryable.length > 0)
  if (leftOut) {
    const at = Date.parse(leftOut.createdAt) + DAY
    const site = settings.find((row) => row.domain === leftOut.domain)!
    const { record } = submitPush({
      engine: leftOut.engine,
      domain: leftOut.domain,
      urls: leftOut.retryable,
      secret: secretOf(site, leftOut.engine)!,
      now: at,
      usedToday: acceptedOnDay(records, leftOut.engine, leftOut.domain, at),
      retryOf: leftOut.id,
    })
    keep(records, record)
  }
  return records
}

/**
 * The engines' settings and the push history of the seeded `articles` (the rows loaded in Mirage's db), the same on
 * every call, built afresh: Mirage's db keeps its own copy, and nothing else holds one (the demo page's heap, issue
 * 14; tests read tests/support/seedData.ts).
 */
export function buildSeedPush(articles: readonly SeededArticle[]): { settings: PushSettingsRow[]; records: PushRecord[] } {
  const random = seededRandom(20261122)
  const settings = buildSettings(random)
  return { settings, records: buildRecords(random, [...settings], articles) }
}
