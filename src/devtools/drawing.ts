import { separateLabels } from './separateLabels'
import type { Rect, Size } from './zoomPan'

/** What the viewport needs to know of a drawn diagram, in the drawing's own units (px at 100 %). */
export interface Drawing extends Size {
  /** The smallest font size of its labels, in px at 100 %. */
  minFont: number
  /** The machine's initial-state dot, where a reader starts. */
  start: Rect | null
  /** The highlighted (active) states: the innermost ones. */
  active: Rect[]
}

/**
 * Readies Mermaid's SVG, just put in the page, for the viewport: drawn at its natural size (Mermaid shrinks it to
 * its box), its edge labels moved off the states (`separateLabels`), and measured. The caller draws it at 100 %
 * while this runs.
 */
export function prepareDrawing(svg: SVGSVGElement): Drawing {
  const { width, height } = svg.viewBox.baseVal
  svg.setAttribute('width', String(width))
  svg.setAttribute('height', String(height))
  svg.style.maxWidth = 'none'
  separateLabels(svg)

  const origin = svg.getBoundingClientRect()
  const unit = origin.width ? width / origin.width : 1
  const rectOf = (element: Element): Rect => {
    const box = element.getBoundingClientRect()
    return { x: (box.left - origin.left) * unit, y: (box.top - origin.top) * unit, width: box.width * unit, height: box.height * unit }
  }
  const leaves = svg.querySelectorAll('g.node.active')
  const active = [...(leaves.length ? leaves : svg.querySelectorAll('g.active'))].map(rectOf)
  const start = svg.querySelector('[id*="-state-root_start"]')
  const fonts = [...svg.querySelectorAll('foreignObject div, text')]
    .filter((element) => element.textContent?.trim())
    .map((element) => parseFloat(getComputedStyle(element).fontSize))
    .filter((size) => size > 0)
  return { width, height, minFont: fonts.length ? Math.min(...fonts) : 16, start: start ? rectOf(start) : null, active }
}
