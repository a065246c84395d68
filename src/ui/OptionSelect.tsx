import { Select } from '@radix-ui/themes'
import { useRef, useState } from 'react'
import { ClosedTrigger, type TriggerProps } from './ClosedTrigger'
import type { Option } from './optionSearch'
import { SearchableSelect } from './SearchableSelect'

export type { Option } from './optionSearch'

/**
 * From this many options a select searches: more than any fixed list of the app has (statuses, engines,
 * page sizes: four at most with 全部…), so every list drawn from data (domains, themes) gets the search box.
 */
export const SEARCH_FROM = 6

/**
 * The app's one select (a Radix Themes select) over a list of options. Radix draws every option of a closed select
 * off-screen so that the trigger can show the chosen one's text; here the trigger is given that text and the options
 * are drawn only while the list is open. A closed domain filter (120 sites and more) costs one button instead of a
 * few thousand elements on every screen that shows one, and a list's first draw stays quick. Typing on the closed
 * trigger to pick an option is the one thing this gives up; the open list still finds an option by its first letters.
 *
 * A long list (SEARCH_FROM options or more) opens a search box instead (src/ui/SearchableSelect.tsx): it filters as
 * one types, by label, value or pinyin initials, and typing on the closed select opens it with that character.
 */
export function OptionSelect({
  value,
  options,
  onValueChange,
  disabled,
  placeholder,
  noun,
  ...trigger
}: {
  value: string
  options: Option[]
  onValueChange: (value: string) => void
  disabled?: boolean
  /** Shown while `value` is ''. */
  placeholder?: string
  /** What the options are, for a long list's search (搜索域名, 没有匹配的域名); its label (aria-label) by default. */
  noun?: string
} & TriggerProps) {
  // whether the list is open, and a long list's search: the characters typed on the select while it opens (a fast
  // typist's second key reaches the trigger before the search box has the focus) are all searched
  const [popup, setPopup] = useState({ open: false, query: '' })
  // Radix's select (its providers, popper, collection, and a second draw once mounted) is made on the first open
  const [made, setMade] = useState(false)
  // whether the closed trigger had the focus when it opened (a key, not a press)
  const [focused, setFocused] = useState(false)
  const closed = useRef<HTMLButtonElement>(null)
  // a value not among the options (they are loading, or it went) is shown as it is rather than as nothing
  const label = options.find((option) => option.value === value)?.label ?? (value || undefined)
  const searchable = options.length >= SEARCH_FROM
  const openNow = (character = '') => {
    setPopup((current) => ({ open: true, query: current.open ? current.query + character : character }))
    if (!made) setFocused(closed.current !== null && closed.current === document.activeElement)
    setMade(true)
  }
  const close = () => setPopup({ open: false, query: '' })
  if (!made) {
    return (
      <ClosedTrigger
        {...trigger}
        ref={closed}
        label={label}
        placeholder={placeholder}
        disabled={disabled}
        onOpen={() => openNow()}
        // a long list's popover is left with Escape, Tab or a press outside it: no press dragged off a list to watch
        onClose={searchable ? () => {} : close}
        onType={searchable ? openNow : undefined}
      />
    )
  }
  if (searchable) {
    return (
      <SearchableSelect
        {...trigger}
        value={value}
        label={label}
        options={options}
        onValueChange={onValueChange}
        open={popup.open}
        onOpen={openNow}
        onClose={close}
        query={popup.query}
        focused={focused}
        onQuery={(query) => setPopup((current) => ({ ...current, query }))}
        noun={noun ?? trigger['aria-label'] ?? '选项'}
        disabled={disabled}
        placeholder={placeholder}
      />
    )
  }
  return (
    <Select.Root value={value} onValueChange={onValueChange} disabled={disabled} open={popup.open} onOpenChange={(next) => (next ? openNow() : close())}>
      <Select.Trigger placeholder={placeholder} {...trigger}>
        {label}
      </Select.Trigger>
      {popup.open && (
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
