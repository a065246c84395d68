import type { Operation } from '../../api/contract'
import type { Page } from '../../api/envelope'
import { articles } from '../../api/operations/articles'
import { backlinks } from '../../api/operations/backlinks'
import { comments } from '../../api/operations/comments'
import { domains } from '../../api/operations/domains'
import { themes } from '../../api/operations/themes'
import { callOperation } from '../../http/operationCall'
import { RECORD_KINDS, type RecordHit, type RecordKind } from '../../machines/paletteMachine'

/** How many records of each kind the palette shows. */
export const HITS_PER_KIND = 5

interface KindSearch {
  op: Operation<Page<never>>
  /** The row's name, and the keyword its list is opened with to show it. */
  hit: (row: never) => { name: string; keyword: string }
}

const kind = <Row>(op: Operation<Page<Row>>, hit: (row: Row) => { name: string; keyword: string }): KindSearch => ({ op, hit }) as unknown as KindSearch

const SEARCHES: Record<RecordKind, KindSearch> = {
  domain: kind(domains.list, (row) => ({ name: row.domain, keyword: row.domain })),
  article: kind(articles.list, (row) => ({ name: row.title, keyword: row.title })),
  theme: kind(themes.list, (row) => ({ name: row.name, keyword: row.name })),
  backlink: kind(backlinks.list, (row) => ({ name: `${row.sourceUrl} → ${row.targetDomain}`, keyword: row.sourceUrl })),
  comment: kind(comments.list, (row) => ({ name: `${row.author}：${row.content.slice(0, 40)}`, keyword: row.author })),
}

/**
 * The records matching `query`: each kind's own list call with the keyword and a small page, through the request gate
 * like every call, all at once. A kind whose call fails is left out (its list shows the error where it belongs); when
 * all fail the search fails. Aborted with `signal` when the query changes.
 */
export async function searchRecords(query: string, signal: AbortSignal): Promise<RecordHit[]> {
  const answers = await Promise.allSettled(
    RECORD_KINDS.map((name) =>
      callOperation(SEARCHES[name].op, { params: { keyword: query, page: 1, pageSize: HITS_PER_KIND }, signal, silent: true }).then((page) =>
        (page.items as { id: string }[]).map((row): RecordHit => ({ kind: name, id: String(row.id), ...SEARCHES[name].hit(row as never) })),
      ),
    ),
  )
  if (answers.every((answer) => answer.status === 'rejected')) throw (answers[0] as PromiseRejectedResult).reason
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
}
