import { Select } from '@radix-ui/themes'
import { useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react'
import { classes } from './lite'

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
  // Radix's select (its providers, popper, collection, and a second draw once mounted) is made on the first open
  const [made, setMade] = useState(false)
  const label = options.find((option) => option.value === value)?.label
  if (!made) {
    const openNow = () => {
      setMade(true)
      setOpen(true)
    }
    return <ClosedTrigger {...trigger} label={label} placeholder={placeholder} disabled={disabled} onOpen={openNow} />
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

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown']

/**
 * A select that was never opened: the markup Radix's closed trigger renders (tests/unit/ui/optionSelect.test.tsx
 * compares them), opening as Radix's does: on a mouse's press, on a click without one (a touch, the field's label), or
 * on Space, Enter and the arrows. A list screen draws three or four selects (filters, 每页条数) and most are never
 * opened on a visit (issue 14).
 */
function ClosedTrigger({
  label,
  placeholder,
  disabled,
  onOpen,
  variant = 'surface',
  color,
  className,
  ...rest
}: Omit<TriggerProps, 'onPointerDown' | 'onClick' | 'onKeyDown'> & { label?: string; placeholder?: string; disabled?: boolean; onOpen: () => void }) {
  // as Radix's trigger: a click opens the list unless a mouse press on the trigger came first (a field's label forwards
  // its click here, with no press)
  const pointer = useRef('touch')
  const empty = label === undefined
  return (
    <button
      type="button"
      // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- as Radix's closed trigger: no list to name yet
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={empty ? '' : undefined}
      data-accent-color={color}
      {...rest}
      className={classes('rt-reset', 'rt-SelectTrigger', 'rt-r-size-2', `rt-variant-${variant}`, className)}
      onPointerDown={(event: PointerEvent) => {
        pointer.current = event.pointerType
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return
        event.preventDefault()
        onOpen()
      }}
      onClick={(event) => {
        // as Radix's: a label's click focuses the trigger (Safari would not)
        event.currentTarget.focus()
        if (pointer.current !== 'mouse') onOpen()
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        onOpen()
      }}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{empty ? placeholder : label}</span>
      </span>
      <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" xmlns="http://www.w3.org/2000/svg" className="rt-SelectIcon" aria-hidden="true">
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </button>
  )
}
