import { trimInvisible } from '../../api/text'
import { draftKey } from '../../app/drafts'
import type { Theme } from '../../api/themes'
import { themeApi } from '../../http/themes'
import { defineActions } from '../../machines/actionTable'
import { versionOf } from '../../machines/formConflict'
import { createFormMachine } from '../../machines/formMachine'
import { defineForm, defineSection } from '../section/define'
import { deleteActions } from '../section/deleteActions'
import { checkingVersions } from '../section/versionChecks'
import { themeLabels, themeValues, validateTheme, type ThemeFormValues } from './ThemeFormDialog'

export const themeActions = checkingVersions(
  defineActions<Theme>()({
    ...deleteActions<Theme>({
      noun: '主题',
      counter: '个',
      which: (theme) => `主题「${theme.name}」`,
      remove: themeApi.remove,
      batchRemove: themeApi.batchRemove,
      // the server refuses while domains use the theme (articles too, which the row does not count)
      inUse: (theme) =>
        theme.domainCount > 0
          ? {
              sentence: `主题「${theme.name}」正被 ${theme.domainCount} 个域名使用`,
              advice: '请先为这些域名更换主题',
              link: { label: `查看使用「${theme.name}」的 ${theme.domainCount} 个域名`, to: '/domain', search: { theme: theme.name } },
              look: '查看这些域名',
            }
          : null,
    }),
  }),
  themeApi.versions,
  themeLabels,
)

export const emptyTheme = (): ThemeFormValues => ({ name: '', description: '' })

export const themeSection = defineSection({
  fetchPage: themeApi.list,
  actions: themeActions,
  form: defineForm<ThemeFormValues>({
    machine: createFormMachine({ id: 'themeForm', validate: validateTheme, empty: emptyTheme(), fromRow: (row) => themeValues(row as unknown as Theme) }),
    submit: (values, id) => {
      const input = { name: trimInvisible(values.name), description: values.description.trim() }
      return id ? themeApi.update(id, { ...input, ...versionOf(values) }) : themeApi.create(input)
    },
    draftKey: draftKey('themes.form'),
  }),
})
