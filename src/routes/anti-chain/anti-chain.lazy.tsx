import { Button } from '@radix-ui/themes'
import { DownloadIcon, PlusIcon, ReloadIcon, RowsIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { domainOptionsApi } from '../../http/domains'
import type { ListScope } from '../../machines/actionTable'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import type { ListActor } from '../../ui/list/ListActor'
import { useOptions } from '../../ui/useOptions'
import { RowButton } from '../../ui/lite'
import { ActionButton, listScopeOf } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { BacklinkFormDialog, emptyBacklink } from './BacklinkFormDialog'
import { BulkAddDialog, BulkAddReportDialog, emptyBulkAdd } from './BulkAddDialog'
import { columns, statusFilterOptions } from './columns'
import { backlinkActions as actions, backlinkSection } from './section'

export const Route = createLazyRoute('/_shell/anti-chain')({ component: AntiChainPage })

function AntiChainPage() {
  const { list, action, report, form, bulk, act, openForm, openBulk } = useSection(backlinkSection, useListRoute('/_shell/anti-chain'))
  const domains = useOptions(domainOptionsApi.names)
  const query = useSelector(list, (state) => state.context.query)
  const exporting = useSelector(action, (state) => state.matches('running') && state.context.pending?.action === 'export')
  // a new link is most likely for the domain the list is showing
  const currentDomain = query.filters.targetDomain ?? ''

  return (
    <SectionPage
      title="反链管理"
      action={action}
      actions={
        <>
          <Button variant="soft" onClick={() => openBulk(emptyBulkAdd(currentDomain))}>
            <RowsIcon /> 批量添加
          </Button>
          <Button onClick={() => openForm(emptyBacklink(currentDomain))}>
            <PlusIcon /> 添加反链
          </Button>
        </>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索来源链接或锚文本" />
        <FilterSelect list={list} filterKey="status" label="状态" options={statusFilterOptions} />
        <FilterSelect list={list} filterKey="targetDomain" label="目标域名" options={domains.options} />
        <DateRangeFilter list={list} />
        <CheckAllButton list={list} act={act} />
        <Button variant="soft" color="gray" loading={exporting} onClick={() => act('export', listScopeOf(list))}>
          <DownloadIcon /> 导出 CSV
        </Button>
      </ListToolbar>
      <SelectionBar list={list}>
        {(selection) => (
          <>
            <ActionButton actions={actions} act={act} name="batchCheck" target={selection} />
            <ActionButton actions={actions} act={act} name="batchDelete" target={selection} />
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={columns}
        label="反链列表"
        settingsKey="anti-chain"
        compactRowHeight={56}
        rowLabel={(row) => row.sourceUrl}
        selectable
        emptyText="还没有反链，点击「添加反链」或「批量添加」"
        rowActions={(row) => (
          <>
            <ActionButton actions={actions} act={act} name="check" target={row} inRow />
            <RowButton onClick={() => openForm({ sourceUrl: row.sourceUrl, targetDomain: row.targetDomain, anchorText: row.anchorText, rel: row.rel }, row.id)}>
              编辑
            </RowButton>
            <ActionButton actions={actions} act={act} name="delete" target={row} inRow />
          </>
        )}
      />
      <Pagination list={list} />
      <BacklinkFormDialog form={form} domainOptions={domains.options} />
      <BulkAddDialog form={bulk} domainOptions={domains.options} />
      <BulkAddReportDialog report={report} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}

/**
 * 检测全部, for the list's current filter. Its own subscriptions to the list: the page does not draw itself again each
 * time a page of rows comes.
 */
function CheckAllButton({ list, act }: { list: ListActor; act: (name: 'checkAll', target: ListScope) => void }) {
  const query = useSelector(list, (state) => state.context.query)
  const total = useSelector(list, (state) => state.context.total)
  // the count a confirmation states must be the current filter's, not the one still on screen while loading
  const loading = useSelector(list, (state) => state.matches('loading'))
  return (
    <ActionButton actions={actions} act={act} name="checkAll" target={{ query, total }} disabled={total === 0 || loading}>
      <ReloadIcon />
    </ActionButton>
  )
}
