import { Button, Flex, Table, Text } from '@radix-ui/themes'
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { memo, type ReactNode } from 'react'
import { toggleSort, type ListRow } from '../../machines/listMachine'
import { wholePageSelected } from '../../machines/listSelection'
import type { Column } from './column'
import type { ListActor } from './ListActor'
import { RowCheckbox } from './RowCheckbox'
import { useQueryChange } from './useQueryChange'

/**
 * The header row: select-all, a sort button on each sortable column, and the last cell (操作, or empty on a list
 * without row actions) holding `settings`, the 列设置 menu.
 */
export const TableHead = memo(TableHeadRow) as typeof TableHeadRow

function TableHeadRow<Row extends ListRow>({
  list,
  columns,
  selectable,
  actions,
  settings,
}: {
  list: ListActor
  columns: Column<Row>[]
  selectable: boolean
  actions: boolean
  settings: ReactNode
}) {
  const sort = useSelector(list, (state) => state.context.query.sort)
  const order = useSelector(list, (state) => state.context.query.order)
  const { change } = useQueryChange(list)
  return (
    <Table.Header>
      <Table.Row>
        {selectable && (
          <Table.ColumnHeaderCell width="40px" className="data-table-select">
            <PageCheckbox list={list} />
          </Table.ColumnHeaderCell>
        )}
        {columns.map((column) => (
          <Table.ColumnHeaderCell
            key={column.key}
            width={column.width}
            aria-sort={sort === column.key ? (order === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined}
          >
            {column.sortable ? (
              <Button variant="ghost" color="gray" highContrast size="2" onClick={() => change((query) => toggleSort(query, column.key))}>
                <Text weight="bold">{column.header}</Text>
                {sort !== column.key ? <CaretSortIcon aria-hidden /> : order === 'asc' ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />}
              </Button>
            ) : (
              <Text>{column.header}</Text>
            )}
          </Table.ColumnHeaderCell>
        ))}
        <Table.ColumnHeaderCell className="data-table-actions">
          <Flex align="center" justify="between" gap="3">
            {actions ? '操作' : null}
            {settings}
          </Flex>
        </Table.ColumnHeaderCell>
      </Table.Row>
    </Table.Header>
  )
}

/** 选择本页全部: its own subscriber, so a new page of rows or a row chosen redraws this box, not the header. */
function PageCheckbox({ list }: { list: ListActor }) {
  const state = useSelector(list, ({ context }) => {
    if (context.items.length === 0) return 'empty'
    if (wholePageSelected(context)) return 'all'
    return context.items.some((row) => context.selected.includes(row.id)) ? 'some' : 'none'
  })
  return (
    <RowCheckbox
      label="选择本页全部"
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={state === 'empty'}
      onToggle={() => list.send({ type: 'list.pageToggled' })}
    />
  )
}
