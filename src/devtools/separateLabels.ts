/**
 * Mermaid 11 (dagre) reserves room for each edge label, but whenever it cuts an edge at a state's outline it draws the
 * label at the middle of the cut path instead, where another label may already be: at 1280 px, /__machines showed
 * `onDone load` under `options.reload`, `auth.tokenRenewed` under `auth.unauthorized`, and more. Once the SVG is in
 * the page, this slides every edge label that covers a state or an earlier label along its own edge to the nearest
 * free spot, so it still reads as that edge's label. A label without a free spot on its edge stays where it was.
 */

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Where along its edge a moved label may go (fractions of the edge's length, tried nearest the middle first). */
const STEPS = Array.from({ length: 33 }, (_, index) => 0.5 + (index % 2 ? 1 : -1) * Math.ceil(index / 2) * 0.025)
/** Room kept around a moved label, in px. */
const GAP = 2

const boxOf = (element: Element): Box => {
  const { left, top, right, bottom } = element.getBoundingClientRect()
  return { left, top, right, bottom }
}
const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1
const overlaps = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
const grown = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by })

export function separateLabels(svg: SVGSVGElement): void {
  // what labels must not cover: the states (each with its name and notes) and the composite states' titles
  const taken: Box[] = [...svg.querySelectorAll('g.node, .cluster-label')].map(boxOf).filter((box) => !isEmpty(box))
  for (const label of svg.querySelectorAll<SVGGElement>('g.edgeLabel')) {
    const box = boxOf(label)
    if (isEmpty(box)) continue
    if (taken.some((other) => overlaps(box, other))) {
      const moved = slideAlongEdge(svg, label, box, taken)
      taken.push(moved ?? box)
    } else taken.push(box)
  }
}

/**
 * Moves `label` to a free spot of its edge: on the line nearest the edge's middle, else beside it (left, right, above
 * or below, touching it). Its new box, or null when no spot inside the drawing is free.
 */
function slideAlongEdge(svg: SVGSVGElement, label: SVGGElement, box: Box, taken: Box[]): Box | null {
  const id = label.querySelector('[data-id]')?.getAttribute('data-id')
  const edge = id ? svg.querySelector<SVGPathElement>(`path[data-id="${CSS.escape(id)}"]`) : null
  const toScreen = edge?.getScreenCTM()
  const fromScreen = (label.parentNode as SVGGraphicsElement | null)?.getScreenCTM()?.inverse()
  if (!edge || !toScreen || !fromScreen) return null
  const drawing = boxOf(svg)
  const length = edge.getTotalLength()
  const halfWidth = (box.right - box.left) / 2
  const halfHeight = (box.bottom - box.top) / 2
  const aside = [
    [0, 0],
    [-(halfWidth + GAP), 0],
    [halfWidth + GAP, 0],
    [0, -(halfHeight + GAP)],
    [0, halfHeight + GAP],
  ]
  for (const [dx, dy] of aside) {
    for (const step of STEPS) {
      const point = edge.getPointAtLength(step * length)
      const on = new DOMPoint(point.x, point.y).matrixTransform(toScreen)
      const at = new DOMPoint(on.x + dx, on.y + dy)
      const spot = { left: at.x - halfWidth, top: at.y - halfHeight, right: at.x + halfWidth, bottom: at.y + halfHeight }
      const inside = spot.left >= drawing.left && spot.right <= drawing.right && spot.top >= drawing.top && spot.bottom <= drawing.bottom
      if (!inside || taken.some((other) => overlaps(grown(spot, GAP), other))) continue
      // the label's group is centred on its transform (Mermaid offsets the text inside it by half its size)
      const centre = at.matrixTransform(fromScreen)
      label.setAttribute('transform', `translate(${centre.x}, ${centre.y})`)
      return boxOf(label)
    }
  }
  return null
}
