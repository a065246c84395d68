import { draftKey } from '../../app/drafts'
import type { Backlink } from '../../api/backlinks'
import { backlinkApi } from '../../http/backlinks'
import { defineActions } from '../../machines/actionTable'
import { createFormMachine } from '../../machines/formMachine'
import { saveDownload } from '../../ui/download'
import { defineForm, defineSection } from '../section/define'
import { checkingVersions } from '../section/versionChecks'
import { matchParams } from '../../api/list'
import { undoableDeleteActions } from '../section/deleteActions'
import { backlinkLabels, backlinkValues, emptyBacklink, validateBacklink, type BacklinkFormValues } from './BacklinkFormDialog'
import { bulkAddInput, bulkAddReport, emptyBulkAdd, validateBulkAdd, type BulkAddValues } from './BulkAddDialog'

export const backlinkActions = checkingVersions(
  defineActions<Backlink>()({
    check: { scope: 'row', label: '检测', run: (row) => backlinkApi.check({ ids: [row.id] }) },
    batchCheck: { scope: 'selection', label: '立即检测', keepSelection: true, run: (selection) => backlinkApi.check(selection) },
    ...undoableDeleteActions<Backlink>({
      noun: '反链',
      counter: '条',
      which: (row) => `来自 ${row.sourceUrl} 的反链`,
      remove: backlinkApi.remove,
      batchRemove: backlinkApi.batchRemove,
      restore: backlinkApi.restore,
      canRestore: backlinkApi.canRestore,
    }),
    checkAll: {
      scope: 'list',
      label: '检测全部',
      confirm: ({ total }) => ({
        title: '检测全部反链',
        description: `将检测符合当前筛选条件的全部 ${total} 条反链，并更新它们的状态。`,
        confirmLabel: '开始检测',
      }),
      run: ({ query }) => backlinkApi.check({ filter: matchParams(query) }),
    },
    export: {
      scope: 'list',
      label: '导出 CSV',
      tone: 'gray',
      refresh: false,
      run: ({ query }) => backlinkApi.exportCsv(query).then((file) => saveDownload(file, 'backlinks.csv')),
    },
  }),
  backlinkApi.versions,
  backlinkLabels,
  // a re-check is the same whatever changed
  { except: ['check', 'batchCheck'] },
)

export const backlinkSection = defineSection({
  fetchPage: backlinkApi.list,
  actions: backlinkActions,
  form: defineForm<BacklinkFormValues>({
    machine: createFormMachine({
      id: 'backlinkForm',
      validate: validateBacklink,
      empty: emptyBacklink(),
      fromRow: (row) => backlinkValues(row as unknown as Backlink),
    }),
    submit: (values, id) => {
      const input = { ...values, sourceUrl: values.sourceUrl.trim(), anchorText: values.anchorText.trim() }
      return id ? backlinkApi.update(id, input) : backlinkApi.create(input)
    },
    draftKey: draftKey('backlinks.form'),
  }),
  bulk: defineForm<BulkAddValues>({
    machine: createFormMachine({ id: 'backlinkBulk', validate: validateBulkAdd, empty: emptyBulkAdd() }),
    submit: (values) => backlinkApi.bulkCreate(bulkAddInput(values)).then((result) => bulkAddReport(result, values)),
    draftKey: draftKey('backlinks.bulk'),
  }),
  reports: ['bulk'],
})
