import type { Operation } from '../../api/contract'
import type { Page } from '../../api/envelope'
import { articles } from '../../api/operations/articles'
import { backlinks } from '../../api/operations/backlinks'
import { comments } from '../../api/operations/comments'
import { domains } from '../../api/operations/domains'
import { themes } from '../../api/operations/themes'
import { PREFERENCE_LIMITS } from '../../api/preferences'
import { callOperation } from '../../http/operationCall'
import { RECORD_KINDS, type RecordHit, type RecordKind, type RecordSearch } from '../../machines/paletteMachine'
import { matchesByPinyinOnly } from './match'

/** How many records of each kind the palette shows. */
export const HITS_PER_KIND = 5

/**
 * At most PREFERENCE_LIMITS.text characters, cut between whole characters: a hit is kept among the recent items,
 * which follow the operator (PUT /api/me/preferences refuses a longer text), and a part of a keyword still finds its row.
 */
function clip(text: string): string {
  let clipped = ''
  for (const character of text) {
    if (clipped.length + character.length > PREFERENCE_LIMITS.text) break
    clipped += character
  }
  return clipped
}

interface KindSearch {
  op: Operation<Page<never>>
  /** The row's name, and the keyword its list is opened with: one that finds the row with as few others as it can. */
  hit: (row: never) => { name: string; keyword: string }
}

const kind = <Row>(op: Operation<Page<Row>>, hit: (row: Row) => { name: string; keyword: string }): KindSearch => ({ op, hit }) as unknown as KindSearch

const SEARCHES: Record<RecordKind, KindSearch> = {
  domain: kind(domains.list, (row) => ({ name: row.domain, keyword: row.domain })),
  article: kind(articles.list, (row) => ({ name: row.title, keyword: row.title })),
  theme: kind(themes.list, (row) => ({ name: row.name, keyword: row.name })),
  backlink: kind(backlinks.list, (row) => ({ name: `${row.sourceUrl} → ${row.targetDomain}`, keyword: row.sourceUrl })),
  // the keyword searches author, contact and content: an author has many comments and a content is often said twice
  // (谢谢分享), the visitor's contact is near enough to theirs alone
  comment: kind(comments.list, (row) => ({ name: `${row.author}：${row.content.slice(0, 40)}`, keyword: row.contact || row.content || row.author })),
}

/** One kind's records for `keyword`: its list call with a small page, through the request gate like every call. */
async function listHits(name: RecordKind, keyword: string, signal: AbortSignal): Promise<RecordHit[]> {
  const page = await callOperation(SEARCHES[name].op, { params: { keyword, page: 1, pageSize: HITS_PER_KIND }, signal, silent: true })
  return (page.items as { id: string }[]).map((row) => {
    const { name: label, keyword: opens } = SEARCHES[name].hit(row as never)
    return { kind: name, id: String(row.id), name: clip(label), keyword: clip(opens) }
  })
}

/**
 * The themes for `query`: the server's keyword search (a part of a name or description), and the themes of the
 * session's theme list (`themeNames`, every theme's name) that only their pinyin finds (`kjzx` for 科技资讯), which
 * the server cannot: each such name is asked for by itself, for its row's id.
 */
async function themeHits(query: string, signal: AbortSignal, themeNames: readonly string[]): Promise<RecordHit[]> {
  const byPinyin = themeNames.filter((name) => matchesByPinyinOnly(name, query)).slice(0, HITS_PER_KIND)
  const [found, ...named] = await Promise.all([
    listHits('theme', query, signal),
    ...byPinyin.map((name) => listHits('theme', name, signal).then((hits) => hits.filter((hit) => hit.name === name))),
  ])
  const hits = [...found, ...named.flat()]
  return hits.filter((hit, index) => hits.findIndex(({ id }) => id === hit.id) === index).slice(0, HITS_PER_KIND)
}

/**
 * The records matching `query`: each kind's own list call with the keyword, all at once; for the themes, also those
 * of `themeNames` found by pinyin. A kind whose call fails is named in the answer's `failed`, and the others' records
 * still show. Aborted with `signal` when the query changes.
 */
export async function searchRecords(query: string, signal: AbortSignal, themeNames: readonly string[] = []): Promise<RecordSearch> {
  const answers = await Promise.allSettled(
    RECORD_KINDS.map((name) => (name === 'theme' ? themeHits(query, signal, themeNames) : listHits(name, query, signal))),
  )
  return {
    hits: answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : [])),
    failed: RECORD_KINDS.filter((_, index) => answers[index].status === 'rejected'),
  }
}
