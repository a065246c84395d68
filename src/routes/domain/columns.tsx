import { Flex, Text } from '@radix-ui/themes'
import type { Domain, DomainStatus } from '../../http/domains'
import { formatDateTime } from '../../ui/format'
import type { Column } from '../../ui/list/DataTable'
import { StatusBadge, statusOptions, type StatusStyles } from '../../ui/StatusBadge'

export const domainStatusStyles: StatusStyles<DomainStatus> = {
  active: { label: '启用', color: 'green' },
  inactive: { label: '停用', color: 'gray' },
  pending: { label: '待审核', color: 'amber' },
}

export const domainStatusOptions = statusOptions(domainStatusStyles)

export const domainColumns: Column<Domain>[] = [
  {
    key: 'domain',
    header: '域名',
    sortable: true,
    cell: (row) => (
      <Flex direction="column" gap="1">
        <Text weight="medium">{row.domain}</Text>
        {row.title && (
          <Text size="1" color="gray">
            {row.title}
          </Text>
        )}
      </Flex>
    ),
  },
  { key: 'theme', header: '主题', sortable: true, cell: (row) => row.theme },
  { key: 'status', header: '状态', sortable: true, cell: (row) => <StatusBadge value={row.status} styles={domainStatusStyles} /> },
  { key: 'keywords', header: '关键词', cell: (row) => <Text color="gray">{row.keywords || '—'}</Text> },
  { key: 'articleCount', header: '文章数', sortable: true, cell: (row) => row.articleCount },
  { key: 'createdAt', header: '创建时间', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
]
