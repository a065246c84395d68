import { useState } from 'react'
import { LIST_FILE_ACCEPT, readListFile } from '../../api/files'
import { FilePicker } from '../FilePicker'
import { useFormField } from './FormContext'

/**
 * Import a bulk add's lines from a .txt or .csv file (chosen or dropped) into the textarea field `name`: its content
 * replaces the field's, where the person checks it before sending, under the same line limit and report. A file
 * that is not text or is larger than 1 MB is refused here and changes nothing. `columns: 2` reads a CSV's first two
 * columns as one `url anchor-text` line.
 */
export function ListFileInput({ name, columns = 1, csvHint = 'CSV 取第一列' }: { name: string; columns?: number; csvHint?: string }) {
  const field = useFormField<string>(name)
  const [read, setRead] = useState<{ error: string } | { note: string } | null>(null)

  async function importFile(file: File) {
    const result = await readListFile(file, columns)
    if ('problem' in result) return setRead({ error: result.problem })
    field.change(result.entries.join('\n'))
    setRead({ note: `已读入「${file.name}」的 ${result.entries.length} 行，请在下方检查后提交` })
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
