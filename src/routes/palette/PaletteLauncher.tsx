import { Button, Text } from '@radix-ui/themes'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { lazy, Suspense, useState } from 'react'
import { useShortcut } from '../../ui/shortcuts/keys'
import { keyCaps, onMac, SHORTCUTS } from '../../ui/shortcuts/registry'

// the palette's code (its matching, its searches, its dialog) comes on first use, not with the shell
const loadPalette = () => import('./Palette')
const Palette = lazy(loadPalette)

/** The top bar's 命令面板 button and the app-wide key that opens the palette. */
export function PaletteLauncher() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const mac = onMac()
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
          <Palette open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
