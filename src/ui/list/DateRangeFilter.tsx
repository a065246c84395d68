import { Flex, Text, TextField } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import { editRange, type RangeDraft } from '../../machines/dateRange'
import type { DateRangeKey } from '../../api/filters'
import type { ListActor } from './ListActor'

const LABELS: Record<DateRangeKey, string> = { from: '创建时间 起', to: '创建时间 止' }

/**
 * The 创建时间 filter of a list: two calendar days, both included, in the operator's own time zone (the list sends
 * the instants their day starts and ends). A start after the end is refused here, next to the fields.
 */
export function DateRangeFilter({ list }: { list: ListActor }) {
  const from = useSelector(list, (state) => state.context.query.filters.from ?? '')
  const to = useSelector(list, (state) => state.context.query.filters.to ?? '')
  const [draft, setDraft] = useState<RangeDraft>({ from, to })
  const [problem, setProblem] = useState<string | null>(null)
  const [shown, setShown] = useState<RangeDraft>({ from, to })
  const messageId = useId()
  // the list's range changed (this field, Back, 清除筛选, a link): the fields show it (React's "adjust state while rendering")
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to })
    setDraft({ from, to })
    setProblem(null)
  }

  const change = (key: DateRangeKey, value: string) => {
    const edit = editRange(draft, key, value)
    setDraft(edit.draft)
    setProblem(edit.problem)
    if (edit.apply) list.send({ type: 'list.filtersChanged', filters: edit.apply })
  }
  const field = (key: DateRangeKey) => (
    <TextField.Root
      type="date"
      aria-label={LABELS[key]}
      value={draft[key]}
      // the picker offers only days that keep the range the right way round
      min={key === 'to' ? draft.from || undefined : undefined}
      max={key === 'from' ? draft.to || undefined : undefined}
      aria-invalid={!!problem}
      aria-describedby={problem ? messageId : undefined}
      onChange={(event) => change(key, event.target.value)}
    />
  )
  return (
    <Flex role="group" aria-label="创建时间" gap="2" align="center" wrap="wrap">
      <Text size="2" color="gray" aria-hidden>
        创建时间
      </Text>
      {field('from')}
      <Text size="2" color="gray" aria-hidden>
        至
      </Text>
      {field('to')}
      {problem && (
        <Text id={messageId} size="1" color="red" role="alert">
          {problem}
        </Text>
      )}
    </Flex>
  )
}
