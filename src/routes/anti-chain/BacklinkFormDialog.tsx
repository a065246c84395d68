import { useSelector } from '@xstate/react'
import { ANCHOR_MAX_LENGTH, anchorTextProblem, REL_REQUIRED, sourceUrlProblem, type Backlink, type BacklinkRel } from '../../api/backlinks'
import { versionOf } from '../../machines/formConflict'
import { FormDialog } from '../../ui/form/FormDialog'
import { RowHistory } from '../section/History'
import type { FormActor } from '../../ui/form/FormContext'
import { SelectInput, TextInput } from '../../ui/form/fields'
import { relOptions } from './columns'

export interface BacklinkFormValues extends Record<string, unknown> {
  sourceUrl: string
  targetDomain: string
  anchorText: string
  rel: BacklinkRel
  /** The row's version the values started from (sent with the save: a row changed since is refused, 1460). */
  version?: number
}

/** A stored backlink as the form edits it. */
export const backlinkValues = (row: Backlink): BacklinkFormValues => ({
  sourceUrl: row.sourceUrl,
  targetDomain: row.targetDomain,
  anchorText: row.anchorText,
  rel: row.rel,
  ...versionOf(row),
})

const relLabel = (value: unknown) => relOptions.find((option) => option.value === value)?.label ?? String(value)

/** How a conflict names a backlink's fields (the form's, and a row's in a question from the list). */
export const backlinkLabels = {
  sourceUrl: { label: '来源链接' },
  targetDomain: { label: '目标域名' },
  anchorText: { label: '锚文本' },
  rel: { label: '链接属性', show: relLabel },
}

export const emptyBacklink = (targetDomain = ''): BacklinkFormValues => ({ sourceUrl: '', targetDomain, anchorText: '', rel: 'dofollow' })

/** The server's rules (docs/api.md), so most mistakes are caught before sending. */
export function validateBacklink(values: BacklinkFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const sourceUrl = values.sourceUrl.trim()
  const anchorText = values.anchorText.trim()
  if (!sourceUrl) errors.sourceUrl = '请输入来源链接'
  else if (sourceUrlProblem(sourceUrl)) errors.sourceUrl = sourceUrlProblem(sourceUrl)!.message
  if (!values.targetDomain) errors.targetDomain = '请选择目标域名'
  const anchor = anchorTextProblem(anchorText)
  if (anchor) errors.anchorText = anchor
  if (!values.rel) errors.rel = REL_REQUIRED
  return errors
}

export function BacklinkFormDialog({ form, domainOptions }: { form: FormActor; domainOptions: { label: string; value: string }[] }) {
  const editing = useSelector(form, (state) => state.context.id !== null)
  return (
    <FormDialog form={form} title={editing ? '编辑反链' : '添加反链'} conflictLabels={backlinkLabels}>
      <TextInput name="sourceUrl" label="来源链接 *" placeholder="https://bbs.example.com/thread-1.html" autoComplete="off" />
      <SelectInput name="targetDomain" label="目标域名 *" options={domainOptions} placeholder="选择站群中的域名" />
      <TextInput name="anchorText" label="锚文本 *" placeholder={`最多 ${ANCHOR_MAX_LENGTH} 个字符`} autoComplete="off" />
      <SelectInput name="rel" label="链接属性 *" options={relOptions} />
      <RowHistory resource="backlinks" />
    </FormDialog>
  )
}
