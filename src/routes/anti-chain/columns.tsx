import { Link } from '@radix-ui/themes'
import { BACKLINK_REL_LABELS, BACKLINK_RELS, BACKLINK_STATUS_LABELS, type Backlink, type BacklinkStatus } from '../../api/backlinks'
import { formatDateTime } from '../../ui/format'
import type { Column } from '../../ui/list/DataTable'
import { Text } from '../../ui/lite'
import { StatusBadge, statusOptions, type StatusStyles } from '../../ui/StatusBadge'

export const statusStyles: StatusStyles<BacklinkStatus> = {
  pending: { label: BACKLINK_STATUS_LABELS.pending, color: 'gray' },
  alive: { label: BACKLINK_STATUS_LABELS.alive, color: 'green' },
  dead: { label: BACKLINK_STATUS_LABELS.dead, color: 'red' },
}

export const statusFilterOptions = statusOptions(statusStyles)

export const relOptions = BACKLINK_RELS.map((rel) => ({ label: BACKLINK_REL_LABELS[rel], value: rel }))

/** Only http(s) URLs become links: a row from a misbehaving server must not carry a `javascript:` href. */
function SourceLink({ url }: { url: string }) {
  const safe = /^https?:\/\//i.test(url)
  // wrapped anywhere within its width (one line at 紧凑 unless very long: styles.css, .cell-text)
  return safe ? (
    <Link href={url} target="_blank" rel="noopener noreferrer nofollow" size="2" className="cell-text">
      {url}
    </Link>
  ) : (
    <Text size="2" className="cell-text">
      {url}
    </Text>
  )
}

export const columns: Column<Backlink>[] = [
  { key: 'sourceUrl', header: '来源链接', sortable: true, cell: (row) => <SourceLink url={row.sourceUrl} /> },
  { key: 'targetDomain', header: '目标域名', sortable: true, cell: (row) => row.targetDomain },
  { key: 'anchorText', header: '锚文本', sortable: true, cell: (row) => <Text weight="medium">{row.anchorText}</Text> },
  {
    key: 'rel',
    header: '链接属性',
    sortable: true,
    cell: (row) => (
      <Text wrap="nowrap" color={row.rel === 'nofollow' ? 'gray' : undefined}>
        {BACKLINK_REL_LABELS[row.rel] ?? row.rel}
      </Text>
    ),
  },
  { key: 'status', header: '状态', sortable: true, cell: (row) => <StatusBadge value={row.status} styles={statusStyles} /> },
  { key: 'lastCheckedAt', header: '最后检测', sortable: true, cell: (row) => (row.lastCheckedAt ? formatDateTime(row.lastCheckedAt) : '从未检测') },
  { key: 'createdAt', header: '添加时间', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
]
