import { Select } from '@radix-ui/themes'
import { useState, type ComponentProps } from 'react'

export interface Option {
  label: string
  value: string
}

type TriggerProps = Omit<ComponentProps<typeof Select.Trigger>, 'children' | 'placeholder'>

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
  return (
    <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} open={open} onOpenChange={setOpen}>
      <Select.Trigger placeholder={placeholder} {...trigger}>
        {options.find((option) => option.value === value)?.label}
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
