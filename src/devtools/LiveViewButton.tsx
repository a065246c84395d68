import { Button } from '@radix-ui/themes'
import { ActivityLogIcon } from '@radix-ui/react-icons'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { readLocal, writeLocal } from '../ui/localStore'
import type { LivePanel } from './LivePanel'

const PANEL_ID = 'live-machines-panel'
/** Whether the panel was open: it opens again after a reload. */
const OPEN_KEY = 'backoffice.livePanelOpen'

/**
 * Whether the top bar has room for the button's words (1024 px and wider); below, the icon alone keeps the room for the
 * user and 退出登录. Asked of the browser rather than written as a responsive prop: the real build's CSS, trimmed to
 * what src/ uses, gains nothing from a button it does not have.
 */
const WIDE = '(min-width: 1024px)'
const subscribeWide = (changed: () => void) => {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}
const isWide = () => window.matchMedia(WIDE).matches

/**
 * The top bar's 实时状态机 button (dev server and demo build only): opens and closes the live panel docked at the bottom
 * of every screen. The panel's code, Mermaid included, loads on first opening, never with the screen.
 */
export function LiveViewButton() {
  const [open, setOpen] = useState(() => readLocal(OPEN_KEY) === true)
  const [Panel, setPanel] = useState<ComponentType<Parameters<typeof LivePanel>[0]> | null>(null)
  const [focusPanel, setFocusPanel] = useState(false)
  // inside the app's Theme (its colours and appearance), outside the top bar's landmark
  const [root, setRoot] = useState<Element | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const wide = useSyncExternalStore(subscribeWide, isWide)

  useEffect(() => {
    if (!open || Panel) return
    setRoot(button.current?.closest('.radix-themes') ?? document.body)
    void import('./LivePanel').then((loaded) => setPanel(() => loaded.LivePanel))
  }, [open, Panel])

  const close = useCallback(() => {
    setOpen(false)
    writeLocal(OPEN_KEY, false)
    button.current?.focus()
  }, [])
  const openPanel = () => {
    setOpen(true)
    setFocusPanel(true)
    writeLocal(OPEN_KEY, true)
  }

  return (
    <>
      <Button
        ref={button}
        variant={open ? 'soft' : 'ghost'}
        color="gray"
        size="2"
        // the name, also where only the icon shows
        aria-label="实时状态机"
        title="实时状态机"
        aria-expanded={open}
        aria-controls={open && Panel ? PANEL_ID : undefined}
        onClick={open ? close : openPanel}
      >
        <ActivityLogIcon aria-hidden />
        {wide && '实时状态机'}
      </Button>
      {open && Panel && root && createPortal(<Panel id={PANEL_ID} onClose={close} focusOnOpen={focusPanel} />, root)}
    </>
  )
}
