import { Select } from '@radix-ui/themes'
import { useState } from 'react'
import { ClosedTrigger, type TriggerProps } from './ClosedTrigger'

export interface Option {
  label: string
  value: string
}

/**
 * The app's one select (a Radix Themes select) over a list of options. Radix draws every option of a closed select
 * off-screen so that the trigger can show the chosen one's text; here the trigger is given that text and the options
 * are drawn only while the list is open. A closed domain filter (120 sites and more) costs one button instead of a
 * few thousand elements on every screen that shows one (issue 14). Typing on the closed trigger to pick an option
 * is the one thing this gives up; the open list still finds an option by its first letters.
 */
export function OptionSelect({
  value,
  options,
  onValueChange,
  disabled,
  placeholder,
  ...trigger
}: {
  value: string
  options: Option[]
  onValueChange: (value: string) => void
  disabled?: boolean
  /** Shown while `value` is ''. */
  placeholder?: string
} & TriggerProps) {
  const [open, setOpen] = useState(false)
  // Radix's select (its providers, popper, collection, and a second draw once mounted) is made on the first open
  const [made, setMade] = useState(false)
  const label = options.find((option) => option.value === value)?.label
  if (!made) {
    const openNow = () => {
      setMade(true)
      setOpen(true)
    }
    return <ClosedTrigger {...trigger} label={label} placeholder={placeholder} disabled={disabled} onOpen={openNow} onClose={() => setOpen(false)} />
  }
  return (
    <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <Select.Trigger placeholder={placeholder} {...trigger}>
        {label}
      </Select.Trigger>
      {open && (
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      )}
    </Select.Root>
  )
}
