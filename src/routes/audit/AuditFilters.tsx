import { IconButton } from '@radix-ui/themes'
import { Cross2Icon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { AuditEntry } from '../../api/audit'
import { resourceLabel } from '../../ui/history/values'
import type { ListActor } from '../../ui/list/ListActor'
import { useQueryChange } from '../../ui/list/useQueryChange'
import { Flex, Text } from '../../ui/lite'

/**
 * The 操作人 filter's choices: the operators of every entry this screen has shown (the contract lists no operators),
 * and the one the URL names, so a link filtered to someone shows them chosen.
 */
export function useOperatorOptions(list: ListActor) {
  const items = useSelector(list, (state) => state.context.items) as AuditEntry[]
  const chosen = useSelector(list, (state) => state.context.query.filters.operator ?? '')
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map())
  // a page naming someone new: kept (React's "adjust state while rendering"), so the choices outlive the page
  const unknown = items.filter((entry) => known.get(entry.operator) !== entry.operatorName)
  if (unknown.length > 0 || (chosen && !known.has(chosen))) {
    const next = new Map(known)
    for (const entry of unknown) next.set(entry.operator, entry.operatorName)
    if (chosen && !next.has(chosen)) next.set(chosen, chosen)
    setKnown(next)
  }
  return useMemo(() => [...known].map(([value, name]) => ({ value, label: name === value ? value : `${name}（${value}）` })), [known])
}

/** One row's history opened from its 历史 (`rowId` with `resource`): said on the toolbar, and cleared there. */
export function RowFilter({ list }: { list: ListActor }) {
  const rowId = useSelector(list, (state) => state.context.query.filters.rowId ?? '')
  const resource = useSelector(list, (state) => state.context.query.filters.resource ?? '')
  const { change } = useQueryChange(list)
  if (!rowId) return null
  const name = `${resource ? resourceLabel(resource) : ''}行 ${rowId}`
  return (
    <Flex gap="1" align="center">
      <Text size="2">只看{name}</Text>
      <IconButton
        variant="ghost"
        color="gray"
        aria-label={`不再只看${name}`}
        onClick={() => change(({ filters: { rowId: _rowId, ...rest } }) => ({ filters: rest }))}
      >
        <Cross2Icon aria-hidden />
      </IconButton>
    </Flex>
  )
}
