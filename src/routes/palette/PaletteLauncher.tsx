import { Button, Text } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useShortcut } from '../../ui/shortcuts/keys'
import { keyCaps, onMac, SHORTCUTS } from '../../ui/shortcuts/registry'

// the palette's code (its matching, its searches, its dialog) comes on first use, not with the shell
const loadPalette = () => import('./Palette')
const Palette = lazy(loadPalette)

/** The top bar's 命令面板 button and the app-wide key that opens the palette. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  // what was typed after the palette was asked for and before its box took the focus (its code still on its way)
  const early = useRef<{ typed: string; shown: boolean }>({ typed: '', shown: false })
  const mac = onMac()
  useLayoutEffect(() => (open && !early.current.shown ? holdKeys(early.current, () => setOpen(false)) : undefined), [open])
  // Ctrl+K, or ⌘K on macOS (src/ui/shortcuts/registry.ts), taken from the browser (whose Ctrl+K would search from its
  // address bar) only inside the app; it works while typing in a field too, as a chord types nothing, but not while
  // another dialog is open (that dialog has the keyboard until it closes)
  useShortcut(SHORTCUTS.palette, () => {
    if (!open && document.querySelector('[role="dialog"], [role="alertdialog"]')) return false
    setUsed(true)
    setOpen(!open)
  })
  const shortcut = keyCaps(SHORTCUTS.palette.keys[0], mac).join('')
  return (
    <>
      <Button
        variant="ghost"
        color="gray"
        size="2"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        title={`命令面板（${shortcut}）`}
        onMouseEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <MagnifyingGlassIcon aria-hidden /> <span className="shell-header-text">命令面板</span>
        <Text size="1" color="gray" aria-hidden className="shell-header-hint">
          {shortcut}
        </Text>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Palette
            open={open}
            onOpenChange={(next) => {
              if (!next) early.current.shown = false
              setOpen(next)
            }}
            typedEarly={() => {
              // the same record holdKeys reads: from now on the keys are the box's own
              const { typed } = early.current
              Object.assign(early.current, { typed: '', shown: true })
              return typed
            }}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * Until the palette's box has the focus (the first opening waits for its code), the keys typed are the box's: kept
 * for it, and kept from the page, whose shortcuts would take them (g then d would leave the screen). Escape gives up
 * the opening. Answers the function that stops holding them.
 */
function holdKeys(early: { typed: string; shown: boolean }, cancel: () => void): () => void {
  early.typed = ''
  const hold = (event: KeyboardEvent) => {
    if (early.shown || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
    // the box is there and has the keys (clicked before the dialog's own focus came): they are its already
    if (event.target instanceof Element && event.target.closest('.palette')) return
    if (event.key === 'Escape') cancel()
    else if (event.key === 'Backspace') early.typed = early.typed.slice(0, -1)
    else if ([...event.key].length === 1) early.typed += event.key
    else return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  window.addEventListener('keydown', hold, true)
  return () => window.removeEventListener('keydown', hold, true)
}
