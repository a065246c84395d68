import { Button } from '@radix-ui/themes'
import { DownloadIcon, PlusIcon, RowsIcon } from '@radix-ui/react-icons'
import { createLazyRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { Domain } from '../../api/domains'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { SelectionBar } from '../../ui/list/SelectionBar'
import { RowButton } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { domainBatchTheme } from '../../api/operations/domains'
import { useCapability } from '../section/useCapability'
import { useFormActor } from '../section/useFormActor'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { useThemeOptions } from '../section/useThemeOptions'
import { useScreenCommand } from '../../ui/palette/screenCommands'
import { BulkAddDialog, BulkReportDialog, emptyBulkValues } from './BulkAddDialog'
import { domainColumns, domainStatusOptions } from './columns'
import { DomainFormDialog, domainValues, emptyDomainValues } from './DomainFormDialog'
import { domainActions as actions, domainSection, domainThemeChange, themeChanged } from './section'
import { ThemeChangeDialog, themeChangeValues } from './ThemeChangeDialog'

export const Route = createLazyRoute('/_shell/domain')({ component: DomainPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { domainSection as section } from './section'

function DomainPage() {
  const themes = useThemeOptions()
  const { section, list, action, report, form, bulk, act, openForm, openBulk } = useSection(domainSection, useListRoute('/_shell/domain'))
  // the table's changeTheme, done: the list reloads, the selection is cleared, 撤销 is offered
  const themeChange = useFormActor({ ...domainThemeChange, onSaved: (done) => section.send(themeChanged(done)) })
  // an optional call: a backend without it gets no 更换主题 (docs/api.md, "Partial backends")
  const canChangeTheme = useCapability(domainBatchTheme)
  const query = useSelector(list, (state) => state.context.query)
  // the palette's 新增域名 and 批量添加域名 run these buttons' own handlers
  useScreenCommand('domain.create', () => openForm(emptyDomainValues(query.filters.theme)))
  useScreenCommand('domain.bulk', () => openBulk(emptyBulkValues(query.filters.theme)))

  return (
    <SectionPage
      title="域名管理"
      action={action}
      actions={
        <>
          <Button variant="soft" onClick={() => openBulk(emptyBulkValues(query.filters.theme))}>
            <RowsIcon /> 批量添加
          </Button>
          <Button onClick={() => openForm(emptyDomainValues(query.filters.theme))}>
            <PlusIcon /> 新增域名
          </Button>
        </>
      }
    >
      <ListToolbar list={list} actions={{ table: actions, act, runner: action, icons: { export: <DownloadIcon /> } }}>
        <KeywordBox list={list} placeholder="搜索域名、标题或关键词" />
        <FilterSelect list={list} filterKey="theme" label="主题" options={themes} />
        <FilterSelect list={list} filterKey="status" label="状态" options={domainStatusOptions} />
        <DateRangeFilter list={list} />
      </ListToolbar>
      <SelectionBar list={list}>
        {(selection) => (
          <>
            <ActionButton actions={actions} act={act} name="batchEnable" target={selection} />
            <ActionButton actions={actions} act={act} name="batchDisable" target={selection} />
            {canChangeTheme && (
              <Button
                variant="soft"
                onClick={() => themeChange.send({ type: 'form.open', values: themeChangeValues(selection, list.getSnapshot().context.items as Domain[]) })}
              >
                更换主题
              </Button>
            )}
            <ActionButton actions={actions} act={act} name="batchDelete" target={selection} />
          </>
        )}
      </SelectionBar>
      <DataTable
        list={list}
        columns={domainColumns}
        label="域名列表"
        settingsKey="domain"
        rowLabel={(row) => row.domain}
        selectable
        emptyText="还没有域名，点击「新增域名」或「批量添加」添加"
        rowActions={(row) => (
          <>
            <RowButton onClick={() => openForm(domainValues(row), row.id)}>编辑</RowButton>
            <ActionButton actions={actions} act={act} name={row.status === 'active' ? 'disable' : 'enable'} target={row} inRow />
            <ActionButton actions={actions} act={act} name="delete" target={row} inRow />
          </>
        )}
      />
      <Pagination list={list} />
      <DomainFormDialog form={form} themes={themes} />
      <BulkAddDialog form={bulk} themes={themes} />
      <BulkReportDialog report={report} />
      <ThemeChangeDialog form={themeChange} themes={themes} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
