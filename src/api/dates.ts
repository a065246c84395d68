/**
 * The 创建时间 range every list but the themes has (docs/api.md, "Sections"): in the URL two calendar days,
 * `from=YYYY-MM-DD&to=YYYY-MM-DD`, both included; sent to the server as the UTC instants of the start of `from` and
 * the end of `to` in the operator's own time zone, so that the server needs no zone.
 */

/** The message of a range whose start is after its end: the form refuses it. */
export const RANGE_REVERSED = '开始日期不能晚于结束日期'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The year, month (1–12) and day of a `YYYY-MM-DD` text that names a real day, or null. */
function dayParts(text: string): [number, number, number] | null {
  const match = DAY.exec(text)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  // 2026-02-30 rolls over to March: not a real day
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1000 ? [year, month, day] : null
}

export const isCalendarDay = (text: unknown): text is string => typeof text === 'string' && dayParts(text) !== null

/** What is wrong with a range of two days (either may be ''), or null. `YYYY-MM-DD` texts compare as their days. */
export const dateRangeProblem = (from: string, to: string): string | null => (from && to && from > to ? RANGE_REVERSED : null)

/** The instant the day begins where the operator is: local midnight, or the first local time of a day a DST jump skips it. */
const localStart = (year: number, month: number, day: number) => new Date(year, month - 1, day)

/** `from`: the UTC instant (ISO 8601) of the local start of the day, or null for a text that is not a day. */
export function dayStartInstant(text: string): string | null {
  const parts = dayParts(text)
  return parts ? localStart(...parts).toISOString() : null
}

/** `to`: the UTC instant (ISO 8601) of the last millisecond of the local day, or null for a text that is not a day. */
export function dayEndInstant(text: string): string | null {
  const parts = dayParts(text)
  if (!parts) return null
  const [year, month, day] = parts
  return new Date(localStart(year, month, day + 1).getTime() - 1).toISOString()
}
