/**
 * The 创建时间 range (docs/api.md, "Sections"): its message, and how it is sent. Days are calendar days in the
 * operator's own time zone; the server gets the UTC instants (ISO 8601) of the start of `from` and the end of `to`,
 * so it needs no zone. The checks a link's days go through are in dates.ts.
 */
import { isCalendarDay, isReversed } from './dates'

/** The message of a range whose start is after its end: the form refuses it, and so does the server. */
export const RANGE_REVERSED = '开始日期不能晚于结束日期'

/** What is wrong with a range of two days (either may be ''), or null. */
export const dateRangeProblem = (from: string, to: string): string | null => (isReversed(from, to) ? RANGE_REVERSED : null)

/** Local midnight of the day: a date-time without a zone is read as local time (a midnight a DST jump skips: its first moment). */
const localStart = (day: string) => new Date(`${day}T00:00`)

/** `from`: the instant the day begins where the operator is, or null for a text that is not a day. */
export const dayStartInstant = (day: string): string | null => (isCalendarDay(day) ? localStart(day).toISOString() : null)

/** `to`: the last millisecond of the day where the operator is (the next day's start less 1 ms), or null. */
export function dayEndInstant(day: string): string | null {
  if (!isCalendarDay(day)) return null
  const next = localStart(day)
  next.setDate(next.getDate() + 1)
  return new Date(next.getTime() - 1).toISOString()
}
