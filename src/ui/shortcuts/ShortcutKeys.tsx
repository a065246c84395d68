import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { registerShortcut, useShortcut } from './keys'
import { goShortcut, SHORTCUTS } from './registry'

// the 快捷键 dialog comes with its first opening, not with the shell
const ShortcutHelp = lazy(() => import('./ShortcutHelp'))

/** A screen `g` then `letter` goes to: a menu item. */
export interface GoItem {
  to: string
  label: string
  letter: string
}

/**
 * The app-wide shortcuts the shell holds: `g` then a letter goes to a menu item's screen (`go`, the menu's items
 * offered now), and `?` opens the 快捷键 dialog. Draws nothing until `?` is first pressed.
 */
export function ShortcutKeys({ go, onGo }: { go: readonly GoItem[]; onGo: (to: string) => void }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const latest = useRef(onGo)
  useLayoutEffect(() => {
    latest.current = onGo
  })
  // registered again only when the items change (an optional screen offered once the backend said so)
  const items = go.map(({ to, label, letter }) => `${letter}:${to}:${label}`).join('|')
  useLayoutEffect(() => {
    const off = items
      .split('|')
      .filter(Boolean)
      .map((item) => {
        const [letter, to, label] = item.split(':')
        return registerShortcut(goShortcut(letter, label), () => latest.current(to))
      })
    return () => off.forEach((unregister) => unregister())
  }, [items])
  useShortcut(SHORTCUTS.help, () => {
    setUsed(true)
    setOpen(true)
  })
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ShortcutHelp open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
