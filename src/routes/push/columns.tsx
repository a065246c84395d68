import { PUSH_ENGINE_LABELS, PUSH_ENGINES, PUSH_STATUS_LABELS, type PushEngine, type PushRecordSummary, type PushStatus } from '../../api/push'
import { formatDateTime } from '../../ui/format'
import type { Column } from '../../ui/list/DataTable'
import { Badge, Text } from '../../ui/lite'
import { StatusBadge, statusOptions, type StatusStyles } from '../../ui/StatusBadge'

export const statusStyles: StatusStyles<PushStatus> = {
  success: { label: PUSH_STATUS_LABELS.success, color: 'green' },
  partial: { label: PUSH_STATUS_LABELS.partial, color: 'amber' },
  failed: { label: PUSH_STATUS_LABELS.failed, color: 'red' },
}

export const statusFilterOptions = statusOptions(statusStyles)
export const engineOptions = PUSH_ENGINES.map((engine) => ({ label: PUSH_ENGINE_LABELS[engine], value: engine }))

/** One colour for every engine (the app loads few colour scales); the name tells them apart. */
export function EngineBadge({ engine }: { engine: PushEngine }) {
  return (
    <Badge color="indigo" variant="outline">
      {PUSH_ENGINE_LABELS[engine] ?? engine}
    </Badge>
  )
}

/** `8 / 10`: accepted of submitted (the column sorts by the number submitted). */
const accepted = (row: Pick<PushRecordSummary, 'success' | 'urlCount'>) => `${row.success} / ${row.urlCount}`

export const columns: Column<PushRecordSummary>[] = [
  { key: 'createdAt', header: '推送时间', sortable: true, cell: (row) => <Text wrap="nowrap">{formatDateTime(row.createdAt)}</Text> },
  { key: 'domain', header: '域名', sortable: true, cell: (row) => <Text wrap="nowrap">{row.domain}</Text> },
  { key: 'engine', header: '搜索引擎', sortable: true, cell: (row) => <EngineBadge engine={row.engine} /> },
  { key: 'urlCount', header: '成功 / 网址数', sortable: true, cell: (row) => <Text wrap="nowrap">{accepted(row)}</Text> },
  { key: 'remain', header: '剩余额度', cell: (row) => (row.remain === null ? <Text color="gray">—</Text> : row.remain) },
  { key: 'status', header: '状态', sortable: true, cell: (row) => <StatusBadge value={row.status} styles={statusStyles} /> },
  {
    key: 'message',
    header: '说明',
    cell: (row) => (
      <Text size="2" color={row.status === 'failed' ? 'red' : 'gray'} className="cell-text">
        {row.message}
      </Text>
    ),
  },
]
