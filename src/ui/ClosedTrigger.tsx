import type { Select } from '@radix-ui/themes'
import { useRef, type ComponentProps, type KeyboardEvent, type PointerEvent as PressEvent } from 'react'
import { classes } from './lite'

export type TriggerProps = Omit<ComponentProps<typeof Select.Trigger>, 'children' | 'placeholder'>

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown']

/** A key that types a character (type-to-search), not a shortcut or a key that opens the list. */
export const typesCharacter = (event: KeyboardEvent) => event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey

/** The classes of Radix's select trigger (size 2) in `variant`. */
export const triggerClass = (variant: string, className?: string) => classes('rt-reset', 'rt-SelectTrigger', 'rt-r-size-2', `rt-variant-${variant}`, className)

/** What a select's trigger shows, as Radix's: the text (the choice, or the placeholder) and the chevron. */
export function TriggerFace({ text }: { text?: string }) {
  return (
    <>
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>{text}</span>
      </span>
      <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" xmlns="http://www.w3.org/2000/svg" className="rt-SelectIcon" aria-hidden="true">
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </>
  )
}

/**
 * What Radix's select does with the mouse press that opened it, which it keeps in a context the closed trigger cannot
 * reach: released after a drag of more than 10 px outside the list, the press closes it; released without one, it
 * picks nothing under the pointer.
 */
function watchPress(press: PressEvent, close: () => void) {
  let moved = false
  const move = (event: PointerEvent) => {
    moved = Math.abs(Math.round(event.pageX) - Math.round(press.pageX)) > 10 || Math.abs(Math.round(event.pageY) - Math.round(press.pageY)) > 10
  }
  const stop = () => {
    document.removeEventListener('pointermove', move)
    document.removeEventListener('pointerup', release, true)
    document.removeEventListener('pointerdown', stop, true)
  }
  const release = (event: PointerEvent) => {
    stop()
    if (!moved) event.preventDefault()
    else if (!(event.target instanceof Element && event.target.closest('[role="listbox"]'))) close()
  }
  document.addEventListener('pointermove', move)
  document.addEventListener('pointerup', release, true)
  // a release that never reached the document (jsdom sends it to the closed trigger, gone by then) ends at the next press
  document.addEventListener('pointerdown', stop, true)
}

/**
 * A select that was never opened: the markup Radix's closed trigger renders (tests/unit/ui/optionSelect.test.tsx
 * compares them), opening as Radix's does: on a mouse's press, on a click without one (a touch, the field's label), or
 * on Space, Enter and the arrows; a long list (`onType`) also opens on a typed character, which its search box then
 * holds. A list screen draws three or four selects (filters, 每页条数) and most are never opened on a visit: Radix's
 * select, drawn closed, still makes its providers, popper and collection and draws a second time once mounted.
 *
 * What that buys, measured (docs/bench.md, "Closed selects"; scripts/bench/abClosedTrigger.ts: the demo build with this
 * and with Radix's select from the first draw, 2 × 24 alternating runs, pooled): a menu step's rows are painted about
 * 6 % sooner (79 against 84 ms; paired difference 6.6 ms, bootstrap 95 % 1.5–11.5) for 4 % less main-thread CPU
 * (57.3 against 59.8 ms; 2.4 ms, 1.9–4.0). Worth keeping only while a new A/B still shows it.
 */
export function ClosedTrigger({
  label,
  placeholder,
  disabled,
  onOpen,
  onClose,
  onType,
  variant = 'surface',
  color,
  className,
  ...rest
}: Omit<TriggerProps, 'onPointerDown' | 'onClick' | 'onKeyDown'> & {
  label?: string
  placeholder?: string
  disabled?: boolean
  onOpen: () => void
  /** Closes the list this trigger opened: a press dragged off it and released, as on Radix's trigger. */
  onClose: () => void
  /** Opens a searchable list with the character typed on the trigger. */
  onType?: (character: string) => void
}) {
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
      className={triggerClass(variant, className)}
      onPointerDown={(event: PressEvent) => {
        pointer.current = event.pointerType
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return
        event.preventDefault()
        onOpen()
        watchPress(event, onClose)
      }}
      onClick={(event) => {
        // as Radix's: a label's click focuses the trigger (Safari would not)
        event.currentTarget.focus()
        if (pointer.current !== 'mouse') onOpen()
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (onType && typesCharacter(event)) {
          event.preventDefault()
          onType(event.key)
          return
        }
        if (!OPEN_KEYS.includes(event.key)) return
        event.preventDefault()
        onOpen()
      }}
    >
      <TriggerFace text={empty ? placeholder : label} />
    </button>
  )
}
