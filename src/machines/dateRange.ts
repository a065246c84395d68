import { dateRangeProblem } from '../api/dateRange'
import type { DateRangeKey } from '../api/filters'

/** The two days of a 创建时间 range as its fields show them (`YYYY-MM-DD`, or '' for an open end). */
export type RangeDraft = Record<DateRangeKey, string>

export interface RangeEdit {
  /** What the fields show now: what was typed, even when it is refused. */
  draft: RangeDraft
  /** Why the range is refused (its start after its end), or null. */
  problem: string | null
  /** The filters the list takes, or null while the range is refused: the list keeps the last range it took. */
  apply: RangeDraft | null
}

/**
 * One end of the range changed. A range whose start is after its end is refused here, in the form: the fields keep
 * what was typed and say why, and nothing reaches the list until it is put right; then both days go at once.
 */
export function editRange(draft: RangeDraft, key: DateRangeKey, value: string): RangeEdit {
  const next = { ...draft, [key]: value }
  const problem = dateRangeProblem(next.from, next.to)
  return { draft: next, problem, apply: problem ? null : next }
}
