import { answer, type Answer } from './envelope'

export type CsvValue = string | number | null | undefined

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe: exported titles
 * and descriptions are typed by people and must not become formulas in Excel.
 */
export function csvField(value: CsvValue): string {
  if (value == null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: a UTF-8 BOM (so Excel reads Chinese correctly), the header row, the rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** `20261101` for a date, in the server's local time. */
export function dateStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`
}

/** A CSV download: `attachment` with both the plain and the RFC 5987 (UTF-8) file name. */
export function csvAnswer(filename: string, csv: string): Answer {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return answer(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  })
}
