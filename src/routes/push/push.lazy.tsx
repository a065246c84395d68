import { Button } from '@radix-ui/themes'
import { GearIcon, MixerHorizontalIcon, PaperPlaneIcon } from '@radix-ui/react-icons'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { domainOptionsApi } from '../../http/domains'
import type { PushRecord } from '../../api/push'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog } from '../../ui/form/ConfirmDialog'
import { DataTable } from '../../ui/list/DataTable'
import { DateRangeFilter } from '../../ui/list/DateRangeFilter'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { useOptionsSource, WithOptions } from '../../ui/useOptions'
import { RowButton } from '../../ui/lite'
import { ActionButton } from '../section/ActionButton'
import { useListRoute } from '../section/useListRoute'
import { useSection } from '../section/useSection'
import { useCapability } from '../section/useCapability'
import { pushSaveSettingsBatch } from '../../api/operations/push'
import { BatchSettingsDialog, useBatchSettingsDialog } from './BatchSettingsDialog'
import { columns, engineOptions, statusFilterOptions } from './columns'
import { PushDialog } from './PushDialog'
import { RecordDrawer } from './RecordDrawer'
import { originParam } from './origin'
import { articleIdsParam } from './search'
import { pushActions as actions, pushSection } from './section'
import { SettingsDialogs, useSettingsDialogs } from './SettingsDialog'
import { useComposerActor, useDrawerActor } from './usePushActors'
import { useScreenCommand } from '../../ui/palette/screenCommands'

export const Route = createLazyRoute('/_shell/push')({ component: PushPage })
// what its route's loader asks for the URL's page (src/routes/resources.ts)
export { pushSection as section } from './section'
const routeApi = getRouteApi('/_shell/push')

function PushPage() {
  const navigate = routeApi.useNavigate()
  const route = useListRoute('/_shell/push')
  const drawer = useDrawerActor()
  const show = (record: PushRecord) => drawer.send({ type: 'drawer.show', record })
  const { section, list, action, act } = useSection(pushSection, { ...route, answered: { retry: show } })
  const domains = useOptionsSource(domainOptionsApi.names)
  const currentDomain = useSelector(list, (state) => state.context.query.filters.domain ?? '')
  const composer = useComposerActor({
    pushed: (record) => {
      section.send({ type: 'section.changed' })
      show(record)
    },
    recorded: () => section.send({ type: 'section.changed' }),
    spreadPushed: () => section.send({ type: 'section.changed' }),
  })
  const settings = useSettingsDialogs()
  const batchSettings = useBatchSettingsDialog()
  // an optional call: a backend without it gets no 批量设置推送; each domain's 推送设置 still sets its keys
  const canBatchSettings = useCapability(pushSaveSettingsBatch)
  // the palette's 新建推送 and 批量设置推送 run these buttons' own handlers
  useScreenCommand('push.new', () => composer.send({ type: 'push.open', values: { domain: currentDomain } }))
  useScreenCommand('push.batchSettings', canBatchSettings ? batchSettings.open : null)

  // arriving from the article list's selection: open a push with those articles, once (a reload does not repeat it).
  // The router keeps raw search keys beside validated ones, so the param is read through the same check again.
  const articleIds = articleIdsParam(route.search.articleIds)
  // `returnTo`: the article list's address, where the screen goes back once that push ends (origin.ts)
  const origin = originParam(route.search.returnTo)
  useEffect(() => {
    if (!articleIds) return
    composer.send({ type: 'push.open', articleIds: articleIds.split(','), origin })
    void navigate({ search: ({ articleIds: _ids, returnTo: _returnTo, ...rest }) => rest, replace: true })
  }, [articleIds, origin, composer, navigate])

  return (
    <SectionPage
      title="文章推送"
      action={action}
      actions={
        <>
          <Button variant="soft" onClick={() => settings.open(currentDomain)}>
            <GearIcon /> 推送设置
          </Button>
          {canBatchSettings && (
            <Button variant="soft" onClick={batchSettings.open}>
              <MixerHorizontalIcon /> 批量设置推送
            </Button>
          )}
          <Button onClick={() => composer.send({ type: 'push.open', values: { domain: currentDomain } })}>
            <PaperPlaneIcon /> 新建推送
          </Button>
        </>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索域名、网址或说明" />
        <FilterSelect list={list} filterKey="engine" label="搜索引擎" options={engineOptions} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains} />
        <FilterSelect list={list} filterKey="status" label="状态" options={statusFilterOptions} />
        <DateRangeFilter list={list} />
      </ListToolbar>
      <DataTable
        list={list}
        columns={columns}
        label="推送记录"
        settingsKey="push"
        rowLabel={(row) => `#${row.id}`}
        emptyText="还没有推送记录，点击「新建推送」或在文章列表中选择文章推送"
        rowActions={(row) => (
          <>
            <RowButton aria-label={`记录 #${row.id} 的详情`} onClick={() => drawer.send({ type: 'drawer.open', id: row.id })}>
              详情
            </RowButton>
            {row.retryableCount > 0 && (
              <ActionButton actions={actions} act={act} name="retry" target={{ ...row, count: row.retryableCount }} label={`重新推送记录 #${row.id}`} inRow />
            )}
          </>
        )}
      />
      <Pagination list={list} />
      <WithOptions source={domains}>
        {(domainOptions) => (
          <>
            <PushDialog composer={composer} domainOptions={domainOptions} openSettings={(domain) => settings.open(domain, true)} />
            <SettingsDialogs chooser={settings.chooser} secrets={settings.secrets} domainOptions={domainOptions} />
            <BatchSettingsDialog form={batchSettings.form} keys={batchSettings.keys} domainOptions={domainOptions} />
          </>
        )}
      </WithOptions>
      <RecordDrawer drawer={drawer} onRetry={(record) => act('retry', { ...record, count: record.retryable.length })} />
      <ConfirmDialog actions={action} />
    </SectionPage>
  )
}
