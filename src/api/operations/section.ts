/**
 * The operations every section resource shares (docs/api.md, "Sections"): list, create, update, delete, batch-delete,
 * where deletes can be taken back restore, and the two checks of several operators (docs/api.md, "Several
 * operators"): the rows' versions and the list's stamp. A resource declares its own on top.
 */
import * as v from 'valibot'
import { operation, type ListOrder, type Operation, type OperationDoc, type Refusal } from '../contract'
import { deletedRows, nothing, pageOf, restoredCount, type Page } from '../envelope'
import { stampAnswer, versionsAnswer, type StampAnswer, type VersionsAnswer } from '../versions'
import {
  batchBody,
  BATCH_REFUSAL,
  idsBody,
  LIST_REFUSAL,
  listQuery,
  refuse,
  version,
  VERSION_REFUSAL,
  versionQuery,
  versionsBody,
  type FilterSchemas,
} from './shared'

/** What documents a section's shared operations (see OperationDoc in ../contract.ts). */
export interface SectionDoc {
  tag: string
  /** What one row is called in the summaries: `域名`. */
  noun: string
  order: ListOrder
  filters: FilterSchemas
  /** Whether the list has the 创建时间 range. */
  dated: boolean
  /** POST's body; omit for a resource the operators do not create (comments). */
  create?: v.GenericSchema
  /** PUT's body (fields not sent stay): an object schema; `version` is added to it. */
  update: v.GenericSchema
  /** The row as a conflict (1460) carries it in `data.current`: what an update answers (a row with an id when not given). */
  row?: v.GenericSchema
  /** Refusals of a delete beyond "not found" (a theme in use). */
  deleteRefusals?: readonly Refusal[]
}

export interface SectionSpec<Row> {
  /** `domains`: the operation ids' prefix. */
  name: string
  /** `/domains`. */
  path: string
  row: v.GenericSchema<unknown, Row>
  /** The operators create rows (POST); comments come from visitors. */
  creatable: boolean
  /** Deletes can be taken back for 10 minutes (POST …/restore). */
  restorable: boolean
  /** `import.meta.env.LEAN_CONTRACT ? undefined : sectionDocs({ … })`: undefined in the production build of the app. */
  docs: SectionDocs | undefined
}

type Shared = 'list' | 'create' | 'update' | 'delete' | 'batchDelete' | 'restore' | 'versions' | 'stamp'
export type SectionDocs = Record<Shared, OperationDoc>

export interface SectionOperations<Row> {
  list: Operation<Page<Row>>
  create: Operation<Row> | undefined
  update: Operation<Row>
  delete: Operation<null>
  batchDelete: Operation<{ deleted: number; ids: string[]; changed?: number }>
  restore: Operation<{ restored: number }> | undefined
  /** POST …/versions `{ ids }`: the rows' versions, to check a selection or a row before acting on it (optional). */
  versions: Operation<VersionsAnswer>
  /** GET …/stamp?<the list's query>: whether a page of the list changed, without its rows (optional). */
  stamp: Operation<StampAnswer>
}

/** PUT's body with the `version` the change started from. */
const withVersion = (body: v.GenericSchema) => v.object({ ...(body as unknown as { entries: v.ObjectEntries }).entries, version: v.optional(version()) })

/** What documents each shared operation of a section. */
/* @__NO_SIDE_EFFECTS__ */
export function sectionDocs(doc: SectionDoc): SectionDocs {
  const { tag, noun } = doc
  const stale = refuse.changedMeanwhile(doc.row ?? v.looseObject({ id: v.string() }))
  return {
    list: {
      tag,
      summary: `一页${noun}：关键词、筛选、排序和分页都在服务器上完成`,
      query: listQuery(doc.order, doc.filters, doc.dated),
      list: doc.order,
      refusals: [LIST_REFUSAL],
    },
    create: { tag, summary: `新增一个${noun}，返回新的一行`, body: doc.create, refusals: [refuse.fields()] },
    update: {
      tag,
      summary: `修改一个${noun}（没有发送的字段保持不变），返回修改后的一行；带 version 时只在这一行仍是该版本时修改`,
      body: withVersion(doc.update),
      refusals: [refuse.notFound(), refuse.fields(), VERSION_REFUSAL, stale],
    },
    delete: {
      tag,
      summary: `删除一个${noun}；带 version（查询参数）时只在这一行仍是该版本时删除`,
      query: versionQuery(),
      refusals: [refuse.notFound(), ...(doc.deleteRefusals ?? []), VERSION_REFUSAL, stale],
    },
    batchDelete: {
      tag,
      summary: `删除多个${noun}：按 ids，或按列表的关键词和筛选（filter）删除所有匹配的行；回答删除的数量和 ids（带 versions 时还有 changed：选中后被修改过的行数）`,
      body: batchBody(doc.filters, {}, doc.dated),
      refusals: [BATCH_REFUSAL, ...(doc.deleteRefusals ?? [])],
    },
    restore: {
      tag,
      summary: `撤销：把 10 分钟内删除的${noun}按原样放回（同一 id、同样的字段）`,
      body: idsBody(),
      refusals: [
        refuse.badRequest('没有 ids'),
        refuse.notFound('没有可恢复的数据：已超过 10 分钟，或已经恢复过'),
        refuse.conflict('所有行都不能放回（例如同名的行已重新添加）'),
      ],
    },
    versions: {
      tag,
      summary: `这些${noun}现在的版本（version），按 id；已不存在的 id 不在其中。用于操作前检查所选的行是否被他人修改过`,
      body: versionsBody(),
      refusals: [refuse.badRequest('没有 ids')],
    },
    stamp: {
      tag,
      summary: `列表这一页的变更标记：与列表同样的查询参数，只回答 stamp（与列表回答中的 stamp 相同），这一页的行或总数变化时它就变化`,
      query: listQuery(doc.order, doc.filters, doc.dated),
      refusals: [LIST_REFUSAL],
    },
  }
}

/** The shared operations of one section, keyed by their short name (`list`, `create`, …). */
/* @__NO_SIDE_EFFECTS__ */
export function sectionOperations<Row>({ name, path, row, creatable, restorable, docs }: SectionSpec<Row>): SectionOperations<Row> {
  return {
    list: operation({ id: `${name}.list`, method: 'GET', path, answer: pageOf(row), doc: docs?.list }),
    create: creatable ? operation({ id: `${name}.create`, method: 'POST', path, answer: row, doc: docs?.create }) : undefined,
    update: operation({ id: `${name}.update`, method: 'PUT', path: `${path}/:id`, answer: row, doc: docs?.update }),
    delete: operation({ id: `${name}.delete`, method: 'DELETE', path: `${path}/:id`, answer: nothing, doc: docs?.delete }),
    batchDelete: operation({ id: `${name}.batchDelete`, method: 'POST', path: `${path}/batch-delete`, answer: deletedRows, doc: docs?.batchDelete }),
    restore: restorable
      ? operation({ id: `${name}.restore`, method: 'POST', path: `${path}/restore`, answer: restoredCount, optional: true, doc: docs?.restore })
      : undefined,
    versions: operation({ id: `${name}.versions`, method: 'POST', path: `${path}/versions`, answer: versionsAnswer, optional: true, doc: docs?.versions }),
    stamp: operation({ id: `${name}.stamp`, method: 'GET', path: `${path}/stamp`, answer: stampAnswer, optional: true, doc: docs?.stamp }),
  }
}

/** A text of at most `max` characters, invisible characters at its ends not counted (the server trims them). */
/* @__NO_SIDE_EFFECTS__ */
export function text(max: number) {
  return v.pipe(v.string(), v.description(`最多 ${max} 个字符（两端的不可见字符不计）`))
}
