import { useSelector } from '@xstate/react'
import type { Selection } from '../../machines/actionTable'
import type { ThemeOption } from '../../machines/themeListMachine'
import { FormDialog } from '../../ui/form/FormDialog'
import type { FormActor } from '../../ui/form/FormContext'
import { SelectInput } from '../../ui/form/fields'
import { selectionText } from '../section/deleteActions'

/** 更换主题: the new theme, and the domains it goes to (the selection when the dialog opened, or all matching). */
export interface ThemeChangeValues extends Record<string, unknown> {
  theme: string
  target: Selection
}

/** 更换主题 as the action table runs it: the domains, and their new theme. */
export type ThemeChange = Selection & { theme: string }

export const themeChangeValues = (target: Selection): ThemeChangeValues => ({ theme: '', target })

export const validateThemeChange = (values: ThemeChangeValues): Record<string, string> => (values.theme ? {} : { theme: '请选择主题' })

export function ThemeChangeDialog({ form, themes }: { form: FormActor; themes: ThemeOption[] }) {
  const target = useSelector(form, (state) => state.context.values.target as Selection | undefined)
  return (
    <FormDialog form={form} title="更换主题" description={target && `为${selectionText(target, '个域名')}更换主题。`} submitLabel="更换">
      <SelectInput name="theme" label="新主题 *" options={themes} placeholder="请选择主题" />
    </FormDialog>
  )
}
