import { RECORD_KINDS, type RecordHit, type RecordKind } from '../../machines/paletteMachine'
import type { PaletteGroup, PaletteOption, RunOption } from './options'

export const KIND_LABELS: Record<RecordKind, string> = { domain: '域名', article: '文章', theme: '主题', backlink: '反链', comment: '留言' }

/** What the record search answered for the query: the records found, the kinds whose search failed, and whether it is asking. */
export interface FoundRecords {
  records: readonly RecordHit[]
  failed: readonly RecordKind[]
  searching: boolean
}

export const recordOption = (hit: RecordHit): RunOption => ({
  key: `record:${hit.kind}:${hit.id}`,
  label: hit.name,
  kind: KIND_LABELS[hit.kind],
  recent: { type: 'record', hit },
})

/** A failed search's line: what failed, and Enter (or a click) asks again; while it asks, it says so. */
const retryOption = (what: string, searching: boolean): PaletteOption => ({
  key: `retry:${what}`,
  label: searching ? `正在重新搜索${what}…` : `${what}搜索失败`,
  kind: '重试',
  retry: true,
})

/** What failed, in words: the kinds' names, or 记录 when every kind's search failed. */
const failedWhat = (failed: readonly RecordKind[]) => (failed.length === RECORD_KINDS.length ? '记录' : failed.map((kind) => KIND_LABELS[kind]).join('、'))

/**
 * The records' groups, one per kind in the order of RECORD_KINDS, with the records `fresh` lets through (not shown
 * among the recent items already). A kind whose search failed is not left out, as if it had found nothing: its group
 * says so, with 重试; when every kind's failed, one group says 记录搜索失败.
 */
export function recordGroups({ records, failed, searching }: FoundRecords, fresh: (option: RunOption) => boolean): PaletteGroup[] {
  if (failed.length === RECORD_KINDS.length) return [{ label: '记录', options: [retryOption(failedWhat(failed), searching)] }]
  return RECORD_KINDS.map((kind) => ({
    label: `记录 · ${KIND_LABELS[kind]}`,
    options: failed.includes(kind)
      ? [retryOption(KIND_LABELS[kind], searching)]
      : records
          .filter((hit) => hit.kind === kind)
          .map(recordOption)
          .filter(fresh),
  }))
}

/** The palette's status line (read out to screen readers) about the records: asking, what failed, or nothing found. */
export function recordStatus({ failed, searching }: FoundRecords, nothingShown: boolean): string {
  if (searching) return '正在搜索记录…'
  if (failed.length > 0) {
    const what = failedWhat(failed)
    return `${what}搜索失败，${what === '记录' ? '页面和命令' : '其他结果'}仍可使用；选择“重试”再搜一次`
  }
  return nothingShown ? '没有找到匹配的页面、记录或命令' : ''
}
