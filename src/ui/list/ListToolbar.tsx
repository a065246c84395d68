import { Button, Flex, Kbd, TextField } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { OptionSelect, type Option } from '../OptionSelect'
import { useShortcut } from '../shortcuts/keys'
import { WithOptions, type OptionsSource } from '../useOptions'
import { SHORTCUTS } from '../shortcuts/registry'
import type { ActionTable } from '../../machines/actionTable'
import { ListActions, type ToolbarActions } from './ListActions'
import type { ListActor } from './ListActor'
import { useQueryChange } from './useQueryChange'

/**
 * The keyword box. Every keystroke replaces the URL's keyword, whose load is debounced by the request gate; while an
 * input method is composing (pinyin) nothing is sent until the characters are chosen. "/" anywhere on the screen
 * outside a field and a dialog puts the cursor in it (one of the shortcuts: src/ui/shortcuts/registry.ts).
 */
export function KeywordBox({ list, placeholder }: { list: ListActor; placeholder: string }) {
  const keyword = useSelector(list, (state) => state.context.query.keyword)
  const [text, setText] = useState(keyword)
  const composing = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  // not while typing or over a dialog (src/ui/shortcuts/registry.ts); a box inside a dialog leaves "/" to the screen's
  useShortcut(SHORTCUTS.search, () => {
    const box = input.current
    if (!box?.isConnected || box.closest('[role="dialog"]')) return false
    box.focus()
  })
  // the query can change without typing (Back, 清除筛选): show it
  useEffect(() => {
    if (!composing.current) setText(keyword)
  }, [keyword])
  const { change } = useQueryChange(list)
  const send = (value: string) => change(() => ({ keyword: value }), { typing: true })
  return (
    <TextField.Root
      ref={input}
      type="search"
      aria-label="搜索"
      aria-keyshortcuts="/"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        if (!composing.current) send(event.target.value)
      }}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={(event) => {
        composing.current = false
        send(event.currentTarget.value)
      }}
      style={{ minWidth: 'min(300px, 100%)' }}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon aria-hidden />
      </TextField.Slot>
      <TextField.Slot side="right">
        <Kbd size="1" aria-hidden title="按 / 开始搜索">
          /
        </Kbd>
      </TextField.Slot>
    </TextField.Root>
  )
}

const ALL = '__all__'

interface FilterSelectProps {
  list: ListActor
  filterKey: string
  label: string
  /** The choices, or a source of them that loads after the screen: then only this select follows it. */
  options: Option[] | OptionsSource
}

/** A filter select whose first option, 全部…, removes the filter. */
export function FilterSelect({ options, ...props }: FilterSelectProps) {
  if (Array.isArray(options)) return <FilterSelectOf {...props} options={options} />
  return <WithOptions source={options}>{(loaded) => <FilterSelectOf {...props} options={loaded} />}</WithOptions>
}

function FilterSelectOf({ list, filterKey, label, options }: Omit<FilterSelectProps, 'options'> & { options: Option[] }) {
  const value = useSelector(list, (state) => state.context.query.filters[filterKey] ?? '')
  const { change } = useQueryChange(list)
  return (
    <OptionSelect
      aria-label={label}
      style={{ minWidth: 140 }}
      value={value || ALL}
      options={[{ value: ALL, label: `全部${label}` }, ...options]}
      onValueChange={(next) => change((query) => ({ filters: { ...query.filters, [filterKey]: next === ALL ? '' : next } }))}
    />
  )
}

/**
 * A list's toolbar: the keyword box and filters (`children`), 清除筛选 while any is set, and at its right end the
 * list-wide actions (导出 CSV, 检测全部), the same place on every list: with `actions`, the toolbar draws every
 * `scope: 'list'` entry of the section's table itself (ListActions), so a screen has no other place to put them.
 */
export function ListToolbar<Actions extends ActionTable<never>>({
  list,
  actions,
  children,
}: {
  list: ListActor
  actions?: ToolbarActions<Actions>
  children: ReactNode
}) {
  const filtered = useSelector(list, (state) => state.context.query.keyword !== '' || Object.values(state.context.query.filters).some(Boolean))
  const { change } = useQueryChange(list)
  return (
    // one line of controls that wraps as a whole: the actions' group takes the right end of whichever line it lands on
    <Flex gap="2" align="center" wrap="wrap" role="search">
      {children}
      {filtered && (
        <Button variant="ghost" color="gray" onClick={() => change(() => ({ filters: {}, keyword: '' }))}>
          清除筛选
        </Button>
      )}
      {actions && <ListActions list={list} {...actions} />}
    </Flex>
  )
}
