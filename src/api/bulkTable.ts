/**
 * A bulk add's text read as a table: when its first line names columns (`domain,title,keywords`, `域名,标题`), that
 * line is the header and every later line a row of those columns, CSV-quoted where a value holds the separator. The
 * client reads it (the textarea shows the text as it is, so line numbers stay the person's) and sends the rows with
 * their line numbers; the server never sees CSV. Without such a first line the text is plain lines, as before.
 */

/** A column a bulk add knows: its key in the request, its label on screen, and the header names that mean it. */
export interface TableColumn<Key extends string = string> {
  key: Key
  label: string
  /** Compared without case, spaces, `_` and `-`: `Anchor Text` = `anchor_text` = `anchortext`. */
  names: readonly string[]
}

/** One row under the header: the line it starts on (a quoted value may span lines), its text, and its known values. */
export interface TableRow<Key extends string = string> {
  line: number
  text: string
  values: Partial<Record<Key, string>>
}

export interface BulkTable<Key extends string = string> {
  /** The header's cells that name a known column, as written, in the header's order. */
  used: string[]
  /** The header's other cells, as written: their values are not imported. */
  ignored: string[]
  /** The rows holding something, in order (blank lines are left out but keep their numbers). */
  rows: TableRow<Key>[]
}

/** One record of the text: the line it starts on, its fields, and its text as typed. */
interface TextRecord {
  line: number
  fields: string[]
  text: string
}

const squeeze = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

/** The separator the header uses: a tab (pasted from a spreadsheet), a comma, or a full-width comma typed in Chinese. */
function separatorOf(firstLine: string): string {
  if (firstLine.includes('\t')) return '\t'
  if (!firstLine.includes(',') && firstLine.includes('，')) return '，'
  return ','
}

/**
 * The records of `text`, split on `separator` and line breaks: a value starting with `"` runs to the next lone `"`
 * (it may hold separators and line breaks; `""` is a quote), as in RFC 4180. Each record knows the line it starts on.
 */
function textRecords(text: string, separator: string): TextRecord[] {
  const records: TextRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let startLine = 1
  let startIndex = 0
  const end = (index: number) => {
    records.push({ line: startLine, fields: [...fields, field], text: text.slice(startIndex, index) })
    fields = []
    field = ''
  }
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line += 1
        field += char
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\r' || char === '\n') {
      end(index)
      if (char === '\r' && text[index + 1] === '\n') index += 1
      line += 1
      startLine = line
      startIndex = index + 1
    } else field += char
  }
  end(text.length)
  return records
}

/** Which header cells name which columns; null when none names the first column (the one a row cannot do without). */
function readHeader<Key extends string>(cells: string[], columns: readonly TableColumn<Key>[]) {
  const at = new Map<Key, number>()
  const used: string[] = []
  const ignored: string[] = []
  cells.forEach((cell, index) => {
    const name = squeeze(cell)
    if (!name) return
    const column = columns.find((candidate) => !at.has(candidate.key) && candidate.names.some((known) => squeeze(known) === name))
    if (column) {
      at.set(column.key, index)
      used.push(cell.trim())
    } else ignored.push(cell.trim())
  })
  return at.has(columns[0].key) ? { at, used, ignored } : null
}

/**
 * `text` as a table of `columns` (the first is the one every row needs: the domain, the source URL), or null when its
 * first line is not a header naming that column: then it is plain lines.
 */
export function readBulkTable<Key extends string>(text: string, columns: readonly TableColumn<Key>[]): BulkTable<Key> | null {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0]
  const separator = separatorOf(firstLine)
  const [head, ...body] = textRecords(text, separator)
  const header = readHeader(head.fields, columns)
  if (!header) return null
  const rows: TableRow<Key>[] = []
  for (const record of body) {
    if (record.fields.every((field) => field.trim() === '')) continue
    const values: Partial<Record<Key, string>> = {}
    for (const [key, index] of header.at) values[key] = (record.fields[index] ?? '').trim()
    rows.push({ line: record.line, text: record.text.trim(), values })
  }
  return { used: header.used, ignored: header.ignored, rows }
}

/** Whether `text` starts with a header of `columns`: a file that does is imported as it is, all its columns kept. */
export function startsWithHeader(text: string, columns: readonly TableColumn[]): boolean {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0]
  return readHeader(textRecords(firstLine, separatorOf(firstLine))[0].fields, columns) !== null
}

/** The sentence saying how the header was read: which columns are used and which are not. */
export function headerNote(table: BulkTable): string {
  const ignored = table.ignored.length ? `；不导入的列：${table.ignored.join('、')}` : ''
  return `第 1 行是表头，不作为数据添加。导入的列：${table.used.join('、')}${ignored}`
}
