/** Domains (docs/api.md, Domains). */
import * as v from 'valibot'
import { operation, type ListOrder } from '../contract'
import { bulkAddResult, domainRow, DOMAIN_STATUSES } from '../domains'
import { count, names, restoredCount, updatedCount } from '../envelope'
import { batchBody, BATCH_REFUSAL, exportQuery, idsBody, refuse } from './shared'
import { sectionDocs, sectionOperations, text } from './section'

/** The schemas and list order only these operations' documentation reads: none of it in the production build. */
const d = import.meta.env.LEAN_CONTRACT
  ? null
  : (() => {
      const order: ListOrder = {
        sortable: ['domain', 'theme', 'status', 'articleCount', 'createdAt'],
        defaultSort: { field: 'createdAt', order: 'desc' },
        searchable: ['domain', 'title', 'keywords', 'description'],
      }
      const filters = { theme: v.string(), status: v.picklist(DOMAIN_STATUSES) }
      const status = v.picklist(DOMAIN_STATUSES)
      const fields = { theme: v.string(), status, title: text(100), keywords: text(200), description: text(500) }
      return { order, filters, status, fields }
    })()

const tag = '域名'

export const domains = sectionOperations({
  name: 'domains',
  path: '/domains',
  row: domainRow,
  creatable: true,
  restorable: true,
  docs: import.meta.env.LEAN_CONTRACT
    ? undefined
    : sectionDocs({
        tag,
        noun: '域名',
        order: d!.order,
        filters: d!.filters,
        dated: true,
        create: v.object({ domain: v.string(), ...d!.fields }),
        // the domain itself cannot change after creation
        update: v.partial(v.object(d!.fields)),
        row: domainRow,
        deleteRefusals: [refuse.conflict('域名下还有文章（批量删除时一个也不删）：请先删除或转移这些文章')],
      }),
})

export const domainOptions = operation({
  id: 'domains.options',
  method: 'GET',
  path: '/domains/options',
  answer: names,
  doc: import.meta.env.LEAN_CONTRACT ? undefined : { tag, summary: '整个站群的所有域名（按字母顺序），供其他栏目的域名选择框使用', refusals: [] },
})

export const domainBulk = operation({
  id: 'domains.bulk',
  method: 'POST',
  path: '/domains/bulk',
  answer: bulkAddResult,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary:
          '一次添加多个域名（最多 1000 个）：domains 是逐行输入的文字（空行保留行号），或 rows 是带表头导入的表格各行（带行号和标题、关键词、描述、主题）；逐行回答添加了什么、跳过了什么',
        body: v.union([
          v.object({ theme: v.string(), status: d!.status, domains: v.array(v.string()) }),
          v.object({
            theme: v.optional(v.string()),
            status: d!.status,
            rows: v.array(
              v.object({
                line: v.pipe(v.number(), v.integer(), v.minValue(1)),
                domain: v.string(),
                title: v.optional(v.string()),
                keywords: v.optional(v.string()),
                description: v.optional(v.string()),
                theme: v.optional(v.string()),
              }),
            ),
          }),
        ]),
        refusals: [refuse.fields('主题无效（rows 各行都有主题时可不填）、没有域名、超过 1000 个或 rows 格式不对：data.fields')],
      },
})

const noneMatch = /* @__PURE__ */ refuse.notFound('所选域名都不存在了，或没有符合 filter 的域名')

export const domainStatus = operation({
  id: 'domains.status',
  method: 'POST',
  path: '/domains/status',
  answer: updatedCount,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '启用或停用多个域名（按 ids 或 filter）',
        body: batchBody(d!.filters, { status: v.picklist(['active', 'inactive']) }),
        refusals: [BATCH_REFUSAL, refuse.badRequest('状态只能是 active 或 inactive'), noneMatch],
      },
})

/** 更换主题's answer: how many domains changed theme, and which (what 撤销 gives their own theme back). */
const themeChanged: v.GenericSchema<unknown, { updated: number; ids: string[]; changed?: number }> = v.looseObject({
  updated: count,
  ids: v.array(v.string()),
  changed: v.optional(count),
})

export const domainBatchTheme = operation({
  id: 'domains.batchTheme',
  method: 'POST',
  path: '/domains/batch-theme',
  answer: themeChanged,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '更换多个域名的主题（按 ids 或 filter）；回答更换了主题的域名数量和 ids，服务器记下每个域名原来的主题（可以撤销）',
        body: batchBody(d!.filters, { theme: v.string() }),
        refusals: [BATCH_REFUSAL, refuse.fields('主题不存在：data.fields.theme'), noneMatch],
      },
})

export const domainBatchThemeUndo = operation({
  id: 'domains.batchThemeUndo',
  method: 'POST',
  path: '/domains/batch-theme/undo',
  answer: restoredCount,
  optional: true,
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '撤销更换主题：把 10 分钟内由 batch-theme 更换了主题的域名各自改回原来的主题',
        body: idsBody(),
        refusals: [
          refuse.badRequest('没有 ids'),
          refuse.notFound('没有可撤销的主题更换：已超过 10 分钟，或已经撤销过'),
          refuse.conflict('所有域名都不能改回（原来的主题已删除，或主题已再次更换）'),
        ],
      },
})

export const domainExport = operation({
  id: 'domains.export',
  method: 'GET',
  path: '/domains/export',
  answer: 'csv',
  doc: import.meta.env.LEAN_CONTRACT
    ? undefined
    : {
        tag,
        summary: '按列表的关键词、筛选和排序导出所有匹配的域名，CSV（UTF-8 带 BOM），Content-Disposition 给出文件名',
        query: exportQuery(d!.order, d!.filters),
        refusals: [refuse.badRequest('创建时间不是带时区的 ISO 8601 时间，或开始晚于结束')],
      },
})
