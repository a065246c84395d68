import { Box, Flex, Text, TextField } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react'
import type { Actor } from 'xstate'
import type { paletteMachine, Recent } from '../../machines/paletteMachine'
import { MAIN_ID } from '../../ui/focusReturn'
import { paletteGroups, RECORD_LISTS, runRecent } from './entries'
import { focusRowWhenShown } from '../../ui/list/focusRow'
import type { PaletteOption } from './options'
import { recordStatus } from './recordGroups'

/** What closing after running an option does with the focus: back where it was, to the screen, or to the dialog it opens. */
export type FocusAfter = 'back' | 'main' | 'opened'
const focusAfter = (recent: Recent): FocusAfter =>
  recent.type !== 'command' ? 'main' : recent.id === 'appearance.toggle' || recent.id === 'list.export' ? 'back' : 'opened'

/** The palette's box and listbox: the options for what is typed, ↑/↓ to move, Enter (or a click) to run one. */
export function PaletteBody({ palette, ran }: { palette: Actor<typeof paletteMachine>; ran: (after: FocusAfter) => void }) {
  const router = useRouter()
  const query = useSelector(palette, (state) => state.context.query)
  const records = useSelector(palette, (state) => state.context.records)
  const recents = useSelector(palette, (state) => state.context.recents)
  const failed = useSelector(palette, (state) => state.context.failed)
  const searching = useSelector(palette, (state) => !state.matches('idle'))
  const found = useMemo(() => ({ records, failed, searching }), [records, failed, searching])
  const groups = useMemo(() => paletteGroups(router, query, recents, found), [router, query, recents, found])
  const options = groups.flatMap((group) => group.options)
  const indexOf = new Map(options.map((option, index) => [option.key, index]))
  // the option under the keyboard, by its key: it stays put while records arrive below it
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const active = activeKey === null ? 0 : (indexOf.get(activeKey) ?? 0)
  const id = useId()
  const optionId = (index: number) => `${id}-option-${index}`
  const listId = `${id}-list`

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const run = (option: PaletteOption) => {
    if ('retry' in option) {
      palette.send({ type: 'palette.retried' })
      return
    }
    const { recent } = option
    palette.send({ type: 'palette.ran', recent })
    const after = focusAfter(recent)
    ran(after)
    void Promise.resolve(runRecent(router, recent)).then(() => {
      const main = after === 'main' ? document.getElementById(MAIN_ID) : null
      if (!main) return
      main.focus()
      // a record opened in its list: the focus (and the row cursor) on its row once the list shows it, while that list
      // is the screen (not when the navigation was refused: another list's row may have the same id)
      if (recent.type !== 'record' || recent.hit.kind === 'article') return
      const list = RECORD_LISTS[recent.hit.kind]
      focusRowWhenShown(main, recent.hit.id, () => router.state.location.pathname === list)
    })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (step !== 0 && options.length > 0) {
      event.preventDefault()
      setActiveKey(options[(active + step + options.length) % options.length].key)
    } else if (event.key === 'Enter' && options[active]) {
      event.preventDefault()
      run(options[active])
    }
  }

  const status = recordStatus(found, options.length === 0)
  return (
    <>
      <TextField.Root
        size="3"
        role="combobox"
        aria-label="搜索页面、记录或命令"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
        placeholder="输入页面、记录或命令，支持拼音和拼音首字母"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          palette.send({ type: 'palette.typed', query: event.target.value })
          setActiveKey(null)
        }}
        onKeyDown={onKeyDown}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Box role="listbox" id={listId} aria-label="结果" className="palette-list" mt="3">
        {groups.map((group) => (
          <div role="group" aria-label={group.label} key={group.label}>
            <Text as="div" size="1" color="gray" weight="medium" aria-hidden className="palette-group">
              {group.label}
            </Text>
            {group.options.map((option) => {
              const index = indexOf.get(option.key) ?? 0
              return (
                <Flex
                  key={option.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="palette-option"
                  justify="between"
                  gap="3"
                  onMouseMove={() => index !== active && setActiveKey(option.key)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(option)}
                >
                  <Text truncate>{option.label}</Text>
                  <Text size="1" color="gray">
                    {option.kind}
                  </Text>
                </Flex>
              )
            })}
          </div>
        ))}
      </Box>
      <Text as="p" size="1" color="gray" role="status" mt="2">
        {status}
      </Text>
      <Text as="p" size="1" color="gray" mt="1">
        ↑↓ 选择 · Enter 执行 · Esc 关闭
      </Text>
    </>
  )
}
