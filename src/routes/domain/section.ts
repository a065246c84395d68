import { DOMAIN_FILTERS } from '../../api/filters'
import { draftKey } from '../../app/drafts'
import type { Domain } from '../../api/domains'
import { domainApi } from '../../http/domains'
import { defineActions, type ConfirmText } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { saveDownload } from '../../ui/download'
import { defineForm, defineSection } from '../section/define'
import { deleteActions } from '../section/deleteActions'
import { bulkInput, bulkReport, emptyBulkValues, validateBulk, type BulkFormValues } from './BulkAddDialog'
import { domainChanges, emptyDomainValues, newDomainInput, validateDomainForm, type DomainFormValues } from './DomainFormDialog'

const disabling = (which: string): ConfirmText => ({ title: '停用域名', description: `确定停用${which}吗？停用后可以随时重新启用。`, confirmLabel: '停用' })
const selected = (ids: string[]) => `选中的 ${ids.length} 个域名`

export const domainActions = defineActions<Domain>()({
  enable: { scope: 'row', label: '启用', run: (row) => domainApi.setStatus([row.id], 'active') },
  disable: {
    scope: 'row',
    label: '停用',
    tone: 'gray',
    confirm: (row) => disabling(`域名「${row.domain}」`),
    run: (row) => domainApi.setStatus([row.id], 'inactive'),
  },
  batchEnable: { scope: 'selection', label: '批量启用', run: ({ ids }) => domainApi.setStatus(ids, 'active') },
  batchDisable: {
    scope: 'selection',
    label: '批量停用',
    tone: 'gray',
    confirm: ({ ids }) => disabling(selected(ids)),
    run: ({ ids }) => domainApi.setStatus(ids, 'inactive'),
  },
  ...deleteActions<Domain>({
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
          }
        : null,
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
    machine: createFormMachine({ id: 'domainForm', validate: validateDomainForm, empty: emptyDomainValues() }),
    submit: (values, id) => (id ? domainApi.update(id, domainChanges(values)) : domainApi.create(newDomainInput(values))),
    draftKey: draftKey('domain.form'),
  }),
  bulk: defineForm<BulkFormValues>({
    machine: createFormMachine({ id: 'domainBulk', validate: validateBulk, empty: emptyBulkValues() }),
    submit: (values) => domainApi.bulkAdd(bulkInput(values)).then(bulkReport),
    draftKey: draftKey('domain.bulk'),
  }),
  reports: ['bulk'],
})
