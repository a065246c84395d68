import { Button, Checkbox, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import type { CSSProperties, ReactNode } from 'react'
import type { ListRow } from '../../machines/listMachine'
import { EmptyRow, ErrorRow, SkeletonRows } from './ListStates'
import type { ListActor } from './ListActor'

export interface Column<Row> {
  /** The field: also what the server sorts by when `sortable`. */
  key: string
  header: string
  sortable?: boolean
  cell: (row: Row) => ReactNode
  width?: string
}

export function DataTable<Row extends ListRow>({
  list,
  columns,
  label,
  rowLabel,
  selectable = false,
  rowActions,
  emptyText = '暂无数据',
  rowHeight = 64,
}: {
  list: ListActor
  columns: Column<Row>[]
  /** The table's accessible name. */
  label: string
  /** How a row is named in its checkbox's label, e.g. its domain. */
  rowLabel: (row: Row) => string
  selectable?: boolean
  rowActions?: (row: Row) => ReactNode
  emptyText?: string
  /**
   * The least height of a row in px: the skeleton's rows are this tall, so nothing moves when the data arrives. Raise
   * it for rows whose cells show more lines (the comment list: 3).
   */
  rowHeight?: number
}) {
  const items = useSelector(list, (state) => state.context.items) as Row[]
  const selected = useSelector(list, (state) => state.context.selected)
  const sort = useSelector(list, (state) => state.context.query.sort)
  const order = useSelector(list, (state) => state.context.query.order)
  const loading = useSelector(list, (state) => state.matches('loading'))
  const failed = useSelector(list, (state) => state.matches('failed'))
  const loadedOnce = useSelector(list, (state) => state.context.loadedOnce)
  const pageSize = useSelector(list, (state) => state.context.query.pageSize)
  const span = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)
  const allChecked = items.length > 0 && items.every((row) => selected.includes(row.id))
  const someChecked = !allChecked && items.some((row) => selected.includes(row.id))

  let body: ReactNode
  if (failed) body = <ErrorRow list={list} columns={span} />
  else if (loading && !loadedOnce) body = <SkeletonRows columns={span} rows={pageSize} selectable={selectable} actions={!!rowActions} />
  else if (items.length === 0 && !loading) body = <EmptyRow list={list} columns={span} emptyText={emptyText} />
  else
    body = items.map((row) => (
      <Table.Row key={row.id} data-row-id={row.id} aria-selected={selectable ? selected.includes(row.id) : undefined}>
        {selectable && (
          <Table.Cell className="data-table-select">
            <Checkbox
              aria-label={`选择 ${rowLabel(row)}`}
              checked={selected.includes(row.id)}
              onCheckedChange={() => list.send({ type: 'list.rowToggled', id: row.id })}
            />
          </Table.Cell>
        )}
        {columns.map((column) => (
          <Table.Cell key={column.key}>{column.cell(row)}</Table.Cell>
        ))}
        {rowActions && (
          <Table.Cell className="data-table-actions">
            <Flex gap="2" wrap="nowrap">
              {rowActions(row)}
            </Flex>
          </Table.Cell>
        )}
      </Table.Row>
    ))

  return (
    // the table box scrolls both ways inside itself (never the page): the header row sticks to its top, the
    // selection column to its left and 操作 to its right (styles.css, .data-table)
    <Table.Root
      variant="surface"
      aria-busy={loading}
      className={loading && loadedOnce ? 'data-table table-reloading' : 'data-table'}
      style={{ '--data-row-height': `${rowHeight}px` } as CSSProperties}
    >
      {/* Table.Root's props land on its scroll wrapper: the caption is what names the <table> itself */}
      <VisuallyHidden asChild>
        <caption>{label}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          {selectable && (
            <Table.ColumnHeaderCell width="40px" className="data-table-select">
              <Checkbox
                aria-label="选择本页全部"
                checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                disabled={items.length === 0}
                onCheckedChange={() => list.send({ type: 'list.pageToggled' })}
              />
            </Table.ColumnHeaderCell>
          )}
          {columns.map((column) => (
            <Table.ColumnHeaderCell
              key={column.key}
              width={column.width}
              aria-sort={sort === column.key ? (order === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined}
            >
              {column.sortable ? (
                <Button variant="ghost" color="gray" highContrast size="2" onClick={() => list.send({ type: 'list.sortToggled', column: column.key })}>
                  <Text weight="bold">{column.header}</Text>
                  {sort !== column.key ? <CaretSortIcon aria-hidden /> : order === 'asc' ? <ArrowUpIcon aria-hidden /> : <ArrowDownIcon aria-hidden />}
                </Button>
              ) : (
                <Text>{column.header}</Text>
              )}
            </Table.ColumnHeaderCell>
          ))}
          {rowActions && <Table.ColumnHeaderCell className="data-table-actions">操作</Table.ColumnHeaderCell>}
        </Table.Row>
      </Table.Header>
      <Table.Body>{body}</Table.Body>
    </Table.Root>
  )
}
