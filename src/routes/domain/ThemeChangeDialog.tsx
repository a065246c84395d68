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

/**
 * The dialog's values for the selection, with the versions its rows had as the list showed them (`rows`): the change
 * sends them, and the server answers how many changed since they were selected (as the other batches by ids do).
 */
export function themeChangeValues(target: Selection, rows: readonly { id: string; version?: number }[] = []): ThemeChangeValues {
  if (!('ids' in target)) return { theme: '', target }
  const shown = rows.flatMap((row) => (target.ids.includes(row.id) && typeof row.version === 'number' ? [[row.id, row.version] as const] : []))
  return { theme: '', target: shown.length ? { ...target, versions: Object.fromEntries(shown) } : target }
}

export const validateThemeChange = (values: ThemeChangeValues): Record<string, string> => (values.theme ? {} : { theme: '请选择主题' })

export function ThemeChangeDialog({ form, themes }: { form: FormActor; themes: ThemeOption[] }) {
  const target = useSelector(form, (state) => state.context.values.target as Selection | undefined)
  return (
    <FormDialog form={form} title="更换主题" description={target && `为${selectionText(target, '个域名')}更换主题。`} submitLabel="更换">
      <SelectInput name="theme" label="新主题 *" options={themes} placeholder="请选择主题" />
    </FormDialog>
  )
}
