import { useRef, type PointerEvent } from 'react'

const STEP = 40

/** The live panel's allowed heights now: at least 200 px, and the top bar and a strip of the screen stay in view. */
export const heightRange = () => ({ min: 200, max: Math.max(200, window.innerHeight - 120) })
export const clampHeight = (height: number) => {
  const { min, max } = heightRange()
  return Math.round(Math.min(max, Math.max(min, height)))
}

/**
 * The top edge of the live panel: drag it, or focus it and press ↑ / ↓ (Home / End for the largest and smallest), to
 * change the panel's height.
 */
export function PanelResizer({ height, onChange }: { height: number; onChange: (height: number) => void }) {
  const drag = useRef<{ id: number; y: number; height: number } | null>(null)
  const { min, max } = heightRange()
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === event.pointerId) drag.current = null
  }
  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label="调整面板高度"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={height}
      // a window splitter: focusable, moved with the arrow keys (WAI-ARIA's separator pattern)
      tabIndex={0}
      className="live-panel-resizer"
      onKeyDown={(event) => {
        const next = { ArrowUp: height + STEP, ArrowDown: height - STEP, Home: max, End: min }[event.key]
        if (next === undefined) return
        event.preventDefault()
        onChange(clampHeight(next))
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = { id: event.pointerId, y: event.clientY, height }
      }}
      onPointerMove={(event) => {
        const start = drag.current
        if (start?.id === event.pointerId) onChange(clampHeight(start.height + start.y - event.clientY))
      }}
      onPointerUp={end}
      onPointerCancel={end}
    />
  )
}
