import { useSelector } from '@xstate/react'
import {
  BACKLINK_IMPORT_COLUMNS,
  backlinkCountProblem,
  REL_REQUIRED,
  type BacklinkBulkInput,
  type BacklinkBulkReport,
  type BacklinkImportKey,
  type BacklinkRel,
} from '../../api/backlinks'
import { BULK_MAX_LINES, bulkLines, filledLineCount } from '../../api/bulk'
import { headerNote, readBulkTable, type BulkTable } from '../../api/bulkTable'
import { BulkReport, type ImportedColumns, type ReportLine } from '../../ui/BulkReport'
import { FormDialog } from '../../ui/form/FormDialog'
import type { FormActor } from '../../ui/form/FormContext'
import { ListFileInput } from '../../ui/form/ListFileInput'
import { ReportDialog, type ReportActor } from '../../ui/form/ReportDialog'
import { SelectInput, TextAreaInput } from '../../ui/form/fields'
import { relOptions } from './columns'

export interface BulkAddValues extends Record<string, unknown> {
  targetDomain: string
  rel: BacklinkRel
  /** The textarea: one `url anchor-text` per line, or a table under a header (来源链接,锚文本,目标域名). */
  lines: string
}

export const emptyBulkAdd = (targetDomain = ''): BulkAddValues => ({ targetDomain, rel: 'dofollow', lines: '' })

/** The textarea as a table, when its first line is a header (`来源链接,锚文本`); null for plain lines. */
export const backlinkTable = (text: string): BulkTable<BacklinkImportKey> | null => readBulkTable(String(text ?? ''), BACKLINK_IMPORT_COLUMNS)

export function validateBulkAdd(values: BulkAddValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const table = backlinkTable(values.lines)
  // a table whose every row names its target needs none here
  const targeted = table !== null && table.rows.length > 0 && table.rows.every((row) => row.values.targetDomain)
  if (!values.targetDomain && !targeted)
    errors.targetDomain = table?.used.includes('目标域名') ? '有的行没有目标域名：请选择这些行的目标域名' : '请选择目标域名'
  if (!values.rel) errors.rel = REL_REQUIRED
  const lines = backlinkCountProblem(table ? table.rows.length : filledLineCount(bulkLines(values.lines)))
  if (lines) errors.lines = table && table.rows.length === 0 ? '表头下面还没有反链：每行一条' : lines
  return errors
}

/** What the form sends: typed lines as they are (blank ones kept), or a table's rows with their line numbers. */
export function bulkAddInput(values: BulkAddValues): BacklinkBulkInput {
  const table = backlinkTable(values.lines)
  if (!table) return { targetDomain: values.targetDomain, rel: values.rel, lines: bulkLines(values.lines) }
  const rows = table.rows.map(({ line, values: { sourceUrl = '', ...rest } }) => ({ line, sourceUrl, ...rest }))
  return { ...(values.targetDomain ? { targetDomain: values.targetDomain } : {}), rel: values.rel, rows }
}

export interface BacklinkReport {
  created: ReportLine[]
  skipped: ReportLine[]
  /** How a table's header was read; null for typed lines. */
  columns: ImportedColumns | null
}

/** The server's answer as the report shows it: a table's skipped rows as the person typed them. */
export function bulkAddReport({ created, skipped }: BacklinkBulkReport, values: BulkAddValues): BacklinkReport {
  const table = backlinkTable(values.lines)
  const textOf = new Map(table?.rows.map((row) => [row.line, row.text]))
  return {
    created: created.map((row) => ({ line: row.line, value: `${row.sourceUrl} ${row.anchorText}` })),
    skipped: skipped.map(({ line, value, message }) => ({ line, value: textOf.get(line) ?? value, message })),
    columns: table && { used: table.used, ignored: table.ignored },
  }
}

function linesHint(text: string): string {
  const table = backlinkTable(text)
  if (table) return `${headerNote(table)}。共 ${table.rows.length} 行数据，最多 ${BULK_MAX_LINES} 行`
  return `已填写 ${filledLineCount(bulkLines(text))} 行，最多 ${BULK_MAX_LINES} 行`
}

export function BulkAddDialog({ form, domainOptions }: { form: FormActor; domainOptions: { label: string; value: string }[] }) {
  const hint = useSelector(form, (state) => linesHint(String(state.context.values.lines ?? '')))
  return (
    <FormDialog
      form={form}
      title="批量添加反链"
      description="每行一条：网址，空格，锚文本。所有行使用同一个目标域名和链接属性。第一行是表头（来源链接,锚文本,目标域名）时按列导入。"
      submitLabel="添加"
      maxWidth="640px"
    >
      <SelectInput name="targetDomain" label="目标域名 *" options={domainOptions} placeholder="选择站群中的域名" />
      <SelectInput name="rel" label="链接属性 *" options={relOptions} />
      <ListFileInput name="lines" columns={2} header={BACKLINK_IMPORT_COLUMNS} csvHint="CSV 取前两列：网址、锚文本；第一行是表头时按列导入" />
      <TextAreaInput
        name="lines"
        label="反链列表 *"
        rows={10}
        placeholder={'https://bbs.example.com/thread-1.html 家常菜谱\nhttps://blog.example.com/p/2 最新美食推荐'}
        hint={hint}
      />
    </FormDialog>
  )
}

/** What a bulk add did, line by line, shown as soon as it answers. */
export function BulkAddReportDialog({ report }: { report: ReportActor }) {
  return (
    <ReportDialog<BacklinkReport>
      report={report}
      title="批量添加结果"
      describe={(result) => `已添加 ${result.created.length} 条，跳过 ${result.skipped.length} 条。`}
    >
      {(result) => <BulkReport created={result.created} skipped={result.skipped} columns={result.columns} downloadName="反链-已跳过的行.csv" />}
    </ReportDialog>
  )
}
