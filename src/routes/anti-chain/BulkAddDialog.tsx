import { useSelector } from '@xstate/react'
import { bulkBacklinksProblem, REL_REQUIRED, type BacklinkBulkReport, type BacklinkRel } from '../../api/backlinks'
import { BULK_MAX_LINES, bulkLines, filledLineCount } from '../../api/bulk'
import { BulkReport } from '../../ui/BulkReport'
import { FormDialog } from '../../ui/form/FormDialog'
import type { FormActor } from '../../ui/form/FormContext'
import { ListFileInput } from '../../ui/form/ListFileInput'
import { ReportDialog, type ReportActor } from '../../ui/form/ReportDialog'
import { SelectInput, TextAreaInput } from '../../ui/form/fields'
import { relOptions } from './columns'

export interface BulkAddValues extends Record<string, unknown> {
  targetDomain: string
  rel: BacklinkRel
  /** The textarea: one `url anchor-text` per line. */
  lines: string
}

export const emptyBulkAdd = (targetDomain = ''): BulkAddValues => ({ targetDomain, rel: 'dofollow', lines: '' })

const filledCount = (text: string) => filledLineCount(bulkLines(text))

export function validateBulkAdd(values: BulkAddValues): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!values.targetDomain) errors.targetDomain = '请选择目标域名'
  if (!values.rel) errors.rel = REL_REQUIRED
  const lines = bulkBacklinksProblem(bulkLines(values.lines))
  if (lines) errors.lines = lines
  return errors
}

export function BulkAddDialog({ form, domainOptions }: { form: FormActor; domainOptions: { label: string; value: string }[] }) {
  const filled = useSelector(form, (state) => filledCount(String(state.context.values.lines ?? '')))
  return (
    <FormDialog
      form={form}
      title="批量添加反链"
      description="每行一条：网址，空格，锚文本。所有行使用同一个目标域名和链接属性。"
      submitLabel="添加"
      maxWidth="640px"
    >
      <SelectInput name="targetDomain" label="目标域名 *" options={domainOptions} placeholder="选择站群中的域名" />
      <SelectInput name="rel" label="链接属性 *" options={relOptions} />
      <ListFileInput name="lines" columns={2} csvHint="CSV 取前两列：网址、锚文本" />
      <TextAreaInput
        name="lines"
        label="反链列表 *"
        rows={10}
        placeholder={'https://bbs.example.com/thread-1.html 家常菜谱\nhttps://blog.example.com/p/2 最新美食推荐'}
        hint={`已填写 ${filled} 行，最多 ${BULK_MAX_LINES} 行`}
      />
    </FormDialog>
  )
}

/** What a bulk add did, line by line, shown as soon as it answers. */
export function BulkAddReportDialog({ report }: { report: ReportActor }) {
  return (
    <ReportDialog<BacklinkBulkReport>
      report={report}
      title="批量添加结果"
      describe={(result) => `已添加 ${result.created.length} 条，跳过 ${result.skipped.length} 条。`}
    >
      {(result) => (
        <BulkReport skipped={result.skipped} created={result.created.map((row) => ({ line: row.line, value: `${row.sourceUrl} ${row.anchorText}` }))} />
      )}
    </ReportDialog>
  )
}
