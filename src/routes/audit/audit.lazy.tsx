import { Link as TextLink } from '@radix-ui/themes'
import { DownloadIcon } from '@radix-ui/react-icons'
import { createLazyRoute, Link, useRouter } from '@tanstack/react-router'
import type { AuditEntry } from '../../api/audit'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { focusRowWhenShown } from '../../ui/list/focusRow'
import { MAIN_ID } from '../../ui/focusReturn'
import { Pagination } from '../../ui/list/Pagination'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { RowFilter, useOperatorOptions } from './AuditFilters'
import { NoAudit, useAuditLacking } from './NoAudit'
import { ChangesOpenProvider } from './changesOpen'
import { actionOptions, columns, resourceOptions } from './columns'
import { rowLink } from './rowLink'
import { auditActions as actions, auditSection } from './section'

export const Route = createLazyRoute('/_shell/audit')({ component: AuditPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { auditSection as section } from './section'

/**
 * The link from an entry to its row while the row exists: its list filtered to it, or the article's editor. A list
 * filtered by a name can hold more rows than this one (a visitor's other comments): the focus, and with it the row
 * cursor, goes to the entry's own row once the list shows it.
 */
function RowLinkCell({ entry }: { entry: AuditEntry }) {
  const router = useRouter()
  const link = rowLink(entry)
  if (!link) return null
  // once the list is the screen (the click only starts the navigation)
  const onRow = () => {
    const stop = router.subscribe('onResolved', ({ toLocation }) => {
      stop()
      const main = document.getElementById(MAIN_ID)
      if (main && toLocation.pathname === link.to) focusRowWhenShown(main, String(entry.rowIds[0]), () => router.state.location.pathname === link.to)
    })
  }
  const name = `${link.label}（${entry.summary}）`
  return (
    <TextLink asChild size="2">
      {'params' in link ? (
        <Link to={link.to} params={link.params} aria-label={name}>
          {link.label}
        </Link>
      ) : (
        <Link to={link.to} search={link.search} aria-label={name} onClick={onRow}>
          {link.label}
        </Link>
      )}
    </TextLink>
  )
}

/** The trail, or, from a backend known to lack it, a plain statement of that instead of a list that cannot load. */
function AuditPage() {
  return useAuditLacking() ? <NoAudit /> : <AuditList />
}

function AuditList() {
  const { list, action, act } = useSection(auditSection, useListRoute('/_shell/audit'))
  const operators = useOperatorOptions(list)
  return (
    <SectionPage title="操作日志" action={action}>
      <ListToolbar list={list} actions={{ table: actions, act, runner: action, icons: { export: <DownloadIcon /> } }}>
        <KeywordBox list={list} placeholder="搜索摘要、行 ID 或修改的值" />
        <FilterSelect list={list} filterKey="operator" label="操作人" options={operators} />
        <FilterSelect list={list} filterKey="resource" label="对象" options={resourceOptions} />
        <FilterSelect list={list} filterKey="action" label="动作" options={actionOptions} />
        <DateRangeFilter list={list} label="时间" />
        <RowFilter list={list} />
      </ListToolbar>
      <ChangesOpenProvider>
        <DataTable
          list={list}
          columns={columns}
          label="操作日志"
          settingsKey="audit"
          rowLabel={(entry) => entry.summary}
          emptyText="还没有操作记录"
          rowActions={(entry) => <RowLinkCell entry={entry} />}
        />
      </ChangesOpenProvider>
      <Pagination list={list} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
