/**
 * A bulk add's skipped lines taken away from its report: as a CSV file (行号, 内容, 原因) to fix in a spreadsheet, or
 * as tab-separated text on the clipboard (a spreadsheet pastes it into the same three columns).
 */
import { saveDownload } from './download'

export interface SkippedLine {
  line?: number | null
  value: string
  message?: string
}

const HEADER = ['行号', '内容', '原因']

const cells = (line: SkippedLine) => [line.line == null ? '' : String(line.line), line.value, line.message ?? '']

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Text a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) gets a leading apostrophe: the lines are what someone typed or imported.
 */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The whole file: a UTF-8 BOM (so Excel reads the Chinese), the header, one row per line, CRLF line ends. */
export const skippedCsv = (lines: readonly SkippedLine[]) =>
  '\uFEFF' + [HEADER, ...lines.map(cells)].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'

/** The lines as tab-separated text, a line break or tab inside a value made a space. */
export const skippedText = (lines: readonly SkippedLine[]) =>
  [HEADER, ...lines.map(cells)].map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n')

/** Saves the lines as a CSV download named `name`. */
export const downloadSkipped = (lines: readonly SkippedLine[], name: string) =>
  saveDownload({ blob: new Blob([skippedCsv(lines)], { type: 'text/csv;charset=utf-8' }), filename: name }, name)

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (https, localhost), else the older
 * selection copy (a page served over plain http on an intranet has no Clipboard API), from a text box put `within`
 * the open dialog (a dialog keeps focus inside itself). Resolves whether it worked.
 */
export async function copyText(text: string, within: HTMLElement = document.body): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // refused (no permission, the page not focused): try the older way
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  const focused = document.activeElement as HTMLElement | null
  within.append(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
    focused?.focus()
  }
}
