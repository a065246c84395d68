/** Backlinks (docs/api.md, Backlinks). */
import * as v from 'valibot'
import { operation, type ListOrder } from '../contract'
import { backlinkBulkReport, backlinkCheckResult, backlinkRow, BACKLINK_RELS, BACKLINK_STATUSES } from '../backlinks'
import { batchBody, BATCH_REFUSAL, exportQuery, refuse } from './shared'
import { sectionDocs, sectionOperations, text } from './section'

/** Checking reaches outside systems: the client refuses a repeat inside this window (请勿请求过快). */
export const CHECK_THROTTLE_MS = 3000

/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const order: ListOrder = {
        sortable: ['sourceUrl', 'targetDomain', 'anchorText', 'rel', 'status', 'lastCheckedAt', 'createdAt'],
        defaultSort: { field: 'createdAt', order: 'desc' },
        searchable: ['sourceUrl', 'anchorText'],
      }
      const filters = { status: v.picklist(BACKLINK_STATUSES), targetDomain: v.string() }
      const rel = v.picklist(BACKLINK_RELS)
      const fields = { sourceUrl: v.string(), targetDomain: v.string(), anchorText: text(100), rel }
      return { order, filters, rel, fields }
    })()

const tag = '反链'

export const backlinks = sectionOperations({
  name: 'backlinks',
  path: '/backlinks',
  row: backlinkRow,
  creatable: true,
  restorable: true,
  docs: import.meta.env.LEAN_CONTRACT
    ? undefined
    : sectionDocs({
        tag,
        noun: '反链',
        order: d!.order,
        filters: d!.filters,
        dated: true,
        create: v.object(d!.fields),
        update: v.partial(v.object(d!.fields)),
        row: backlinkRow,
      }),
})

export const backlinkBulk = operation({
  id: 'backlinks.bulk',
  method: 'POST',
  path: '/backlinks/bulk',
  answer: backlinkBulkReport,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary:
          '一次添加多条反链（最多 1000 条）：lines 是逐行输入的“网址 锚文本”（空行保留行号），或 rows 是带表头导入的表格各行（带行号、锚文本和目标域名）；同一链接属性；逐行回答添加了什么、跳过了什么',
        body: v.union([
          v.object({ targetDomain: v.string(), rel: d!.rel, lines: v.array(v.string()) }),
          v.object({
            targetDomain: v.optional(v.string()),
            rel: d!.rel,
            rows: v.array(
              v.object({
                line: v.pipe(v.number(), v.integer(), v.minValue(1)),
                sourceUrl: v.string(),
                anchorText: v.optional(v.string()),
                targetDomain: v.optional(v.string()),
              }),
            ),
          }),
        ]),
        refusals: [refuse.fields('目标域名（rows 各行都有目标域名时可不填）、链接属性无效，没有行、超过 1000 行或 rows 格式不对：data.fields')],
      },
})

export const backlinkCheck = operation({
  id: 'backlinks.check',
  method: 'POST',
  path: '/backlinks/check',
  answer: backlinkCheckResult,
  gate: { throttle: CHECK_THROTTLE_MS },
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '立即检测多条反链是否仍然存在（按 ids 或 filter），更新状态和检测时间',
        body: batchBody(d!.filters, {}),
        refusals: [BATCH_REFUSAL, refuse.notFound('所选反链都不存在了')],
      },
})

export const backlinkExport = operation({
  id: 'backlinks.export',
  method: 'GET',
  path: '/backlinks/export',
  answer: 'csv',
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '按列表的关键词、筛选和排序导出所有匹配的反链，CSV（UTF-8 带 BOM）',
        query: exportQuery(d!.order, d!.filters),
        refusals: [refuse.badRequest('创建时间不是带时区的 ISO 8601 时间，或开始晚于结束')],
      },
})
