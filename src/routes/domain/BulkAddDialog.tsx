import { useSelector } from '@xstate/react'
import { BULK_MAX_LINES, bulkLines, filledLineCount } from '../../api/bulk'
import { headerNote, readBulkTable, type BulkTable } from '../../api/bulkTable'
import {
  DOMAIN_IMPORT_COLUMNS,
  domainCountProblem,
  hostOfAddress,
  type BulkAddResult,
  type DomainBulkInput,
  type DomainImportKey,
  type DomainStatus,
} from '../../api/domains'
import type { Cleaner } from '../../machines/formParts'
import type { ThemeOption } from '../../machines/themeListMachine'
import { BulkReport, type ImportedColumns, type ReportLine } from '../../ui/BulkReport'
import { FormDialog } from '../../ui/form/FormDialog'
import type { FormActor } from '../../ui/form/FormContext'
import { ListFileInput } from '../../ui/form/ListFileInput'
import { ReportDialog, type ReportActor } from '../../ui/form/ReportDialog'
import { SelectInput, TextAreaInput } from '../../ui/form/fields'
import { domainStatusOptions } from './columns'

export interface BulkFormValues extends Record<string, unknown> {
  theme: string
  status: string
  /** The textarea: one domain per line. */
  domains: string
}

export const emptyBulkValues = (theme = ''): BulkFormValues => ({ theme, status: 'active', domains: '' })

/** The textarea as a table, when its first line is a header (`域名,标题,关键词`); null for plain lines. */
export const domainTable = (text: string): BulkTable<DomainImportKey> | null => readBulkTable(String(text ?? ''), DOMAIN_IMPORT_COLUMNS)

/**
 * Lines typed as web addresses become their hosts, saying how many: the server reads each line the same way. A table
 * is left as it is (its other columns would go with the rest of the line); the server reads its domains alike.
 */
export const domainLinesFromAddresses: Cleaner = (value) => {
  if (domainTable(String(value ?? ''))) return null
  let changed = 0
  const lines = bulkLines(String(value ?? '')).map((line) => {
    const host = hostOfAddress(line)
    if (host === null) return line
    changed += 1
    return host
  })
  return changed ? { value: lines.join('\n'), note: `已从 ${changed} 行网址中取出域名` } : null
}

/** Whether each line is a valid, new domain is for the server to say, line by line, in its report. */
export function validateBulk(values: BulkFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const table = domainTable(values.domains)
  // a table whose every row names its theme needs none here
  const themed = table !== null && table.rows.length > 0 && table.rows.every((row) => row.values.theme)
  if (!values.theme && !themed) errors.theme = table?.used.includes('主题') ? '有的行没有主题：请选择这些行使用的主题' : '请选择主题'
  const domains = table ? domainCountProblem(table.rows.length) : domainCountProblem(filledLineCount(bulkLines(values.domains)))
  if (domains) errors.domains = table && table.rows.length === 0 ? '表头下面还没有域名：每行一个域名' : domains
  return errors
}

/**
 * What the form sends: typed lines as they are (blank ones kept, so the report's line numbers match the textarea),
 * or a table's rows with their line numbers (the header is line 1) and the values of its known columns.
 */
export function bulkInput(values: BulkFormValues): DomainBulkInput {
  const status = values.status as DomainStatus
  const table = domainTable(values.domains)
  if (!table) return { theme: values.theme, status, domains: bulkLines(values.domains) }
  const rows = table.rows.map(({ line, values: { domain = '', ...rest } }) => ({ line, domain, ...rest }))
  return { ...(values.theme ? { theme: values.theme } : {}), status, rows }
}

export interface DomainBulkReport {
  created: ReportLine[]
  skipped: ReportLine[]
  /** How a table's header was read; null for typed lines. */
  columns: ImportedColumns | null
}

/** The server's answer as the report shows it: a table's skipped rows as the person typed them. */
export function bulkReport({ created, skipped }: BulkAddResult, values: BulkFormValues): DomainBulkReport {
  const table = domainTable(values.domains)
  const textOf = new Map(table?.rows.map((row) => [row.line, row.text]))
  return {
    created: created.map(({ line, domain }) => ({ line, value: domain })),
    skipped: skipped.map(({ line, value, message }) => ({ line, value: textOf.get(line) ?? value, message })),
    columns: table && { used: table.used, ignored: table.ignored },
  }
}

/** The hint under the textarea: how many lines, or how a table's header is read. */
function linesHint(text: string): string {
  const table = domainTable(text)
  if (table) return `${headerNote(table)}。共 ${table.rows.length} 行数据，最多 ${BULK_MAX_LINES} 行`
  return `已填写 ${filledLineCount(bulkLines(text))} 行，最多 ${BULK_MAX_LINES} 行；重复、格式不对或已存在的域名会被跳过`
}

export function BulkAddDialog({ form, themes }: { form: FormActor; themes: ThemeOption[] }) {
  const hint = useSelector(form, (state) => linesHint(String(state.context.values.domains ?? '')))
  return (
    <FormDialog
      form={form}
      title="批量添加域名"
      description="每行一个域名，一次最多 1000 个；所有域名使用同一个主题。第一行是表头（域名,标题,关键词,主题）时按列导入。"
      submitLabel="添加"
    >
      <SelectInput name="theme" label="主题 *" options={themes} placeholder="请选择主题" />
      <SelectInput name="status" label="状态 *" options={domainStatusOptions} />
      <ListFileInput name="domains" header={DOMAIN_IMPORT_COLUMNS} csvHint="CSV 取第一列，第一行是表头（域名、标题、关键词、描述、主题）时按列导入" />
      <TextAreaInput name="domains" label="域名列表 *" rows={10} placeholder={'example.com\nshop.example.cn'} hint={hint} />
    </FormDialog>
  )
}

export function BulkReportDialog({ report }: { report: ReportActor }) {
  return (
    <ReportDialog<DomainBulkReport>
      report={report}
      title="批量添加结果"
      describe={({ created, skipped }) =>
        created.length === 0
          ? `没有添加任何域名，${skipped.length} 行被跳过，原因见下表。`
          : `已添加 ${created.length} 个域名${skipped.length ? `，跳过 ${skipped.length} 行，原因见下表` : ''}。`
      }
    >
      {({ created, skipped, columns }) => <BulkReport created={created} skipped={skipped} columns={columns} downloadName="域名-已跳过的行.csv" />}
    </ReportDialog>
  )
}
