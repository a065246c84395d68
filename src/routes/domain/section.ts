import { draftKey } from '../../app/drafts'
import type { Domain } from '../../api/domains'
import { domainApi } from '../../http/domains'
import { defineActions, pendingAction, type ConfirmText } from '../../machines/actionTable'
import type { SectionEvent } from '../../machines/sectionMachine'
import { createFormMachine } from '../../machines/formMachine'
import { saveDownload } from '../../ui/download'
import { notify } from '../../ui/toast'
import { defineForm, defineSection, type FormDefinition } from '../section/define'
import { answeredIds, selectionText, undoableDeleteActions } from '../section/deleteActions'
import { checkingVersions } from '../section/versionChecks'
import { bulkInput, bulkReport, domainLinesFromAddresses, emptyBulkValues, validateBulk, type BulkFormValues } from './BulkAddDialog'
import {
  domainChanges,
  domainFromAddress,
  domainLabels,
  domainValues,
  emptyDomainValues,
  newDomainInput,
  validateDomainForm,
  type DomainFormValues,
} from './DomainFormDialog'
import { themeChangeValues, validateThemeChange, type ThemeChange, type ThemeChangeValues } from './ThemeChangeDialog'

const disabling = (which: string): ConfirmText => ({ title: '停用域名', description: `确定停用${which}吗？停用后可以随时重新启用。`, confirmLabel: '停用' })

export const domainActions = checkingVersions(
  defineActions<Domain>()({
    enable: { scope: 'row', label: '启用', run: (row) => domainApi.setStatus({ ids: [row.id] }, 'active') },
    disable: {
      scope: 'row',
      label: '停用',
      tone: 'gray',
      confirm: (row) => disabling(`域名「${row.domain}」`),
      run: (row) => domainApi.setStatus({ ids: [row.id] }, 'inactive'),
    },
    batchEnable: { scope: 'selection', label: '批量启用', run: (selection) => domainApi.setStatus(selection, 'active') },
    batchDisable: {
      scope: 'selection',
      label: '批量停用',
      tone: 'gray',
      confirm: (selection) => disabling(selectionText(selection, '个域名')),
      run: (selection) => domainApi.setStatus(selection, 'inactive'),
    },
    ...undoableDeleteActions<Domain>({
      noun: '域名',
      counter: '个',
      which: (row) => `域名「${row.domain}」`,
      remove: domainApi.remove,
      batchRemove: domainApi.batchRemove,
      // the server refuses while articles belong to the domain (1409): said before the request, with those articles
      inUse: (row) =>
        row.articleCount > 0
          ? {
              sentence: `域名「${row.domain}」下还有 ${row.articleCount} 篇文章`,
              advice: '请先删除这些文章或把它们改到其他域名',
              link: { label: `查看 ${row.domain} 的 ${row.articleCount} 篇文章`, to: '/articles', search: { domain: row.domain } },
              look: '查看这些文章',
            }
          : null,
      restore: domainApi.restore,
      canRestore: domainApi.canRestore,
    }),
    // 更换主题: asked in its own dialog (domainThemeChange below), which sends it through this entry and reports it
    // done (themeChanged), so that the section clears the selection, reloads and offers 撤销 for 10 s, as for a delete
    changeTheme: {
      scope: 'selection',
      label: '更换主题',
      run: (change: ThemeChange) => domainApi.setTheme(change, change.theme),
      undo: {
        action: 'restoreThemes',
        ids: answeredIds,
        notice: (count, change: ThemeChange) => `已将 ${count} 个域名的主题更换为「${change.theme}」`,
        available: domainApi.canUndoTheme,
      },
    },
    // never a button: what 撤销 runs; each domain gets its own theme back (the server kept it)
    restoreThemes: { scope: 'selection', label: '撤销', keepSelection: true, run: (target) => domainApi.undoTheme('ids' in target ? target.ids : []) },
    // the filtered list, in its order, without paging
    export: {
      scope: 'list',
      label: '导出 CSV',
      refresh: false,
      run: ({ query }) => domainApi.exportCsv(query).then((file) => saveDownload(file, 'domains.csv')),
    },
  }),
  domainApi.versions,
  domainLabels,
  { current: domainApi.now },
)

export const domainSection = defineSection({
  fetchPage: domainApi.list,
  actions: domainActions,
  form: defineForm<DomainFormValues>({
    machine: createFormMachine({
      id: 'domainForm',
      validate: validateDomainForm,
      empty: emptyDomainValues(),
      clean: { domain: domainFromAddress },
      fromRow: (row) => domainValues(row as unknown as Domain),
    }),
    submit: (values, id) => (id ? domainApi.update(id, domainChanges(values)) : domainApi.create(newDomainInput(values))),
    draftKey: draftKey('domain.form'),
  }),
  bulk: defineForm<BulkFormValues>({
    machine: createFormMachine({ id: 'domainBulk', validate: validateBulk, empty: emptyBulkValues(), clean: { domains: domainLinesFromAddresses } }),
    submit: (values) => domainApi.bulkAdd(bulkInput(values)).then((result) => bulkReport(result, values)),
    draftKey: draftKey('domain.bulk'),
  }),
  reports: ['bulk'],
})

/** What 更换主题 answered (which domains changed), and the change as it was asked. */
export interface ThemeChangeDone {
  answer: { updated: number; ids: string[] }
  change: ThemeChange
}

/** 更换主题 for the selection (or every matching domain): a dialog of its own, beside the section's two form slots. */
export const domainThemeChange = {
  machine: createFormMachine({ id: 'domainThemeChange', validate: validateThemeChange, empty: themeChangeValues({ ids: [], count: 0 }) }),
  submit: ({ target, theme }): Promise<ThemeChangeDone> => {
    const change: ThemeChange = { ...target, theme }
    return domainActions.changeTheme.run(change).then((answer) => {
      // where 撤销 would be offered the server's message was left out; with no domain changed there is nothing to offer
      if (answer.ids.length === 0 && domainApi.canUndoTheme())
        notify.info(`${'ids' in target ? '选中的' : '符合当前筛选条件的'}域名原本都是主题「${theme}」，没有更换`)
      return { answer, change }
    })
  },
  draftKey: draftKey('domain.theme'),
} satisfies FormDefinition<ThemeChangeValues>

/** What the section hears once 更换主题 is saved: the table's changeTheme done, with its answer (撤销 when it can). */
export const themeChanged = ({ answer, change }: ThemeChangeDone): SectionEvent => ({
  type: 'section.actionDone',
  pending: pendingAction<Domain, typeof domainActions, 'changeTheme'>(domainActions, 'changeTheme', change, (row) => row.id),
  output: answer,
})
