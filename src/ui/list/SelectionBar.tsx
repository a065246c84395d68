import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ListActor } from './ListActor'

/** Shown while rows are selected: how many, the bulk actions, and a way out. */
export function SelectionBar({ list, children }: { list: ListActor; children: (ids: string[]) => ReactNode }) {
  const selected = useSelector(list, (state) => state.context.selected)
  if (selected.length === 0) return null
  return (
    <Card size="1" role="region" aria-label="批量操作">
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" weight="medium">
          已选择 {selected.length} 项
        </Text>
        {children(selected)}
        <Button variant="ghost" color="gray" onClick={() => list.send({ type: 'list.selectionCleared' })}>
          取消选择
        </Button>
      </Flex>
    </Card>
  )
}
