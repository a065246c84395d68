import { DOMAIN_FILTERS } from '../../api/filters'
import { draftKey } from '../../app/drafts'
import type { Domain } from '../../api/domains'
import { domainApi } from '../../http/domains'
import { defineActions, type ConfirmText } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { saveDownload } from '../../ui/download'
import { defineForm, defineSection } from '../section/define'
import { selectionText, undoableDeleteActions } from '../section/deleteActions'
import { bulkInput, bulkReport, domainLinesFromAddresses, emptyBulkValues, validateBulk, type BulkFormValues } from './BulkAddDialog'
import { domainChanges, domainFromAddress, emptyDomainValues, newDomainInput, validateDomainForm, type DomainFormValues } from './DomainFormDialog'
import { themeChangeValues, validateThemeChange, type ThemeChangeValues } from './ThemeChangeDialog'

const disabling = (which: string): ConfirmText => ({ title: '停用域名', description: `确定停用${which}吗？停用后可以随时重新启用。`, confirmLabel: '停用' })

export const domainActions = defineActions<Domain>()({
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
  // the filtered list, in its order, without paging
  export: {
    scope: 'list',
    label: '导出 CSV',
    refresh: false,
    run: ({ query }) => domainApi.exportCsv(query).then((file) => saveDownload(file, 'domains.csv')),
  },
})

export const domainSection = defineSection({
  fetchPage: domainApi.list,
  filterKeys: DOMAIN_FILTERS,
  actions: domainActions,
  form: defineForm<DomainFormValues>({
    machine: createFormMachine({ id: 'domainForm', validate: validateDomainForm, empty: emptyDomainValues(), clean: { domain: domainFromAddress } }),
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

/** 更换主题 for the selection (or every matching domain): a dialog of its own, beside the section's two form slots. */
export const domainThemeChange = defineForm<ThemeChangeValues>({
  machine: createFormMachine({ id: 'domainThemeChange', validate: validateThemeChange, empty: themeChangeValues({ ids: [], count: 0 }) }),
  submit: (values) => domainApi.setTheme(values.target, values.theme),
  draftKey: draftKey('domain.theme'),
})
