/** Articles (docs/api.md, Articles). */
import * as v from 'valibot'
import { operation, type ListOrder, type Operation } from '../contract'
import { articleAnswer, articleRow, ARTICLE_PUSH_STATUSES, ARTICLE_STATUSES, type Article } from '../articles'
import { updatedCount } from '../envelope'
import { batchBody, BATCH_REFUSAL, refuse } from './shared'
import { sectionDocs, sectionOperations, text } from './section'

/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const order: ListOrder = {
        sortable: ['title', 'status', 'publishedAt', 'updatedAt', 'createdAt'],
        defaultSort: { field: 'updatedAt', order: 'desc' },
        searchable: ['title', 'summary', 'tags'],
      }
      const filters = { status: v.picklist(ARTICLE_STATUSES), theme: v.string(), domain: v.string(), pushStatus: v.picklist(ARTICLE_PUSH_STATUSES) }
      const status = v.picklist(ARTICLE_STATUSES)
      const input = v.object({
        title: text(120),
        theme: v.string(),
        domain: v.string(),
        summary: text(300),
        content: text(200_000),
        tags: v.array(v.string()),
        coverUrl: text(500),
        status,
      })
      return { order, filters, status, input }
    })()

const tag = '文章'

const shared = sectionOperations({
  name: 'articles',
  path: '/articles',
  row: articleRow,
  creatable: true,
  restorable: true,
  docs: import.meta.env.LEAN_CONTRACT
    ? undefined
    : sectionDocs({ tag, noun: '文章', order: d!.order, filters: d!.filters, dated: true, create: d!.input, update: v.partial(d!.input), row: articleAnswer }),
})

/** A create and an update answer the whole article (its content included), not a list row. */
export const articles = {
  ...shared,
  create: { ...shared.create!, answer: articleAnswer } as Operation<Article>,
  update: { ...shared.update, answer: articleAnswer } as Operation<Article>,
}

export const articleGet = operation({
  id: 'articles.get',
  method: 'GET',
  path: '/articles/:id',
  answer: articleAnswer,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag, summary: '一篇文章的全部内容（正文 HTML 在内）', refusals: [refuse.notFound()] },
})

export const articleBatchStatus = operation({
  id: 'articles.batchStatus',
  method: 'POST',
  path: '/articles/batch-status',
  answer: updatedCount,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '发布或撤回多篇文章（按 ids 或 filter）',
        body: batchBody(d!.filters, { status: d!.status }),
        refusals: [
          BATCH_REFUSAL,
          refuse.badRequest('状态不是 draft 或 published'),
          refuse.notFound('所选文章都不存在了，或没有符合 filter 的文章'),
          refuse.conflict('有文章没有正文，无法发布：一篇也不改'),
        ],
      },
})
