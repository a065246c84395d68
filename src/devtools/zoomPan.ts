/**
 * The arithmetic of a zoomable, pannable drawing: a point of the drawing at (cx, cy), in its own units (Mermaid's
 * viewBox, where 1 unit is 1 px at 100 %), shows at (cx × scale + x, cy × scale + y) in the viewport. Pure, so the
 * viewport component only handles input.
 */

export interface View {
  scale: number
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

export interface Rect extends Size {
  x: number
  y: number
}

export const MIN_SCALE = 0.1
export const MAX_SCALE = 4
/** One step of +/− (a key or a button). */
export const ZOOM_STEP = 1.25
/** One arrow key press, in viewport px (with Shift: four times). */
export const PAN_STEP = 60
/** How much of the drawing stays in the viewport however far it is dragged, in px. */
const KEEP = 48

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale))
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** Keeps at least a strip of the drawing in view (all of it, centred, when it is smaller than the viewport). */
export function contain(view: View, drawing: Size, box: Size): View {
  const fit = (offset: number, drawn: number, room: number) =>
    drawn <= room ? clamp(offset, 0, room - drawn) : clamp(offset, Math.min(0, KEEP - drawn), Math.max(0, room - KEEP))
  return { scale: view.scale, x: fit(view.x, drawing.width * view.scale, box.width), y: fit(view.y, drawing.height * view.scale, box.height) }
}

/** `view` scaled to `scale` around the viewport point (px, py): what is under it stays under it. */
export function zoomAt(view: View, scale: number, px: number, py: number): View {
  const next = clampScale(scale)
  return { scale: next, x: px - ((px - view.x) / view.scale) * next, y: py - ((py - view.y) / view.scale) * next }
}

/** The whole drawing in the viewport, centred; never larger than 100 % (a small diagram is not blown up). */
export function fitView(drawing: Size, box: Size): View {
  const scale = clampScale(Math.min(1, box.width / drawing.width, box.height / drawing.height))
  return { scale, x: (box.width - drawing.width * scale) / 2, y: (box.height - drawing.height * scale) / 2 }
}

/** `scale`, with the drawing's area `rect` (drawing units) in the middle of the viewport. */
export function centreOn(rect: Rect, scale: number, box: Size): View {
  const next = clampScale(scale)
  return { scale: next, x: box.width / 2 - (rect.x + rect.width / 2) * next, y: box.height / 2 - (rect.y + rect.height / 2) * next }
}

/** Whether the drawing's area `rect` shows whole in the viewport at `view`. */
export function shows(view: View, rect: Rect, box: Size): boolean {
  const left = rect.x * view.scale + view.x
  const top = rect.y * view.scale + view.y
  return left >= 0 && top >= 0 && left + rect.width * view.scale <= box.width && top + rect.height * view.scale <= box.height
}

/** The smallest area holding all of `rects`, or null for none. */
export function union(rects: readonly Rect[]): Rect | null {
  if (!rects.length) return null
  const left = Math.min(...rects.map((rect) => rect.x))
  const top = Math.min(...rects.map((rect) => rect.y))
  const right = Math.max(...rects.map((rect) => rect.x + rect.width))
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** The zoom factor of a wheel turn: about ×1.2 per notch of a mouse wheel, finer for a touchpad's small deltas. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY
  return Math.exp(-clamp(pixels, -200, 200) * 0.0018)
}

/** What a key does to the view, or null when the key is not one of the viewport's. */
export function keyAction(key: string, shift: boolean): { zoom: number } | { reset: true } | { pan: [number, number] } | null {
  const step = shift ? PAN_STEP * 4 : PAN_STEP
  switch (key) {
    case '+':
    case '=':
      return { zoom: ZOOM_STEP }
    case '-':
    case '_':
      return { zoom: 1 / ZOOM_STEP }
    case '0':
      return { reset: true }
    // an arrow moves the view the way it points: the drawing moves the other way
    case 'ArrowLeft':
      return { pan: [step, 0] }
    case 'ArrowRight':
      return { pan: [-step, 0] }
    case 'ArrowUp':
      return { pan: [0, step] }
    case 'ArrowDown':
      return { pan: [0, -step] }
    default:
      return null
  }
}
