import { Dialog } from '@radix-ui/themes'
import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Session } from '../../app/session'
import { useSession } from '../../app/SessionContext'
import { paletteMachine } from '../../machines/paletteMachine'
import { useFocusReturn } from '../../ui/focusReturn'
import { keepRecents, readRecents, RECENTS_KEY } from '../../ui/palette/recents'
import { PaletteBody, type FocusAfter } from './PaletteBody'
import { searchRecords } from './search'
import './palette.css'

export { RECENTS_KEY }

// the session's theme list holds every theme's name: the search finds them by pinyin too
const paletteLogic = (session: Session) =>
  paletteMachine.provide({
    actors: { search: fromPromise(({ input, signal }) => searchRecords(input.query, signal, session.themeList.getSnapshot().context.names)) },
    actions: { keepRecents: (_, recents) => keepRecents(recents) },
  })

/**
 * The command palette: a modal dialog with one search box, a combobox whose listbox holds the screens, commands,
 * records and recent items matching what is typed (src/routes/palette/entries.ts). ↑/↓ move, Enter runs, Escape
 * closes and the focus goes back where it was. Kept mounted once loaded, so its
 * machine keeps the recent items.
 */
export default function Palette({
  open,
  onOpenChange,
  typedEarly,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What was typed before the box had the focus (the launcher kept it): the box starts with it. */
  typedEarly: () => string
}) {
  const session = useSession()
  const [logic] = useState(() => paletteLogic(session))
  const palette = useActorRef(logic, { input: { recents: readRecents() } })
  const focus = useRef<FocusAfter>('back')
  // no Radix trigger opens it (a key does, or the button): the focus is given back by hand
  const focusBack = useFocusReturn(open)
  // the next opening starts from an empty box
  useEffect(() => {
    if (!open) palette.send({ type: 'palette.typed', query: '' })
  }, [open, palette])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        maxWidth="560px"
        aria-describedby={undefined}
        className="palette"
        onOpenAutoFocus={() => {
          // each opening, by the key or the button, gives the focus back on Escape; the box starts with what was typed
          // while it came (emptied at the last closing: not here, where keys typed in it already would be lost)
          focus.current = 'back'
          const typed = typedEarly()
          if (typed) palette.send({ type: 'palette.typed', query: typed })
        }}
        onCloseAutoFocus={(event) => {
          if (focus.current === 'back') focusBack(event)
          else event.preventDefault()
        }}
      >
        <Dialog.Title size="3" mb="3">
          命令面板
        </Dialog.Title>
        <PaletteBody
          palette={palette}
          ran={(after) => {
            focus.current = after
            onOpenChange(false)
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  )
}
