import { useSelector } from '@xstate/react'
import { joinKeywords, trimInvisible } from '../../api/text'
import {
  DOMAIN_STATUSES,
  DOMAIN_TEXT_LIMITS,
  domainProblem,
  domainTextProblem,
  hostOfAddress,
  normalizeDomain,
  type Domain,
  type DomainInput,
  type DomainStatus,
} from '../../api/domains'
import type { Cleaner } from '../../machines/formParts'
import type { ThemeOption } from '../../machines/themeListMachine'
import { FormDialog } from '../../ui/form/FormDialog'
import { RowHistory } from '../section/History'
import type { FormActor } from '../../ui/form/FormContext'
import { SelectInput, TextAreaInput, TextInput } from '../../ui/form/fields'
import { domainStatusOptions } from './columns'

export interface DomainFormValues extends Record<string, unknown> {
  /** Editing a stored domain: its name is shown but neither checked nor sent (it cannot change). */
  existing: boolean
  domain: string
  theme: string
  status: string
  title: string
  keywords: string
  description: string
  /** The row's version the values started from (sent with the save: a row changed since is refused, 1460). */
  version?: number
}

export const emptyDomainValues = (theme = ''): DomainFormValues => ({
  existing: false,
  domain: '',
  theme,
  status: 'active',
  title: '',
  keywords: '',
  description: '',
})

export const domainValues = (row: Domain): DomainFormValues => ({
  existing: true,
  domain: row.domain,
  theme: row.theme,
  status: row.status,
  title: row.title,
  keywords: row.keywords,
  description: row.description,
  ...(row.version === undefined ? {} : { version: row.version }),
})

/** A domain typed as a web address becomes its host, saying so: the server reads it the same way (normalizeDomain). */
export const domainFromAddress: Cleaner = (value) => {
  const host = hostOfAddress(String(value ?? ''))
  return host === null ? null : { value: host, note: `已从网址中取出域名：${host}` }
}

/** The same rules as the server's (docs/api.md); whether the domain already exists only the server knows. */
export function validateDomainForm(values: DomainFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const domain = values.existing ? null : domainProblem(values.domain)
  if (domain) errors.domain = domain
  if (!values.theme) errors.theme = '请选择主题'
  if (!DOMAIN_STATUSES.includes(values.status as DomainStatus)) errors.status = '请选择状态'
  for (const field of ['title', 'keywords', 'description'] as const) {
    const problem = domainTextProblem(field, values[field].trim())
    if (problem) errors[field] = problem
  }
  return errors
}

const domainFields = (values: DomainFormValues): Omit<DomainInput, 'domain'> => ({
  theme: values.theme,
  status: values.status as DomainStatus,
  title: trimInvisible(values.title),
  keywords: joinKeywords(values.keywords),
  description: trimInvisible(values.description),
})

/** What an edit sends: every field but the domain, which cannot be renamed, and the version it started from. */
export const domainChanges = (values: DomainFormValues): Omit<DomainInput, 'domain'> & { version?: number } => ({
  ...domainFields(values),
  ...(values.version === undefined ? {} : { version: values.version }),
})

/** What a create sends: the domain, trimmed and lower-case, and the other fields. */
export const newDomainInput = (values: DomainFormValues): DomainInput => ({ domain: normalizeDomain(values.domain), ...domainFields(values) })

const statusLabel = (value: unknown) => domainStatusOptions.find((option) => option.value === value)?.label ?? String(value)

/** How a conflict names a domain's fields (the form's, and a row's in a question from the list). */
export const domainLabels = {
  theme: { label: '主题' },
  status: { label: '状态', show: statusLabel },
  title: { label: '站点标题' },
  keywords: { label: '关键词' },
  description: { label: '站点描述' },
}

export function DomainFormDialog({ form, themes }: { form: FormActor; themes: ThemeOption[] }) {
  const editing = useSelector(form, (state) => state.context.id !== null)
  return (
    <FormDialog form={form} title={editing ? '编辑域名' : '新增域名'} conflictLabels={domainLabels}>
      <TextInput
        name="domain"
        label="域名 *"
        placeholder="例如 example.com"
        autoComplete="off"
        disabled={editing}
        hint={editing ? '域名创建后不能修改' : '粘贴的网址只保留其中的域名，保存为小写'}
      />
      <SelectInput name="theme" label="主题 *" options={themes} placeholder="请选择主题" />
      <SelectInput name="status" label="状态 *" options={domainStatusOptions} />
      <TextInput name="title" label="站点标题" placeholder={`最多 ${DOMAIN_TEXT_LIMITS.title} 个字符`} autoComplete="off" />
      <TextInput name="keywords" label="关键词" placeholder="多个关键词用逗号、顿号或分号分隔" autoComplete="off" />
      <TextAreaInput name="description" label="站点描述" placeholder={`最多 ${DOMAIN_TEXT_LIMITS.description} 个字符`} rows={3} />
      <RowHistory resource="domains" />
    </FormDialog>
  )
}
