/**
 * Files a person chooses, checked in the browser before anything is sent: a theme package must really be a zip
 * archive, a list to import (bulk adds) must be a small text file, read one entry per line or from a CSV's first
 * column.
 */
import { themePackageProblem } from './themes'

/** What every zip archive starts with: `PK\x03\x04` (a local file header). */
export const ZIP_SIGNATURE: readonly number[] = [0x50, 0x4b, 0x03, 0x04]

/** Whether `head`, a file's first bytes, starts with the zip signature. */
export const startsWithZipSignature = (head: Uint8Array): boolean => ZIP_SIGNATURE.every((byte, index) => head[index] === byte)

/** A file's first `length` bytes (fewer when it is shorter), without reading the rest. */
export const readHead = async (file: Blob, length: number): Promise<Uint8Array> => new Uint8Array(await file.slice(0, length).arrayBuffer())

/** What is wrong with a file that should be a zip archive, read from its first bytes, or null: a renamed text file is not one. */
export async function zipContentProblem(file: Blob): Promise<string | null> {
  return startsWithZipSignature(await readHead(file, ZIP_SIGNATURE.length))
    ? null
    : '这个文件不是真正的 .zip 压缩包（可能只是改了扩展名），请选择打包好的 .zip 文件'
}

/** What is wrong with a chosen theme package, or null: its name and size (as the server checks them), then its first bytes. */
export const themePackageFileProblem = async (file: File): Promise<string | null> => themePackageProblem(file) ?? (await zipContentProblem(file))

/** A list to import (a bulk add's lines) is a .txt or .csv file of at most 1 MB. */
export const LIST_FILE_MAX_BYTES = 1024 * 1024

/** The file picker's hint for a list to import. */
export const LIST_FILE_ACCEPT = '.txt,.csv,text/plain,text/csv'

const isCsv = (name: string) => /\.csv$/i.test(name)

/** What is wrong with a list file by its name and size, or null; its content is checked by `listFileText`. */
export function listFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(txt|csv)$/i.test(file.name)) return `只能导入 .txt 或 .csv 文件，「${file.name}」不是`
  if (file.size > LIST_FILE_MAX_BYTES) return `「${file.name}」超过 1 MB，请拆成几个较小的文件分别导入`
  return null
}

// controls no text file holds (tab, line feed, vertical tab, form feed and carriage return are text)
// oxlint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/

function decode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * The text of a file's bytes, or null when they are not text: UTF-16 when it starts with its byte-order mark, else
 * UTF-8, else GB18030 (what Excel saves a CSV as on a Chinese Windows); a NUL or another control character means
 * a binary file.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null
  const text = utf16 ? decode(bytes, utf16) : (decode(bytes, 'utf-8') ?? decode(bytes, 'gb18030'))
  return text === null || CONTROL.test(text) ? null : text
}

/** The records of a CSV text, each a list of fields: quoted fields may hold commas, doubled quotes and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[index + 1] === '"') {
        field += '"'
        index += 1
      } else quoted = false
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      records.push([...record, field])
      record = []
      field = ''
    } else field += char
  }
  records.push([...record, field])
  return records
}

/**
 * The entries of a list file, one per line as the textarea will show them: a .txt file's lines as they are, a .csv
 * file's first column (`columns: 2` joins the first two with a space, for `url anchor-text` lines). Blank lines are
 * kept, so a line's number is its number in the file; the empty line after a final line break is dropped.
 */
export function listFileEntries(name: string, text: string, columns = 1): string[] {
  const entries = isCsv(name)
    ? csvRecords(text).map((fields) =>
        fields
          .slice(0, columns)
          .map((field) => field.trim())
          .filter(Boolean)
          .join(' '),
      )
    : text.split(/\r\n|\r|\n/)
  return entries.length > 1 && entries.at(-1) === '' ? entries.slice(0, -1) : entries
}

/** A list file read: its entries, or why it was refused (nothing else happens then). */
export async function readListFile(file: File, columns = 1): Promise<{ entries: string[] } | { problem: string }> {
  const problem = listFileProblem(file)
  if (problem) return { problem }
  const text = decodeText(new Uint8Array(await file.arrayBuffer()))
  if (text === null) return { problem: `「${file.name}」不是文本文件，请另存为 .txt 或 .csv 后再导入` }
  const entries = listFileEntries(file.name, text, columns)
  if (entries.every((entry) => entry.trim() === '')) return { problem: `「${file.name}」里没有内容` }
  return { entries }
}
