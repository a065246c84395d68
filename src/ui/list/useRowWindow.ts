import { useLayoutEffect, useRef, useState, type RefObject } from 'react'

/** Pages of up to this many rows draw every row; longer ones (100 a page, or a server sending thousands) only the rows in view. */
export const WINDOW_ABOVE = 50
/** Rows drawn beyond each edge of the view, so scrolling and Tab find the next rows already there. */
const OVERSCAN = 12

export interface RowWindow {
  /** The rows drawn: `start` (inclusive) to `end` (exclusive). */
  start: number
  end: number
  /** Heights in px of the space standing for the rows not drawn above and below. */
  before: number
  after: number
}

/**
 * Which of `count` rows to draw in the table box under `root` (its scrolling element is Radix's ScrollArea viewport):
 * all of them up to WINDOW_ABOVE rows, or while the box has no height (not laid out yet, a test DOM); otherwise the
 * rows in view and OVERSCAN more each side, from the drawn rows' measured average height (`estimate` until measured).
 * The first draw, before the box is measured, takes the rows a box as tall as the window would show: drawing all of
 * a 2,000-row page only to measure it cost over a second.
 */
export function useRowWindow(root: RefObject<HTMLElement | null>, count: number, estimate: number) {
  const on = count > WINDOW_ABOVE
  const rowHeight = useRef(estimate)
  const [range, setRange] = useState(() => ({ first: 0, last: Math.ceil(window.innerHeight / estimate) + OVERSCAN, height: estimate }))
  const update = useRef<() => void>(() => {})

  useLayoutEffect(() => {
    const viewport = root.current?.querySelector<HTMLElement>('.rt-ScrollAreaViewport')
    if (!on || !viewport) return undefined
    const read = () => {
      const height = rowHeight.current
      const first = Math.max(0, Math.floor(viewport.scrollTop / height) - OVERSCAN)
      const last = viewport.clientHeight === 0 ? 0 : Math.ceil((viewport.scrollTop + viewport.clientHeight) / height) + OVERSCAN
      setRange((now) => (now.first === first && now.last === last && now.height === height ? now : { first, last, height }))
    }
    update.current = read
    read()
    viewport.addEventListener('scroll', read, { passive: true })
    const observer = new ResizeObserver(read)
    observer.observe(viewport)
    return () => {
      viewport.removeEventListener('scroll', read)
      observer.disconnect()
      update.current = () => {}
    }
  }, [on, root])

  const slice: RowWindow =
    !on || range.last === 0
      ? { start: 0, end: count, before: 0, after: 0 }
      : (() => {
          const start = Math.min(range.first, count)
          const end = Math.min(range.last, count)
          return { start, end, before: start * range.height, after: (count - end) * range.height }
        })()

  // after each draw of a long page only: the drawn rows' average height, so the spaces for the others match them (a
  // short page draws every row and reads no layout)
  useLayoutEffect(() => {
    const body = on ? root.current?.querySelector('tbody') : undefined
    if (!body) return
    const drawn = [...body.querySelectorAll<HTMLElement>(':scope > tr[data-row-id]')]
    if (drawn.length === 0) return
    const average = drawn.reduce((total, row) => total + row.getBoundingClientRect().height, 0) / drawn.length
    if (Math.abs(average - rowHeight.current) < 1) return
    rowHeight.current = average
    update.current()
  })
  return slice
}
