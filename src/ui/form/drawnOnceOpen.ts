import { useState } from 'react'

/**
 * Whether a dialog is drawn: from the first time it opens on, so that it still animates out when it closes. A screen
 * holds several dialogs, most of them never opened; each one's Radix roots, selectors and router blocker were part of
 * every visit's first draw.
 */
export function useDrawnOnceOpen(open: boolean): boolean {
  const [drawn, setDrawn] = useState(open)
  if (open && !drawn) setDrawn(true)
  return drawn || open
}
