import { Button, Text } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { lazy, Suspense, useEffect, useState } from 'react'

// the palette's code (its matching, its searches, its dialog) comes on first use, not with the shell
const loadPalette = () => import('./Palette')
const Palette = lazy(loadPalette)

const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The palette's key: Ctrl+K, or ⌘K on macOS. Taken from the browser (whose Ctrl+K would search from its address bar)
 * only inside the app; it works while typing in a field too, as a chord types nothing, but not while another dialog
 * is open (that dialog has the keyboard until it closes).
 */
export function isPaletteKey(event: KeyboardEvent, mac = onMac()): boolean {
  return event.key.toLowerCase() === 'k' && (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) && !event.altKey && !event.shiftKey
}

/** The top bar's 命令面板 button and the app-wide key that opens the palette. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const mac = onMac()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteKey(event, mac)) return
      if (!open && document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      event.preventDefault()
      setUsed(true)
      setOpen(!open)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, mac])
  const shortcut = mac ? '⌘K' : 'Ctrl+K'
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
          <Palette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
