import { Button, Callout, DataList, Dialog, Flex, IconButton, Link, Separator, Spinner, Text } from '@radix-ui/themes'
import { Cross2Icon, ReloadIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useSyncExternalStore } from 'react'
import { quotaDay, type PushRecord } from '../../api/push'
import { useActionCooldown, waitingLabel } from '../../ui/cooldown'
import { keepOpenForToasts, useFocusReturn } from '../../ui/focusReturn'
import { formatDateTime } from '../../ui/format'
import { useDrawnOnceOpen } from '../../ui/form/drawnOnceOpen'
import { StatusBadge } from '../../ui/StatusBadge'
import { EngineBadge, statusStyles } from './columns'
import { UrlSection } from './UrlSection'
import type { DrawerActor } from './usePushActors'
import './push.css'
import { LoadFailed } from '../../ui/ErrorCallout'

/** What a re-push sends, in the words the drawer and the confirmation use. */
export const RETRY_EXPLAINED =
  '这些网址格式正确、属于本站，但这次没有被接受（额度用完、密钥无效、搜索引擎出错）。排除原因后可以重新推送；不合法和不属于本站的网址不会重新推送，请修改后在「新建推送」中提交。'

const noChanges = () => () => {}

function Details({ record, drawer, onRetry }: { record: PushRecord; drawer: DrawerActor; onRetry: (record: PushRecord) => void }) {
  // what was left of the quota after this push: today's only when it was pushed today (China time), else that day's
  const today = useSyncExternalStore(noChanges, () => quotaDay(Date.now()))
  const ofToday = quotaDay(Date.parse(record.createdAt)) === today
  // the row's 重新推送 and this one are the same action: refused as too soon, both wait
  const waiting = useActionCooldown('retry')
  return (
    <Flex direction="column" gap="5">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>状态</DataList.Label>
          <DataList.Value>
            <StatusBadge value={record.status} styles={statusStyles} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>域名</DataList.Label>
          <DataList.Value>{record.domain}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>搜索引擎</DataList.Label>
          <DataList.Value>
            <EngineBadge engine={record.engine} />
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>推送时间</DataList.Label>
          <DataList.Value>{formatDateTime(record.createdAt)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>成功 / 提交</DataList.Label>
          <DataList.Value>
            {record.success} / {record.urlCount}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{ofToday ? '今日剩余额度' : '当日剩余额度'}</DataList.Label>
          <DataList.Value>{record.remain ?? '—'}</DataList.Value>
        </DataList.Item>
        {record.retryOf && (
          <DataList.Item>
            <DataList.Label>重新推送自</DataList.Label>
            <DataList.Value>
              <Link asChild>
                <button type="button" onClick={() => drawer.send({ type: 'drawer.open', id: record.retryOf! })}>
                  记录 #{record.retryOf}
                </button>
              </Link>
            </DataList.Value>
          </DataList.Item>
        )}
      </DataList.Root>
      <Callout.Root color={record.status === 'failed' ? 'red' : record.status === 'partial' ? 'amber' : 'green'} highContrast>
        <Callout.Text>{record.message}</Callout.Text>
      </Callout.Root>
      {record.retryable.length > 0 && (
        <UrlSection
          title="未被接受、可重新推送的网址"
          urls={record.retryable}
          color="amber"
          actions={
            <Button size="1" disabled={waiting > 0} onClick={() => onRetry(record)}>
              <ReloadIcon /> {waitingLabel(`重新推送 ${record.retryable.length} 条`, waiting)}
            </Button>
          }
        >
          {RETRY_EXPLAINED}
        </UrlSection>
      )}
      <Separator size="4" />
      <UrlSection title="提交的网址" urls={record.urls} />
      <UrlSection title="不合法的网址" urls={record.notValid} color="red">
        格式不正确或不是 http/https 网址，搜索引擎不会接受。
      </UrlSection>
      <UrlSection title="不属于本站的网址" urls={record.notSameSite} color="red">
        不是 {record.domain} 的网址，请推送到它们所属的域名。
      </UrlSection>
    </Flex>
  )
}

/** A push record in full, in a sheet along the right edge: what was sent, what was refused and why, and a re-push. */
export function RecordDrawer(props: { drawer: DrawerActor; onRetry: (record: PushRecord) => void }) {
  const open = useSelector(props.drawer, (state) => !state.matches('closed'))
  return useDrawnOnceOpen(open) ? <DrawnRecordDrawer {...props} open={open} /> : null
}

function DrawnRecordDrawer({ drawer, onRetry, open }: { drawer: DrawerActor; onRetry: (record: PushRecord) => void; open: boolean }) {
  const record = useSelector(drawer, (state) => state.context.record) as PushRecord | null
  const id = useSelector(drawer, (state) => state.context.id)
  const loading = useSelector(drawer, (state) => state.matches('loading'))
  const error = useSelector(drawer, (state) => (state.matches('failed') ? state.context.error : null))
  const returnFocus = useFocusReturn(open)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && drawer.send({ type: 'drawer.close' })}>
      <Dialog.Content className="push-drawer" maxWidth="100vw" onCloseAutoFocus={returnFocus} onInteractOutside={keepOpenForToasts}>
        <Flex align="start" justify="between" gap="3">
          <Dialog.Title>推送记录{id ? ` #${id}` : ''}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="关闭">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="4">
          每条网址都按原样显示为文本；可复制各分组的网址。
        </Dialog.Description>
        {loading && (
          <Flex align="center" gap="2">
            <Spinner /> <Text color="gray">正在加载推送记录…</Text>
          </Flex>
        )}
        {error && <LoadFailed what="推送记录" error={error} onRetry={() => drawer.send({ type: 'drawer.retry' })} />}
        {record && !loading && <Details record={record} drawer={drawer} onRetry={onRetry} />}
      </Dialog.Content>
    </Dialog.Root>
  )
}
