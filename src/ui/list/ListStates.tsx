import { Box, Button, Flex, Table, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ListActor } from './ListActor'
import { LoadFailed } from '../ErrorCallout'

/**
 * Placeholder rows while the first page loads: a page's worth, each as tall as a data row (the cells' least height,
 * `--data-row-height`), with one bar per cell that never wraps; the selection column shows a checkbox-sized square.
 * Plain elements with Radix's table classes: the bars hold still and the table body holding them pulses as one layer
 * (`.data-table-loading`, styles.css), where Radix's Skeleton repaints every one of some 160 bars on every frame.
 */
export function SkeletonRows({
  columns,
  rows = 10,
  selectable = false,
  actions = false,
}: {
  columns: number
  rows?: number
  selectable?: boolean
  actions?: boolean
}) {
  const cellClass = (cell: number) =>
    selectable && cell === 0 ? 'rt-TableCell data-table-select' : actions && cell === columns - 1 ? 'rt-TableCell data-table-actions' : 'rt-TableCell'
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true" className="rt-TableRow data-table-skeleton">
          {Array.from({ length: columns }, (_unused, cell) => (
            // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a placeholder cell of a row hidden from assistive tech
            <td key={cell} className={cellClass(cell)}>
              <span className={selectable && cell === 0 ? 'skeleton-bar skeleton-box' : 'skeleton-bar'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  )
}

/** No rows: say whether nothing exists yet or nothing matches, and offer to clear the filters. */
export function EmptyRow({ list, columns, emptyText }: { list: ListActor; columns: number; emptyText: string }) {
  const filtered = useSelector(list, (state) => state.context.query.keyword !== '' || Object.values(state.context.query.filters).some(Boolean))
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Flex direction="column" align="center" gap="3" py="6">
          <Text color="gray">{filtered ? '没有符合条件的数据' : emptyText}</Text>
          {filtered && (
            <Button variant="soft" onClick={() => list.send({ type: 'list.filtersCleared' })}>
              清除筛选条件
            </Button>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  )
}

export function ErrorRow({ list, columns }: { list: ListActor; columns: number }) {
  const error = useSelector(list, (state) => state.context.error)
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Box py="6">
          <LoadFailed what="列表" error={error} onRetry={() => list.send({ type: 'list.retry' })} align="center" />
        </Box>
      </Table.Cell>
    </Table.Row>
  )
}
