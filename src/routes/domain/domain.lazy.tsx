import { Button } from '@radix-ui/themes'
import { DownloadIcon, PlusIcon, RowsIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { useSession } from '../../app/SessionContext'
import { domainApi } from '../../http/domains'
import { DOMAIN_FILTERS, type BulkAddResult, type Domain } from '../../api/domains'
import { themeOptions } from '../../machines/themeListMachine'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { useReportActor } from '../../ui/form/ReportDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { useFormActor } from '../../ui/form/useFormActor'
import { DataTable } from '../../ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useListActor } from '../../ui/list/useListActor'
import { BulkAddDialog, BulkReportDialog, bulkInput, bulkReport, emptyBulkValues, validateBulk, type BulkFormValues } from './BulkAddDialog'
import { domainColumns, domainStatusOptions } from './columns'
import { describeDomainAction, runDomainAction } from './domainActions'
import { DomainFormDialog, domainChanges, domainValues, emptyDomainValues, newDomainInput, validateDomainForm, type DomainFormValues } from './DomainFormDialog'

export const Route = createLazyRoute('/_shell/domain')({ component: DomainPage })


function DomainPage() {
  const { themeList } = useSession()
  const themeNames = useSelector(themeList, (state) => state.context.names)
  const themes = useMemo(() => themeOptions(themeNames), [themeNames])
  const list = useListActor<Domain>({ search: Route.useSearch(), filterKeys: DOMAIN_FILTERS, fetchPage: domainApi.list })
  const query = useSelector(list, (state) => state.context.query)
  const refresh = () => list.send({ type: 'list.refresh' })

  const form = useFormActor<DomainFormValues>({
    validate: validateDomainForm,
    submit: (values, id) => (id ? domainApi.update(id, domainChanges(values)) : domainApi.create(newDomainInput(values))),
    onSaved: refresh,
    draftKey: 'domain.form',
  })
  const report = useReportActor()
  const bulk = useFormActor<BulkFormValues>({
    validate: validateBulk,
    submit: (values) => domainApi.bulkAdd(bulkInput(values)),
    onSaved: (output) => {
      refresh()
      report.send({ type: 'report.show', report: bulkReport(output as BulkAddResult) })
    },
    draftKey: 'domain.bulk',
  })
  const actions = useActionActor({
    run: runDomainAction,
    done: (pending) => {
      if (pending.action === 'export') return
      refresh()
      // row actions carry the row's name; those of the selection bar do not, and clear the selection when done
      if (!pending.label) list.send({ type: 'list.selectionCleared' })
    },
  })
  const exporting = useSelector(actions, (state) => state.matches('running') && state.context.pending?.action === 'export')
  const request = (action: string, ids: string[], label?: string, confirm = true) =>
    actions.send({ type: 'action.request', action, ids, label, confirm })

  return (
    <SectionPage
      title="域名管理"
      actions={
        <>
          <Button variant="soft" loading={exporting} onClick={() => actions.send({ type: 'action.request', action: 'export', ids: [], payload: query })}>
            <DownloadIcon /> 导出 CSV
          </Button>
          <Button variant="soft" onClick={() => bulk.send({ type: 'form.open', values: emptyBulkValues(query.filters.theme) })}>
            <RowsIcon /> 批量添加
          </Button>
          <Button onClick={() => form.send({ type: 'form.open', values: emptyDomainValues(query.filters.theme) })}>
            <PlusIcon /> 新增域名
          </Button>
        </>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索域名、标题或关键词" />
        <FilterSelect list={list} filterKey="theme" label="主题" options={themes} />
        <FilterSelect list={list} filterKey="status" label="状态" options={domainStatusOptions} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(ids) => (
          <>
            <Button variant="soft" onClick={() => request('enable', ids, undefined, false)}>
              批量启用
            </Button>
            <Button variant="soft" color="gray" onClick={() => request('disable', ids)}>
              批量停用
            </Button>
            <Button color="red" variant="soft" onClick={() => request('batchDelete', ids)}>
              批量删除
            </Button>
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={domainColumns}
        label="域名列表"
        rowLabel={(row) => row.domain}
        selectable
        emptyText="还没有域名，点击「新增域名」或「批量添加」添加"
        rowActions={(row) => (
          <>
            <Button variant="ghost" size="1" onClick={() => form.send({ type: 'form.open', id: row.id, values: domainValues(row) })}>
              编辑
            </Button>
            {row.status === 'active' ? (
              <Button variant="ghost" size="1" color="gray" onClick={() => request('disable', [row.id], row.domain)}>
                停用
              </Button>
            ) : (
              <Button variant="ghost" size="1" onClick={() => request('enable', [row.id], row.domain, false)}>
                启用
              </Button>
            )}
            <Button variant="ghost" size="1" color="red" onClick={() => request('delete', [row.id], row.domain)}>
              删除
            </Button>
          </>
        )}
      />
      <Pagination list={list} />
      <DomainFormDialog form={form} themes={themes} />
      <BulkAddDialog form={bulk} themes={themes} />
      <BulkReportDialog report={report} />
      <ConfirmDialog actions={actions} describe={describeDomainAction} />
    </SectionPage>
  )
}
