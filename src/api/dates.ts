/**
 * The 创建时间 range every list but the themes has (docs/api.md, "Sections"): in the URL two calendar days,
 * `from=YYYY-MM-DD&to=YYYY-MM-DD`, both included. The eager route files check a link's days with what is here (kept
 * to a few bytes: it is part of what /login downloads); the range's message and how it is sent are in dateRange.ts.
 */

/** A `YYYY-MM-DD` text that names a real day (2026-02-30 does not: it would roll over into March). */
export const isCalendarDay = (text: unknown): text is string =>
  // toJSON is null for an invalid date: no exception to catch
  typeof text === 'string' && /^\d{4}-\d\d-\d\d$/.test(text) && !!new Date(text).toJSON()?.startsWith(text)

/** Whether a range starts after it ends (either day may be ''); `YYYY-MM-DD` texts compare as their days. */
export const isReversed = (from: string, to: string) => !!from && !!to && from > to
