import { Box, Button, Flex, Table, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { CSSProperties } from 'react'
import type { ListActor } from './ListActor'
import { useQueryChange } from './useQueryChange'
import { LoadFailed } from '../ErrorCallout'

/**
 * Placeholder rows while the first page loads: a page's worth, each as tall as a data row (`--data-row-height`), with
 * one bar per cell; the selection column shows a checkbox-sized square. One row of empty cells draws them all, a bar per
 * page row painted by the cell's background (`.data-table-skeleton`, styles.css): a page of bar elements was some 400
 * elements built, styled and thrown away on every list opened. The table body pulses as one layer
 * (`.data-table-loading`), a compositor animation instead of a repaint of every bar on every frame.
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
    <tr aria-hidden="true" className="rt-TableRow data-table-skeleton" style={{ '--skeleton-rows': rows } as CSSProperties}>
      {Array.from({ length: columns }, (_unused, cell) => (
        // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a placeholder cell of a row hidden from assistive tech
        <td key={cell} className={cellClass(cell)} />
      ))}
    </tr>
  )
}

/** No rows: say whether nothing exists yet or nothing matches, and offer to clear the filters. */
export function EmptyRow({ list, columns, emptyText }: { list: ListActor; columns: number; emptyText: string }) {
  const filtered = useSelector(list, (state) => state.context.query.keyword !== '' || Object.values(state.context.query.filters).some(Boolean))
  const { change } = useQueryChange(list)
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Flex direction="column" align="center" gap="3" py="6">
          <Text color="gray">{filtered ? '没有符合条件的数据' : emptyText}</Text>
          {filtered && (
            <Button variant="soft" onClick={() => change(() => ({ filters: {}, keyword: '' }))}>
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
