import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'
import { centreOn, contain, fitView, keyAction, wheelFactor, zoomAt, type Rect, type Size, type View } from './zoomPan'

export interface ZoomPan {
  view: View
  /** The viewport's size in px, once measured. */
  box: Size | null
  zoomBy(factor: number): void
  /** 100 %, around the middle of the viewport. */
  actualSize(): void
  fit(): void
  /** Shows the drawing's area `rect` in the middle, at `scale`, for the person: `moved` becomes false. */
  centre(rect: Rect, scale: number, box?: Size): void
  /** Places the view for the person (a first view): `moved` becomes false. */
  show(view: View): void
  /** Whether the person moved the view since it was last placed for them (`show`, `centre`). */
  moved: RefObject<boolean>
  handlers: {
    onKeyDown(event: KeyboardEvent<HTMLElement>): void
    onPointerDown(event: PointerEvent<HTMLElement>): void
    onPointerMove(event: PointerEvent<HTMLElement>): void
    onPointerUp(event: PointerEvent<HTMLElement>): void
    onPointerCancel(event: PointerEvent<HTMLElement>): void
  }
}

/**
 * Zoom and pan over a drawing of `drawing` size inside the element `viewport`: the wheel (plain or with Ctrl/⌘, as map
 * tools do) zooms around the pointer, a drag pans, and with the viewport focused + / − / 0 zoom and the arrow keys pan.
 */
export function useZoomPan(viewport: RefObject<HTMLElement | null>, drawing: Size | null): ZoomPan {
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 })
  const [box, setBox] = useState<Size | null>(null)
  const moved = useRef(false)
  const drag = useRef<{ id: number; x: number; y: number } | null>(null)
  const place = useCallback(
    (next: (current: View) => View, byPerson = true) => {
      moved.current = byPerson
      setView((current) => (drawing && box ? contain(next(current), drawing, box) : next(current)))
    },
    [drawing, box],
  )

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [viewport])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    // not React's onWheel: that listener is passive, and a wheel over the drawing must not also scroll the page
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      const bounds = element.getBoundingClientRect()
      const factor = wheelFactor(event.deltaY, event.deltaMode)
      place((current) => zoomAt(current, current.scale * factor, event.clientX - bounds.left, event.clientY - bounds.top))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [viewport, place])

  const middle = () => ({ x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 })
  const zoomBy = (factor: number) => place((current) => zoomAt(current, current.scale * factor, middle().x, middle().y))
  const actualSize = () => place((current) => zoomAt(current, 1, middle().x, middle().y))
  const fit = () => drawing && box && place(() => fitView(drawing, box))
  const centre = (rect: Rect, scale: number, room = box) => room && place(() => centreOn(rect, scale, room), false)
  const show = (next: View) => place(() => next, false)

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.id !== event.pointerId) return
    drag.current = null
    event.currentTarget.removeAttribute('data-dragging')
  }

  return {
    view,
    box,
    zoomBy,
    actualSize,
    fit,
    centre,
    show,
    moved,
    handlers: {
      onKeyDown(event) {
        if (event.ctrlKey || event.metaKey || event.altKey) return
        const action = keyAction(event.key, event.shiftKey)
        if (!action) return
        event.preventDefault()
        if ('zoom' in action) zoomBy(action.zoom)
        else if ('reset' in action) actualSize()
        else place((current) => ({ ...current, x: current.x + action.pan[0], y: current.y + action.pan[1] }))
      },
      onPointerDown(event) {
        if (event.button !== 0) return
        event.currentTarget.setPointerCapture(event.pointerId)
        event.currentTarget.setAttribute('data-dragging', '')
        drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
      },
      onPointerMove(event) {
        const start = drag.current
        if (start?.id !== event.pointerId) return
        const [dx, dy] = [event.clientX - start.x, event.clientY - start.y]
        drag.current = { ...start, x: event.clientX, y: event.clientY }
        place((current) => ({ ...current, x: current.x + dx, y: current.y + dy }))
      },
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
    },
  }
}
