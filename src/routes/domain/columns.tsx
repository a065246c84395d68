import { DOMAIN_STATUS_LABELS, type Domain, type DomainStatus } from '../../api/domains'
import { formatDateTime } from '../../ui/format'
import type { Column } from '../../ui/list/DataTable'
import { Text } from '../../ui/lite'
import { StatusBadge, statusOptions, type StatusStyles } from '../../ui/StatusBadge'

export const domainStatusStyles: StatusStyles<DomainStatus> = {
  active: { label: DOMAIN_STATUS_LABELS.active, color: 'green' },
  inactive: { label: DOMAIN_STATUS_LABELS.inactive, color: 'gray' },
  pending: { label: DOMAIN_STATUS_LABELS.pending, color: 'amber' },
}

export const domainStatusOptions = statusOptions(domainStatusStyles)

export const domainColumns: Column<Domain>[] = [
  {
    key: 'domain',
    header: '域名',
    sortable: true,
    stack: true,
    cell: (row) => (
      <>
        <Text weight="medium">{row.domain}</Text>
        {row.title && (
          <Text size="1" color="gray">
            {row.title}
          </Text>
        )}
      </>
    ),
  },
  { key: 'theme', header: '主题', sortable: true, cell: (row) => row.theme },
  { key: 'status', header: '状态', sortable: true, cell: (row) => <StatusBadge value={row.status} styles={domainStatusStyles} /> },
  { key: 'keywords', header: '关键词', cell: (row) => <Text color="gray">{row.keywords || '—'}</Text> },
  { key: 'articleCount', header: '文章数', sortable: true, cell: (row) => row.articleCount },
  { key: 'createdAt', header: '创建时间', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
]
