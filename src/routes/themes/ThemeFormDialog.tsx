import { FormDialog } from '../../ui/form/FormDialog'
import type { FormActor } from '../../ui/form/FormContext'
import { TextAreaInput, TextInput } from '../../ui/form/fields'
import { useSelector } from '@xstate/react'
import { trimInvisible } from '../../api/text'

export interface ThemeFormValues extends Record<string, unknown> {
  name: string
  description: string
}

/** The same rules as the server's (docs/api.md), so most mistakes are caught before sending. */
export function validateTheme(values: ThemeFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = trimInvisible(values.name)
  if (!name) errors.name = '请输入主题名称'
  else if ([...name].length < 2 || [...name].length > 32) errors.name = '主题名称为 2–32 个字符'
  if ([...values.description].length > 200) errors.description = '描述最多 200 个字符'
  return errors
}

export function ThemeFormDialog({ form }: { form: FormActor }) {
  const editing = useSelector(form, (state) => state.context.id !== null)
  return (
    <FormDialog form={form} title={editing ? '编辑主题' : '新建主题'}>
      <TextInput name="name" label="主题名称 *" placeholder="2–32 个字符，不能与已有主题重名" autoComplete="off" />
      <TextAreaInput name="description" label="描述" placeholder="这个主题适合什么样的站点（最多 200 字）" />
    </FormDialog>
  )
}
