import { Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes'
import { CalendarIcon } from '@radix-ui/react-icons'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { DateRangeKey } from '../../api/filters'
import { editRange, presetOf, presetRange, RANGE_PRESETS, readDay, type RangeDraft, type RangeEdit } from '../../machines/dateRange'

const BOUNDS: Record<DateRangeKey, string> = { from: '起', to: '止' }
const CALENDAR_LABELS: Record<DateRangeKey, string> = { from: '在日历中选择开始日期', to: '在日历中选择结束日期' }

/** Whether this browser opens a date input's calendar on request (all current ones; else the fields are typed only). */
const canPick = typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype

/**
 * One day of the range: a text field in the interface's form (YYYY-MM-DD) rather than the browser's date input, whose
 * segments follow the locale (mm/dd/yyyy) and take a Tab stop each. Beside it, for the mouse, the browser's own
 * calendar, opened from a hidden date input (the keyboard types the day).
 */
function DayField({
  label,
  calendarLabel,
  value,
  invalid,
  describedBy,
  onType,
  onFinish,
}: {
  label: string
  /** Not the field's label with more words: a search for the field by its label finds the field alone. */
  calendarLabel: string
  value: string
  invalid: boolean
  describedBy?: string
  onType: (text: string) => void
  onFinish: (text: string, enter: boolean) => void
}) {
  const picker = useRef<HTMLInputElement>(null)
  return (
    <TextField.Root
      type="text"
      aria-label={label}
      value={value}
      placeholder="YYYY-MM-DD"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      style={{ width: 150 }}
      onChange={(event) => onType(event.target.value)}
      onBlur={(event) => onFinish(event.currentTarget.value, false)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return
        event.preventDefault()
        onFinish(event.currentTarget.value, true)
      }}
    >
      {canPick && (
        <TextField.Slot side="right" style={{ position: 'relative' }}>
          <IconButton type="button" size="1" variant="ghost" color="gray" tabIndex={-1} aria-label={calendarLabel} onClick={() => picker.current?.showPicker()}>
            <CalendarIcon aria-hidden />
          </IconButton>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={readDay(value) || ''}
            onChange={(event) => onFinish(event.target.value, false)}
            style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, padding: 0, border: 0, opacity: 0, pointerEvents: 'none' }}
          />
        </TextField.Slot>
      )}
    </TextField.Root>
  )
}

/**
 * What the 创建时间 button opens: the two days, typed (a whole day in the interface's form is taken at once, other
 * forms when the field is left or Enter is pressed; Enter on a good range closes), and the presets, each of which
 * takes its range and closes. A text that is no day, and a start after the end, are said here and reach no list.
 */
export function DateRangeEditor({
  range,
  onApply,
  onDone,
  label = '创建时间',
}: {
  range: RangeDraft
  onApply: (range: RangeDraft) => void
  onDone: () => void
  /** What the range bounds (操作日志: 时间). */
  label?: string
}) {
  const [draft, setDraft] = useState(range)
  const [edit, setEdit] = useState<Pick<RangeEdit, 'problem' | 'invalid'>>({ problem: null, invalid: [] })
  const [shown, setShown] = useState(range)
  const messageId = useId()
  // the list's range changed (Back, 清除筛选, a link): the fields show it (React's "adjust state while rendering")
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range)
    setDraft(range)
    setEdit({ problem: null, invalid: [] })
  }
  const change = (key: DateRangeKey, text: string, finished = false) => {
    const result = editRange(draft, key, text, finished)
    setDraft(result.draft)
    setEdit(result)
    if (result.apply && (result.apply.from !== range.from || result.apply.to !== range.to)) onApply(result.apply)
    return result
  }
  const pick = (next: RangeDraft) => {
    onApply(next)
    onDone()
  }
  const active = presetOf(range)
  const field = (key: DateRangeKey) => (
    <DayField
      label={`${label} ${BOUNDS[key]}`}
      calendarLabel={CALENDAR_LABELS[key]}
      value={draft[key]}
      invalid={edit.invalid.includes(key)}
      describedBy={edit.invalid.includes(key) ? messageId : undefined}
      onType={(text) => change(key, text)}
      onFinish={(text, enter) => {
        const result = change(key, text, true)
        if (enter && !result.problem) onDone()
      }}
    />
  )
  return (
    <Flex direction="column" gap="3">
      <Flex role="group" aria-label={label} gap="2" align="center" wrap="wrap">
        {field('from')}
        <Text size="2" color="gray" aria-hidden>
          至
        </Text>
        {field('to')}
      </Flex>
      {edit.problem && (
        <Text id={messageId} size="1" color="red" role="alert">
          {edit.problem}
        </Text>
      )}
      <Flex role="group" aria-label="快捷选择" gap="2" wrap="wrap">
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            type="button"
            size="1"
            variant={active === preset.id ? 'solid' : 'soft'}
            aria-pressed={active === preset.id}
            onClick={() => pick(presetRange(preset.id))}
          >
            {preset.label}
          </Button>
        ))}
        <Button type="button" size="1" variant="soft" color="gray" disabled={!range.from && !range.to} onClick={() => pick({ from: '', to: '' })}>
          清除
        </Button>
      </Flex>
    </Flex>
  )
}
