import { useSelector } from '@xstate/react'
import { BULK_MAX_LINES, bulkLines, filledLineCount } from '../../api/bulk'
import { bulkDomainsProblem, hostOfAddress, type BulkAddResult, type DomainBulkInput, type DomainStatus } from '../../api/domains'
import type { Cleaner } from '../../machines/formParts'
import type { ThemeOption } from '../../machines/themeListMachine'
import { BulkReport, type ReportLine } from '../../ui/BulkReport'
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

/** Lines typed as web addresses become their hosts, saying how many: the server reads each line the same way. */
export const domainLinesFromAddresses: Cleaner = (value) => {
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
  if (!values.theme) errors.theme = '请选择主题'
  const domains = bulkDomainsProblem(bulkLines(values.domains))
  if (domains) errors.domains = domains
  return errors
}

/** What the form sends: the lines as typed (blank ones kept, so the report's line numbers match the textarea). */
export const bulkInput = (values: BulkFormValues): DomainBulkInput => ({
  theme: values.theme,
  status: values.status as DomainStatus,
  domains: bulkLines(values.domains),
})

export interface DomainBulkReport {
  created: ReportLine[]
  skipped: ReportLine[]
}

/** The server's answer as the report shows it. */
export const bulkReport = ({ created, skipped }: BulkAddResult): DomainBulkReport => ({
  created: created.map(({ line, domain }) => ({ line, value: domain })),
  skipped: skipped.map(({ line, value, message }) => ({ line, value, message })),
})

export function BulkAddDialog({ form, themes }: { form: FormActor; themes: ThemeOption[] }) {
  const text = useSelector(form, (state) => String(state.context.values.domains ?? ''))
  const count = filledLineCount(bulkLines(text))
  return (
    <FormDialog form={form} title="批量添加域名" description="每行一个域名，一次最多 1000 个；所有域名使用同一个主题。" submitLabel="添加">
      <SelectInput name="theme" label="主题 *" options={themes} placeholder="请选择主题" />
      <SelectInput name="status" label="状态 *" options={domainStatusOptions} />
      <ListFileInput name="domains" />
      <TextAreaInput
        name="domains"
        label="域名列表 *"
        rows={10}
        placeholder={'example.com\nshop.example.cn'}
        hint={`已填写 ${count} 行，最多 ${BULK_MAX_LINES} 行；重复、格式不对或已存在的域名会被跳过`}
      />
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
      {({ created, skipped }) => <BulkReport created={created} skipped={skipped} />}
    </ReportDialog>
  )
}
