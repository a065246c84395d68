import { useLayoutEffect, type RefObject } from 'react'

/**
 * Marks the table box under `root` with `data-more-start` / `data-more-end` while its columns go on beyond its left /
 * right edge, i.e. behind the pinned selection column or 操作: styles.css draws an edge shadow on that side, so no
 * column is hidden under a pinned one without a sign that the middle scrolls. One scroll listener and one
 * ResizeObserver per table, writing the two attributes straight to the box: nothing per row, no render.
 */
export function useScrollEdges(root: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const box = root.current
    const viewport = box?.querySelector<HTMLElement>('.rt-ScrollAreaViewport')
    const table = box?.querySelector('table')
    if (!box || !viewport || !table) return undefined
    // read when the browser has laid the box out anyway (the observer's first report, a scroll): never a layout of
    // its own while the list is being drawn
    const read = () => {
      const rest = viewport.scrollWidth - viewport.clientWidth - viewport.scrollLeft
      box.toggleAttribute('data-more-start', viewport.scrollLeft > 1)
      box.toggleAttribute('data-more-end', rest > 1)
    }
    viewport.addEventListener('scroll', read, { passive: true })
    const observer = new ResizeObserver(read)
    observer.observe(viewport)
    observer.observe(table)
    return () => {
      viewport.removeEventListener('scroll', read)
      observer.disconnect()
    }
  }, [root])
}
