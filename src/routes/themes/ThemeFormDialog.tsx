import { themeDescriptionProblem, themeNameProblem, type Theme } from '../../api/themes'
import { versionOf } from '../../machines/formConflict'
import { FormDialog } from '../../ui/form/FormDialog'
import { RowHistory } from '../section/History'
import type { FormActor } from '../../ui/form/FormContext'
import { TextAreaInput, TextInput } from '../../ui/form/fields'
import { useSelector } from '@xstate/react'

export interface ThemeFormValues extends Record<string, unknown> {
  name: string
  description: string
  /** The row's version the values started from (sent with the save: a row changed since is refused, 1460). */
  version?: number
}

/** A stored theme as the form edits it. */
export const themeValues = (theme: Theme): ThemeFormValues => ({ name: theme.name, description: theme.description, ...versionOf(theme) })

/** How a conflict names a theme's fields (the form's, and a row's in a question from the list). */
export const themeLabels = { name: { label: '主题名称' }, description: { label: '描述' } }

/** The same rules as the server's (docs/api.md), so most mistakes are caught before sending. */
export function validateTheme(values: ThemeFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = themeNameProblem(values.name.trim())
  if (name) errors.name = name
  const description = themeDescriptionProblem(values.description)
  if (description) errors.description = description
  return errors
}

export function ThemeFormDialog({ form }: { form: FormActor }) {
  const editing = useSelector(form, (state) => state.context.id !== null)
  return (
    <FormDialog form={form} title={editing ? '编辑主题' : '新建主题'} conflictLabels={themeLabels}>
      <TextInput name="name" label="主题名称 *" placeholder="2–32 个字符，不能与已有主题重名" autoComplete="off" />
      <TextAreaInput name="description" label="描述" placeholder="这个主题适合什么样的站点（最多 200 字）" />
      <RowHistory resource="themes" />
    </FormDialog>
  )
}
