import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import type { Theme } from '../../api/themes'
import { themeApi } from '../../http/themes'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { validateTheme, type ThemeFormValues } from './ThemeFormDialog'

export const themeActions = defineActions<Theme>()({
  delete: {
    scope: 'row',
    label: '删除',
    tone: 'red',
    confirm: (theme) => ({ title: '删除主题', description: `确定删除主题「${theme.name}」吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }),
    run: (theme) => themeApi.remove(theme.id),
  },
  batchDelete: {
    scope: 'selection',
    label: '批量删除',
    tone: 'red',
    confirm: ({ ids }) => ({ title: '批量删除主题', description: `确定删除选中的 ${ids.length} 个主题吗？此操作无法撤销。`, confirmLabel: '删除', danger: true }),
    run: ({ ids }) => themeApi.batchRemove(ids),
  },
})

export const emptyTheme = (): ThemeFormValues => ({ name: '', description: '' })

export const themeSection = defineSection({
  fetchPage: themeApi.list,
  filterKeys: [],
  actions: themeActions,
  form: defineForm<ThemeFormValues>({
    machine: createFormMachine({ id: 'themeForm', validate: validateTheme, empty: emptyTheme() }),
    submit: (values, id) => {
      const input = { name: trimInvisible(values.name), description: values.description.trim() }
      return id ? themeApi.update(id, input) : themeApi.create(input)
    },
    draftKey: draftKey('themes.form'),
  }),
})
