import { Button } from '@radix-ui/themes'
import { GearIcon, PaperPlaneIcon } from '@radix-ui/react-icons'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { domainOptionsApi } from '../../http/domains'
import { PUSH_ENGINE_LABELS, PUSH_FILTERS, recordOfRefusal, type PushEngine, type PushRecord, type PushRecordSummary } from '../../api/push'
import { pushApi } from '../../http/push'
import { isRequestError } from '../../machines/requestErrors'
import type { PendingAction } from '../../machines/actionMachine'
import { SectionPage } from '../../ui/SectionPage'
import { ConfirmDialog, type ConfirmText } from '../../ui/form/ConfirmDialog'
import { useActionActor } from '../../ui/form/useActionActor'
import { DataTable } from '../../ui/list/DataTable'
import { FilterSelect, KeywordBox, ListToolbar } from '../../ui/list/ListToolbar'
import { Pagination } from '../../ui/list/Pagination'
import { useListActor } from '../../ui/list/useListActor'
import { useOptions } from '../../ui/useOptions'
import { columns, engineOptions, statusFilterOptions } from './columns'
import { PushDialog } from './PushDialog'
import { RETRY_EXPLAINED, RecordDrawer } from './RecordDrawer'
import { articleIdsParam, type PushSearch } from './route'
import { SettingsDialogs, useSettingsDialogs } from './SettingsDialog'
import { useComposerActor, useDrawerActor } from './usePushActors'

export const Route = createLazyRoute('/_shell/push')({ component: PushPage })

/** What a re-push needs to say in its confirmation. */
interface RetryScope {
  count: number
  engine: PushEngine
  domain: string
}

function describeRetry(pending: PendingAction): ConfirmText {
  const { count, engine, domain } = pending.payload as RetryScope
  return {
    title: '重新推送',
    description: `将把记录 #${pending.ids[0]} 中未被接受的 ${count} 条网址重新推送到${PUSH_ENGINE_LABELS[engine]}（${domain}），会占用今日额度。${RETRY_EXPLAINED}`,
    confirmLabel: '重新推送',
  }
}

function PushPage() {
  const search = Route.useSearch() as PushSearch
  const navigate = useNavigate()
  const list = useListActor<PushRecordSummary>({ search, filterKeys: PUSH_FILTERS, fetchPage: pushApi.list })
  const domains = useOptions(domainOptionsApi.names)
  const currentDomain = useSelector(list, (state) => state.context.query.filters.domain ?? '')
  const refresh = () => list.send({ type: 'list.refresh' })
  const drawer = useDrawerActor()
  const show = (record: PushRecord) => drawer.send({ type: 'drawer.show', record })
  const composer = useComposerActor({
    pushed: (record) => {
      refresh()
      show(record)
    },
    recorded: refresh,
  })
  const settings = useSettingsDialogs()
  const actions = useActionActor({
    run: ({ ids }) =>
      pushApi.retry(ids[0]).catch((error: unknown) => {
        // a re-push the engine refused is still in the history: show it
        const record = isRequestError(error, 'business') ? recordOfRefusal(error.data) : null
        if (record) {
          refresh()
          show(record)
        }
        throw error
      }),
    done: (_, output) => {
      refresh()
      show(output as PushRecord)
    },
  })
  const retry = (record: Pick<PushRecord, 'id' | 'engine' | 'domain'> & { count: number }) =>
    actions.send({ type: 'action.request', action: 'retry', ids: [record.id], confirm: true, payload: { count: record.count, engine: record.engine, domain: record.domain } })

  // arriving from the article list's selection: open a push with those articles, once (a reload does not repeat it).
  // The router keeps raw search keys beside validated ones, so the param is read through the same check again.
  const articleIds = articleIdsParam(search.articleIds)
  useEffect(() => {
    if (!articleIds) return
    composer.send({ type: 'push.open', articleIds: articleIds.split(',') })
    void navigate({ to: '.', search: (({ articleIds: _ids, ...rest }: PushSearch) => rest) as never, replace: true })
  }, [articleIds, composer, navigate])

  return (
    <SectionPage
      title="文章推送"
      actions={
        <>
          <Button variant="soft" onClick={() => settings.open(currentDomain)}>
            <GearIcon /> 推送设置
          </Button>
          <Button onClick={() => composer.send({ type: 'push.open', values: { domain: currentDomain } })}>
            <PaperPlaneIcon /> 新建推送
          </Button>
        </>
      }
    >
      <ListToolbar list={list}>
        <KeywordBox list={list} placeholder="搜索域名、网址或说明" />
        <FilterSelect list={list} filterKey="engine" label="搜索引擎" options={engineOptions} />
        <FilterSelect list={list} filterKey="domain" label="域名" options={domains.options} />
        <FilterSelect list={list} filterKey="status" label="状态" options={statusFilterOptions} />
      </ListToolbar>
      <DataTable
        list={list}
        columns={columns}
        label="推送记录"
        rowLabel={(row) => `#${row.id}`}
        emptyText="还没有推送记录，点击「新建推送」或在文章列表中选择文章推送"
        rowActions={(row) => (
          <>
            <Button variant="ghost" size="1" aria-label={`记录 #${row.id} 的详情`} onClick={() => drawer.send({ type: 'drawer.open', id: row.id })}>
              详情
            </Button>
            {row.retryableCount > 0 && (
              <Button variant="ghost" size="1" aria-label={`重新推送记录 #${row.id}`} onClick={() => retry({ ...row, count: row.retryableCount })}>
                重新推送
              </Button>
            )}
          </>
        )}
      />
      <Pagination list={list} />
      <PushDialog composer={composer} domainOptions={domains.options} openSettings={(domain) => settings.open(domain, true)} />
      <RecordDrawer drawer={drawer} onRetry={(record) => retry({ ...record, count: record.retryable.length })} />
      <SettingsDialogs chooser={settings.chooser} secrets={settings.secrets} domainOptions={domains.options} />
      <ConfirmDialog actions={actions} describe={describeRetry} />
    </SectionPage>
  )
}
