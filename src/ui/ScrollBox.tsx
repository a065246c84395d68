import { ScrollArea } from '@radix-ui/themes'
import type { ReactNode } from 'react'

/**
 * A vertically scrolling box a keyboard can scroll: its content takes focus (Tab), then the arrow keys and Page
 * Up/Down move it. `label` names it for screen readers.
 */
export function ScrollBox({ label, maxHeight, children }: { label: string; maxHeight: number; children: ReactNode }) {
  return (
    <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight }}>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div role="group" aria-label={label} tabIndex={0} className="scroll-box">
        {children}
      </div>
    </ScrollArea>
  )
}
