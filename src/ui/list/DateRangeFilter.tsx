import { Button, IconButton, Popover } from '@radix-ui/themes'
import { CalendarIcon, Cross2Icon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { rangeSummary, type RangeDraft } from '../../machines/dateRange'
import { Flex } from '../lite'
import { DateRangeEditor } from './DateRangeEditor'
import type { ListActor } from './ListActor'
import { useQueryChange } from './useQueryChange'

/**
 * The 创建时间 filter of a list: two calendar days, both included, in the operator's own time zone (the list sends
 * the instants their day starts and ends). Closed, it is one button saying the range and, while there is one, a
 * button clearing it: two Tab stops on the toolbar, not four. The button opens the days to type (YYYY-MM-DD, as the
 * app writes dates, whatever the browser's locale), a calendar, and the presets 今天, 近 7 天, 近 30 天, 本月.
 */
export function DateRangeFilter({ list, label = '创建时间' }: { list: ListActor; /** What the range bounds (操作日志: 时间). */ label?: string }) {
  const from = useSelector(list, (state) => state.context.query.filters.from ?? '')
  const to = useSelector(list, (state) => state.context.query.filters.to ?? '')
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const { change } = useQueryChange(list)
  // both days at once: one history entry
  const apply = (range: RangeDraft) => change((query) => ({ filters: { ...query.filters, ...range } }))
  return (
    <Flex gap="1" align="center">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger>
          <Button ref={trigger} variant="surface" color="gray">
            <CalendarIcon aria-hidden />
            {label}：{rangeSummary({ from, to })}
          </Button>
        </Popover.Trigger>
        <Popover.Content size="2" align="start" aria-label={label}>
          <DateRangeEditor range={{ from, to }} onApply={apply} onDone={() => setOpen(false)} label={label} />
        </Popover.Content>
      </Popover.Root>
      {(from || to) && (
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={`清除${label}`}
          onClick={() => {
            apply({ from: '', to: '' })
            // this button goes with the range: the eye stays on the filter
            trigger.current?.focus()
          }}
        >
          <Cross2Icon aria-hidden />
        </IconButton>
      )}
    </Flex>
  )
}
