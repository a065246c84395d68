import { useLayoutEffect, type RefObject } from 'react'

// the header's pinned cells: each column's edge is theirs
const PINNED_START = ':scope > thead > tr > .data-table-select'
const PINNED_END = ':scope > thead > tr > .data-table-actions'

/**
 * Shows the table's two edge shadows (DataTable's `.data-table-edge` elements beside the box, hidden at first) while
 * its columns go on beyond the box's left / right edge, i.e. behind the pinned selection column or 操作: each is
 * placed on that pinned column's inner edge (the box's own edge on a list without a selection column) and is as tall
 * as the rows in view. No column is hidden under a pinned one without a sign that the middle scrolls.
 *
 * Two elements of their own, moved by their inline style, so showing one restyles and lays out that element alone: a
 * shadow drawn by the pinned cells (a pseudo-element on each row's) made the browser restyle every pinned cell and
 * lay the table out again before the first paint of each wide list. One scroll listener and one ResizeObserver per
 * table, reading when the browser has laid the box out anyway (the observer's reports, a scroll); a style is written
 * only when it changes, so a scroll that shows nothing new writes nothing.
 */
export function useScrollEdges(frame: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const box = frame.current
    const viewport = box?.querySelector<HTMLElement>('.rt-ScrollAreaViewport')
    const table = viewport?.querySelector('table')
    const [start, end] = box?.querySelectorAll<HTMLElement>(':scope > .data-table-edge') ?? []
    if (!box || !viewport || !table || !start || !end) return undefined
    // both are drawn hidden and unstyled
    const written = new Map<HTMLElement, string>([
      [start, ''],
      [end, ''],
    ])
    const place = (edge: HTMLElement, style: string) => {
      if (written.get(edge) === style) return
      written.set(edge, style)
      edge.hidden = style === ''
      edge.style.cssText = style
    }
    const read = () => {
      const more = {
        start: viewport.scrollLeft > 1,
        end: viewport.scrollWidth - viewport.clientWidth - viewport.scrollLeft > 1,
      }
      if (!more.start && !more.end) {
        place(start, '')
        place(end, '')
        return
      }
      const origin = box.getBoundingClientRect()
      const view = viewport.getBoundingClientRect()
      const select = table.querySelector(PINNED_START)
      const actions = table.querySelector(PINNED_END)
      const rows = `top:${view.top - origin.top}px;height:${Math.min(view.height, table.getBoundingClientRect().height)}px`
      const startX = (select ? select.getBoundingClientRect().right : view.left) - origin.left
      const endX = (actions ? actions.getBoundingClientRect().left : view.right) - origin.left
      place(start, more.start ? `left:${startX}px;${rows}${select ? '' : ';border-radius:var(--table-border-radius) 0 0 var(--table-border-radius)'}` : '')
      place(end, more.end ? `left:${endX}px;${rows}` : '')
    }
    viewport.addEventListener('scroll', read, { passive: true })
    const observer = new ResizeObserver(read)
    observer.observe(viewport)
    observer.observe(table)
    // a pinned column that grows or shrinks in a table that keeps its width (another column gives way) moves its edge
    for (const pinned of table.querySelectorAll(`${PINNED_START}, ${PINNED_END}`)) observer.observe(pinned)
    return () => {
      viewport.removeEventListener('scroll', read)
      observer.disconnect()
    }
  }, [frame])
}
