import { Button } from '@radix-ui/themes'
import { DownloadIcon, PlusIcon, ReloadIcon, RowsIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { domainOptionsApi } from '../../http/domains'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { useOptionsSource, WithOptions } from '../../ui/useOptions'
import { RowButton } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { BacklinkFormDialog, backlinkValues, emptyBacklink } from './BacklinkFormDialog'
import { BulkAddDialog, BulkAddReportDialog, emptyBulkAdd } from './BulkAddDialog'
import { columns, statusFilterOptions } from './columns'
import { backlinkActions as actions, backlinkSection } from './section'

export const Route = createLazyRoute('/_shell/anti-chain')({ component: AntiChainPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { backlinkSection as section } from './section'

function AntiChainPage() {
  const { list, action, report, form, bulk, act, openForm, openBulk } = useSection(backlinkSection, useListRoute('/_shell/anti-chain'))
  const domains = useOptionsSource(domainOptionsApi.names)
  const query = useSelector(list, (state) => state.context.query)
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
      <ListToolbar list={list} actions={{ table: actions, act, runner: action, icons: { checkAll: <ReloadIcon />, export: <DownloadIcon /> } }}>
        <KeywordBox list={list} placeholder="搜索来源链接或锚文本" />
        <FilterSelect list={list} filterKey="status" label="状态" options={statusFilterOptions} />
        <FilterSelect list={list} filterKey="targetDomain" label="目标域名" options={domains} />
        <DateRangeFilter list={list} />
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
        rowLabel={(row) => row.sourceUrl}
        selectable
        emptyText="还没有反链，点击「添加反链」或「批量添加」"
        rowActions={(row) => (
          <>
            <ActionButton actions={actions} act={act} name="check" target={row} inRow />
            <RowButton onClick={() => openForm(backlinkValues(row), row.id)}>编辑</RowButton>
            <ActionButton actions={actions} act={act} name="delete" target={row} inRow />
          </>
        )}
      />
      <Pagination list={list} />
      <WithOptions source={domains}>
        {(domainOptions) => (
          <>
            <BacklinkFormDialog form={form} domainOptions={domainOptions} />
            <BulkAddDialog form={bulk} domainOptions={domainOptions} />
          </>
        )}
      </WithOptions>
      <BulkAddReportDialog report={report} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
