import { Button, Card, Flex, Text } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { Selection } from '../../machines/actionTable'
import { offersAllMatching, selectionOf } from '../../machines/listSelection'
import type { ListActor } from './ListActor'
import { useFocusOnLeave } from './useFocusOnLeave'

/**
 * Shown while rows are selected: how many, the bulk actions, and a way out. When the whole page is selected and more
 * rows match, it offers to select all of them: the bulk actions then apply to every matching row, on every page
 * (`{ filter }` instead of `{ ids }`). A list whose actions need ids (the push dialog's article picker) sets
 * `offerAll={false}`.
 */
export function SelectionBar({ list, offerAll = true, children }: { list: ListActor; offerAll?: boolean; children: (selection: Selection) => ReactNode }) {
  const selected = useSelector(list, (state) => state.context.selected)
  const allMatching = useSelector(list, (state) => state.context.allMatching)
  const total = useSelector(list, (state) => state.context.total)
  const query = useSelector(list, (state) => state.context.query)
  const offer = useSelector(list, (state) => offerAll && offersAllMatching(state.context))
  const selection = selectionOf({ selected, allMatching, total, query })
  // done with the selection (a bulk action cleared it): focus goes on to the table, not to <body>
  const leave = useFocusOnLeave<HTMLDivElement>(!!selection)
  if (!selection) return null
  return (
    <Card size="1" role="region" aria-label="批量操作" {...leave}>
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" weight="medium">
          {allMatching ? `已选择全部 ${total} 条匹配结果` : offer ? `已选择本页 ${selected.length} 条` : `已选择 ${selected.length} 项`}
        </Text>
        {offer && (
          <Button variant="ghost" onClick={() => list.send({ type: 'list.allMatchingSelected' })}>
            {`选择全部 ${total} 条匹配结果`}
          </Button>
        )}
        {children(selection)}
        <Button variant="ghost" color="gray" onClick={() => list.send({ type: 'list.selectionCleared' })}>
          取消选择
        </Button>
      </Flex>
    </Card>
  )
}
