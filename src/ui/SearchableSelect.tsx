import { Popover, TextField } from '@radix-ui/themes'
import { CheckIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react'
import { TriggerFace, triggerClass, typesCharacter, type TriggerProps } from './ClosedTrigger'
import { matchOptions, type Option } from './optionSearch'

/** How far PageUp and PageDown move in the list. */
const PAGE = 10

// Styles in the elements (the CSP allows style attributes): a stylesheet of its own would be one more file named in
// what /login downloads (the route preload lists). The options look like Radix's select items.
const LIST: CSSProperties = { maxHeight: 'min(300px, 45vh)', overflowY: 'auto', marginTop: 'var(--space-2)', overscrollBehavior: 'contain' }
const ITEM: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--space-2)',
  minHeight: 'var(--space-6)',
  padding: 'var(--space-1) var(--space-2)',
  borderRadius: 'var(--radius-2)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 'var(--line-height-2)',
  color: 'var(--gray-12)',
  cursor: 'default',
  overflowWrap: 'anywhere',
}
const ACTIVE: CSSProperties = { ...ITEM, backgroundColor: 'var(--accent-9)', color: 'var(--accent-contrast)' }
const EMPTY: CSSProperties = { margin: 'var(--space-2) 0 0', padding: 'var(--space-2)', fontSize: 'var(--font-size-2)', color: 'var(--gray-11)' }

/**
 * The open part of a long select: a search box holding the focus, and the options it finds. The box is the
 * combobox (APG's "editable combobox with list autocomplete"): ↑ ↓ PageUp PageDown move the active option, Enter
 * takes it, Escape closes without choosing, Tab closes back to the select; a mouse picks with a click.
 */
function OptionSearch({
  value,
  options,
  noun,
  query,
  onQuery,
  onChoose,
  onLeave,
  input,
}: {
  value: string
  options: Option[]
  noun: string
  input: RefObject<HTMLInputElement | null>
  query: string
  onQuery: (query: string) => void
  onChoose: (value: string) => void
  onLeave: () => void
}) {
  const shown = useMemo(() => matchOptions(options, query), [options, query])
  // the chosen option is where the list opens; a search starts at its first match
  const [active, setActive] = useState(() =>
    query
      ? 0
      : Math.max(
          0,
          shown.findIndex((option) => option.value === value),
        ),
  )
  const [searched, setSearched] = useState(query)
  if (searched !== query) {
    setSearched(query)
    setActive(0)
  }
  const at = Math.min(active, shown.length - 1)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`
  useEffect(() => {
    document.getElementById(`${listId}-${at}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [listId, at])

  const move = (to: number) => setActive(Math.max(0, Math.min(shown.length - 1, to)))
  const keys: Record<string, () => void> = {
    ArrowDown: () => move(at + 1),
    ArrowUp: () => move(at - 1),
    PageDown: () => move(at + PAGE),
    PageUp: () => move(at - PAGE),
    Enter: () => at >= 0 && onChoose(shown[at].value),
    Tab: onLeave,
  }
  const found = shown.length > 0
  return (
    <>
      <TextField.Root
        ref={input}
        role="combobox"
        aria-label={`搜索${noun}`}
        aria-expanded={found}
        aria-controls={found ? listId : undefined}
        aria-activedescendant={found ? optionId(at) : undefined}
        aria-autocomplete="list"
        placeholder={`搜索${noun}`}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          const key = keys[event.key]
          if (!key || event.shiftKey || event.altKey) return
          event.preventDefault()
          // the select sits in forms and dialogs: its keys are its own
          event.stopPropagation()
          key()
        }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      {found ? (
        // the input keeps the focus while the mouse picks
        <div role="listbox" id={listId} aria-label={noun} tabIndex={-1} style={LIST} onMouseDown={(event) => event.preventDefault()}>
          {shown.map((option, index) => (
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the search box's (aria-activedescendant)
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              data-active={index === at ? '' : undefined}
              style={index === at ? ACTIVE : option.value === value ? { ...ITEM, fontWeight: 'var(--font-weight-medium)' } : ITEM}
              onPointerMove={() => index !== at && setActive(index)}
              onClick={() => onChoose(option.value)}
            >
              <span>{option.label}</span>
              {option.value === value && <CheckIcon aria-hidden />}
            </div>
          ))}
        </div>
      ) : (
        <p role="status" style={EMPTY}>
          没有匹配的{noun}
        </p>
      )}
    </>
  )
}

/**
 * A select over a long list (src/ui/OptionSelect.tsx decides which): the closed select's own markup as its trigger,
 * opening a popover that searches the options as one types (label, value, pinyin initials). Typing a character on
 * the trigger opens it with that character searched. Drawn once the select was first opened.
 */
export function SearchableSelect({
  value,
  label,
  options,
  onValueChange,
  open,
  onOpen,
  onClose,
  query,
  onQuery,
  noun,
  focused,
  disabled,
  placeholder,
  variant = 'surface',
  color,
  className,
  ...rest
}: Omit<TriggerProps, 'onKeyDown'> & {
  value: string
  /** What the trigger shows: the chosen option's label, or nothing for the placeholder. */
  label?: string
  options: Option[]
  onValueChange: (value: string) => void
  open: boolean
  /** Opens the list, with a character typed on the trigger added to its search. */
  onOpen: (typed?: string) => void
  onClose: () => void
  /** What the search box holds: the select keeps it, so that keys typed on the trigger before the box has the focus are in it. */
  query: string
  onQuery: (query: string) => void
  /** What the options are (域名): the search box is 搜索域名, an empty search says 没有匹配的域名. */
  noun: string
  /** The closed select it replaces had the focus: this trigger takes it at once. */
  focused: boolean
  disabled?: boolean
  placeholder?: string
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  // opened from the keyboard, the closed select this replaces had the focus: until the search box takes it, the next
  // keys come here (and go to the search), not to the page
  useLayoutEffect(() => {
    if (focused) trigger.current?.focus()
    // only as it replaces the closed select
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? onOpen() : onClose())}>
      <Popover.Trigger>
        <button
          ref={trigger}
          type="button"
          // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- Popover.Trigger sets aria-expanded and aria-controls
          role="combobox"
          aria-autocomplete="none"
          dir="ltr"
          disabled={disabled}
          data-disabled={disabled ? '' : undefined}
          data-placeholder={label === undefined ? '' : undefined}
          data-accent-color={color}
          {...rest}
          className={triggerClass(variant, className)}
          onKeyDown={(event) => {
            if (typesCharacter(event)) onOpen(event.key)
            else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpen()
            else return
            event.preventDefault()
          }}
        >
          <TriggerFace text={label ?? placeholder} />
        </button>
      </Popover.Trigger>
      <Popover.Content
        size="1"
        align="start"
        aria-label={`选择${noun}`}
        style={{ minWidth: 'max(var(--radix-popover-trigger-width), 240px)' }}
        onOpenAutoFocus={(event) => {
          // the cursor after what was typed on the select (Radix would select it, and the next key replace it)
          event.preventDefault()
          const box = input.current
          box?.focus()
          box?.setSelectionRange(box.value.length, box.value.length)
        }}
      >
        <OptionSearch
          value={value}
          options={options}
          noun={noun}
          query={query}
          onQuery={onQuery}
          input={input}
          onChoose={(next) => {
            onClose()
            if (next !== value) onValueChange(next)
          }}
          onLeave={onClose}
        />
      </Popover.Content>
    </Popover.Root>
  )
}
