import { useState } from 'react'
import { startsWithHeader, type TableColumn } from '../../api/bulkTable'
import { decodeText, LIST_FILE_ACCEPT, listFileEntries, listFileProblem } from '../../api/files'
import { FilePicker } from '../FilePicker'
import { useFormField } from './FormContext'

/** A file's lines as they are, without the empty one after a final line break. */
function wholeLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/)
  return lines.length > 1 && lines.at(-1) === '' ? lines.slice(0, -1) : lines
}

/** A list file's lines for the textarea, or why it was refused: a file starting with a header goes in as it is. */
async function readFile(file: File, columns: number, header: readonly TableColumn[] | undefined) {
  const problem = listFileProblem(file)
  if (problem) return { problem }
  const text = decodeText(new Uint8Array(await file.arrayBuffer()))
  if (text === null) return { problem: `「${file.name}」不是文本文件，请另存为 .txt 或 .csv 后再导入` }
  // a header (域名,标题 …): the dialog reads every column from the textarea, so the file's lines go in whole
  const table = header !== undefined && startsWithHeader(text, header)
  const entries = table ? wholeLines(text) : listFileEntries(file.name, text, columns)
  if (entries.every((entry) => entry.trim() === '')) return { problem: `「${file.name}」里没有内容` }
  return { entries, table }
}

/**
 * Import a bulk add's lines from a .txt or .csv file (chosen or dropped) into the textarea field `name`: its content
 * replaces the field's, where the person checks it before sending, under the same line limit and report. A file
 * that is not text or is larger than 1 MB is refused here and changes nothing. Without a header, `columns: 2` reads a
 * CSV's first two columns as one `url anchor-text` line; a file whose first line is a header of `header`'s columns
 * goes in whole, its header as line 1, and the dialog reads its columns.
 */
export function ListFileInput({
  name,
  columns = 1,
  header,
  csvHint = 'CSV 取第一列',
}: {
  name: string
  columns?: number
  header?: readonly TableColumn[]
  csvHint?: string
}) {
  const field = useFormField<string>(name)
  const [read, setRead] = useState<{ error: string } | { note: string } | null>(null)

  async function importFile(file: File) {
    const result = await readFile(file, columns, header)
    if ('problem' in result) return setRead({ error: result.problem! })
    field.change(result.entries.join('\n'))
    const lines = result.table ? `表头和 ${result.entries.length - 1} 行` : `${result.entries.length} 行`
    setRead({ note: `已读入「${file.name}」的 ${lines}，请在下方检查后提交` })
  }

  return (
    <FilePicker
      label="从文件导入"
      accept={LIST_FILE_ACCEPT}
      hint={read && 'note' in read ? read.note : `.txt 或 .csv 文件，最大 1 MB：每行一条，${csvHint}；内容会替换下方列表`}
      error={read && 'error' in read ? read.error : null}
      disabled={field.disabled}
      onFile={(file) => void importFile(file)}
    />
  )
}
