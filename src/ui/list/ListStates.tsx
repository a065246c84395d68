import { Button, Callout, Flex, Skeleton, Table, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ListActor } from './ListActor'

export function SkeletonRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Row key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_unused, cell) => (
            <Table.Cell key={cell}>
              <Skeleton>
                <Text>加载中的占位</Text>
              </Skeleton>
            </Table.Cell>
          ))}
        </Table.Row>
      ))}
    </>
  )
}

/** No rows: say whether nothing exists yet or nothing matches, and offer to clear the filters. */
export function EmptyRow({ list, columns, emptyText }: { list: ListActor; columns: number; emptyText: string }) {
  const filtered = useSelector(
    list,
    (state) => state.context.query.keyword !== '' || Object.values(state.context.query.filters).some(Boolean),
  )
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
        <Flex direction="column" align="center" gap="3" py="6">
          <Callout.Root color="red" role="alert">
            <Callout.Text>列表加载失败：{error}</Callout.Text>
          </Callout.Root>
          <Button onClick={() => list.send({ type: 'list.retry' })}>重试</Button>
        </Flex>
      </Table.Cell>
    </Table.Row>
  )
}
