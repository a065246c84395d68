import { Button } from '@radix-ui/themes'
import { DownloadIcon, PlusIcon, ReloadIcon, RowsIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { backlinkApi } from '../../http/backlinks'
import { BACKLINK_FILTERS, type Backlink } from '../../api/backlinks'
import { bulkLines } from '../../api/bulk'
import { domainOptionsApi } from '../../http/domains'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { useReportActor } from '../../ui/form/ReportDialog'
import { useFormActor } from '../../ui/form/useFormActor'
import { DataTable } from '../../ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useListActor } from '../../ui/list/useListActor'
import { useOptions } from '../../ui/useOptions'
import { BacklinkFormDialog, emptyBacklink, validateBacklink, type BacklinkFormValues } from './BacklinkFormDialog'
import { BulkAddDialog, BulkAddReportDialog, emptyBulkAdd, validateBulkAdd, type BulkAddValues } from './BulkAddDialog'
import { columns, statusFilterOptions } from './columns'
import { describeAction, useBacklinkActions } from './useBacklinkActions'

export const Route = createLazyRoute('/_shell/anti-chain')({ component: AntiChainPage })

function AntiChainPage() {
  const list = useListActor<Backlink>({ search: Route.useSearch(), filterKeys: BACKLINK_FILTERS, fetchPage: backlinkApi.list })
  const domains = useOptions(domainOptionsApi.names)
  const query = useSelector(list, (state) => state.context.query)
  const total = useSelector(list, (state) => state.context.total)
  // the count a confirmation states must be the current filter's, not the one still on screen while loading
  const loading = useSelector(list, (state) => state.matches('loading'))
  const refresh = () => list.send({ type: 'list.refresh' })

  const form = useFormActor<BacklinkFormValues>({
    validate: validateBacklink,
    submit: (values, id) => {
      const input = { ...values, sourceUrl: values.sourceUrl.trim(), anchorText: values.anchorText.trim() }
      return id ? backlinkApi.update(id, input) : backlinkApi.create(input)
    },
    onSaved: refresh,
    draftKey: 'backlinks.form',
  })
  const report = useReportActor()
  const bulk = useFormActor<BulkAddValues>({
    validate: validateBulkAdd,
    submit: (values) => backlinkApi.bulkCreate({ targetDomain: values.targetDomain, rel: values.rel, lines: bulkLines(values.lines) }),
    onSaved: (output) => {
      report.send({ type: 'report.show', report: output })
      refresh()
    },
    draftKey: 'backlinks.bulk',
  })
  const actions = useBacklinkActions(refresh)
  const exporting = useSelector(actions, (state) => state.matches('running') && state.context.pending?.action === 'export')
  // a new link is most likely for the domain the list is showing
  const currentDomain = query.filters.targetDomain ?? ''

  return (
    <SectionPage
      title="反链管理"
      actions={
        <>
          <Button variant="soft" onClick={() => bulk.send({ type: 'form.open', values: emptyBulkAdd(currentDomain) })}>
            <RowsIcon /> 批量添加
          </Button>
          <Button onClick={() => form.send({ type: 'form.open', values: emptyBacklink(currentDomain) })}>
            <PlusIcon /> 添加反链
          </Button>
        </>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索来源链接或锚文本" />
        <FilterSelect list={list} filterKey="status" label="状态" options={statusFilterOptions} />
        <FilterSelect list={list} filterKey="targetDomain" label="目标域名" options={domains.options} />
        <Button
          variant="soft"
          disabled={total === 0 || loading}
          onClick={() => actions.send({ type: 'action.request', action: 'checkAll', ids: [], payload: { query, total }, confirm: true })}
        >
          <ReloadIcon /> 检测全部
        </Button>
        <Button
          variant="soft"
          color="gray"
          loading={exporting}
          onClick={() => actions.send({ type: 'action.request', action: 'export', ids: [], payload: { query, total } })}
        >
          <DownloadIcon /> 导出 CSV
        </Button>
      </ListToolbar>
      <SelectionBar list={list}>
        {(ids) => (
          <>
            <Button variant="soft" onClick={() => actions.send({ type: 'action.request', action: 'check', ids })}>
              立即检测
            </Button>
            <Button color="red" variant="soft" onClick={() => actions.send({ type: 'action.request', action: 'batchDelete', ids, confirm: true })}>
              批量删除
            </Button>
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="反链列表"
        rowLabel={(row) => row.sourceUrl}
        selectable
        emptyText="还没有反链，点击「添加反链」或「批量添加」"
        rowActions={(row) => (
          <>
            <Button variant="ghost" size="1" onClick={() => actions.send({ type: 'action.request', action: 'check', ids: [row.id] })}>
              检测
            </Button>
            <Button
              variant="ghost"
              size="1"
              onClick={() =>
                form.send({
                  type: 'form.open',
                  id: row.id,
                  values: { sourceUrl: row.sourceUrl, targetDomain: row.targetDomain, anchorText: row.anchorText, rel: row.rel },
                })
              }
            >
              编辑
            </Button>
            <Button
              variant="ghost"
              size="1"
              color="red"
              onClick={() => actions.send({ type: 'action.request', action: 'delete', ids: [row.id], label: row.sourceUrl, confirm: true })}
            >
              删除
            </Button>
          </>
        )}
      />
      <Pagination list={list} />
      <BacklinkFormDialog form={form} domainOptions={domains.options} />
      <BulkAddDialog form={bulk} domainOptions={domains.options} />
      <BulkAddReportDialog report={report} />
      <ConfirmDialog actions={actions} describe={describeAction} />
    </SectionPage>
  )
}
