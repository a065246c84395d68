import { dateRangeProblem } from '../api/dateRange'
import { isCalendarDay } from '../api/dates'
import { DATE_RANGE_FILTERS, type DateRangeKey } from '../api/filters'

/** The two days of a 创建时间 range as its fields show them (`YYYY-MM-DD`, what is being typed, or '' for an open end). */
export type RangeDraft = Record<DateRangeKey, string>

/** The message of a field whose text names no day. */
export const DAY_FORMAT_PROBLEM = '请按 YYYY-MM-DD 输入日期，例如 2026-11-01'

export interface RangeEdit {
  /** What the fields show now: what was typed, even when it is refused; once finished, each day as the interface writes it. */
  draft: RangeDraft
  /** Why the range is refused (a text that is no day, its start after its end), or null. */
  problem: string | null
  /** The fields the problem is about. */
  invalid: DateRangeKey[]
  /** The filters the list takes, or null while the range is refused or still being typed: the list keeps the last range it took. */
  apply: RangeDraft | null
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A local day as the interface writes dates: `YYYY-MM-DD`. */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/**
 * The day a typed text names, as `YYYY-MM-DD`; '' for an empty field; null for anything else. Besides the interface's
 * own form it reads what people type for a day: `2026/11/1`, `2026.11.01`, `20261101`, `2026年11月1日`, with
 * full-width digits from a Chinese input method.
 */
export function readDay(text: string): string | null {
  const typed = text.normalize('NFKC').trim()
  if (typed === '') return ''
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(typed) ?? /^(\d{4})(\d\d)(\d\d)$/.exec(typed)
  const day = parts ? `${parts[1]}-${pad(Number(parts[2]))}-${pad(Number(parts[3]))}` : null
  return day && isCalendarDay(day) ? day : null
}

/**
 * One end of the range changed (`finished`: the person left the field or pressed Enter). A text in the interface's
 * form is taken as soon as it is whole; any other way of writing a day, when the field is finished (so that
 * `2026-11-1` is not taken on the way to `2026-11-15`). A text that is no day, and a start after the end, are refused
 * here, in the form: the fields keep what was typed and say why, and nothing reaches the list until it is put right.
 */
export function editRange(draft: RangeDraft, key: DateRangeKey, value: string, finished = false): RangeEdit {
  const next = { ...draft, [key]: value }
  const days = { from: readDay(next.from), to: readDay(next.to) }
  if (finished) for (const end of DATE_RANGE_FILTERS) next[end] = days[end] ?? next[end]
  // a text is judged once it is as long as a day, or finished
  const unreadable = DATE_RANGE_FILTERS.filter((end) => days[end] === null && (finished || next[end].length >= 10))
  if (unreadable.length > 0) return { draft: next, problem: DAY_FORMAT_PROBLEM, invalid: unreadable, apply: null }
  if (days.from === null || days.to === null) return { draft: next, problem: null, invalid: [], apply: null }
  const reversed = dateRangeProblem(days.from, days.to)
  if (reversed) return { draft: next, problem: reversed, invalid: [key], apply: null }
  const whole = finished || DATE_RANGE_FILTERS.every((end) => next[end] === '' || isCalendarDay(next[end]))
  return { draft: next, problem: null, invalid: [], apply: whole ? { from: days.from, to: days.to } : null }
}

/** The ranges offered with one press, each ending today (the operator's day). */
export const RANGE_PRESETS = [
  { id: 'today', label: '今天' },
  { id: 'last7', label: '近 7 天' },
  { id: 'last30', label: '近 30 天' },
  { id: 'thisMonth', label: '本月' },
] as const

export type RangePreset = (typeof RANGE_PRESETS)[number]['id']

export function presetRange(preset: RangePreset, now = new Date()): RangeDraft {
  const daysAgo = (count: number) => dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - count))
  const from = { today: daysAgo(0), last7: daysAgo(6), last30: daysAgo(29), thisMonth: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)) }[preset]
  return { from, to: daysAgo(0) }
}

/** The preset a range is, if any (the popover marks it). */
export const presetOf = (range: RangeDraft, now = new Date()): RangePreset | null =>
  RANGE_PRESETS.find(({ id }) => {
    const preset = presetRange(id, now)
    return preset.from === range.from && preset.to === range.to
  })?.id ?? null

/** How the closed filter names a range: `2026-11-01 至 2026-11-27`, `2026-11-01 起`, `至 2026-11-27`, or 全部. */
export function rangeSummary({ from, to }: RangeDraft): string {
  if (from && to) return from === to ? from : `${from} 至 ${to}`
  if (from) return `${from} 起`
  if (to) return `至 ${to}`
  return '全部'
}
