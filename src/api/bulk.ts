/** What the bulk adds (domains, backlinks) share: a textarea of lines, numbered as the person sees them. */

/** A bulk add takes at most this many non-blank lines. */
export const BULK_MAX_LINES = 1000

/** The lines of a bulk-add textarea, numbered as the person sees them; blank lines are kept so numbers match. */
export const bulkLines = (text: string) => text.split(/\r\n|\r|\n/)

/** How many lines hold something: what BULK_MAX_LINES counts. */
export const filledLineCount = (lines: readonly string[]) => lines.filter((line) => line.trim() !== '').length
