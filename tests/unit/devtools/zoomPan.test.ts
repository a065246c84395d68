import { describe, expect, it } from 'vitest'
import { centreOn, contain, fitView, keyAction, MAX_SCALE, MIN_SCALE, shows, union, wheelFactor, zoomAt } from '../../../src/devtools/zoomPan'

const box = { width: 700, height: 500 }
const large = { width: 2481, height: 1896 }

describe('the zoom and pan of a diagram', () => {
  it('zooms around a point: what is under it stays under it', () => {
    const view = { scale: 0.5, x: 40, y: -100 }
    const zoomed = zoomAt(view, 1, 300, 200)
    expect(zoomed.scale).toBe(1)
    // the drawing point under (300, 200) before: ((300 - 40) / 0.5, (200 + 100) / 0.5) = (520, 600)
    expect(520 * zoomed.scale + zoomed.x).toBeCloseTo(300)
    expect(600 * zoomed.scale + zoomed.y).toBeCloseTo(200)
    expect(zoomAt(view, 100, 0, 0).scale).toBe(MAX_SCALE)
    expect(zoomAt(view, 0.001, 0, 0).scale).toBe(MIN_SCALE)
  })

  it('fits the whole drawing, centred, and never blows a small one up past 100 %', () => {
    const fitted = fitView(large, box)
    expect(fitted.scale).toBeCloseTo(500 / 1896)
    expect(fitted.y).toBeCloseTo(0)
    expect(fitted.x).toBeCloseTo((700 - 2481 * fitted.scale) / 2)
    expect(fitView({ width: 200, height: 100 }, box)).toEqual({ scale: 1, x: 250, y: 200 })
  })

  it('centres an area, and tells whether an area shows whole', () => {
    const view = centreOn({ x: 1000, y: 800, width: 100, height: 40 }, 1, box)
    expect(view).toEqual({ scale: 1, x: 350 - 1050, y: 250 - 820 })
    expect(shows(view, { x: 1000, y: 800, width: 100, height: 40 }, box)).toBe(true)
    expect(shows(view, { x: 0, y: 0, width: 10, height: 10 }, box)).toBe(false)
    expect(union([])).toBeNull()
    expect(
      union([
        { x: 0, y: 10, width: 5, height: 5 },
        { x: 20, y: 0, width: 5, height: 5 },
      ]),
    ).toEqual({ x: 0, y: 0, width: 25, height: 15 })
  })

  it('keeps part of the drawing in view however far it is dragged', () => {
    expect(contain({ scale: 1, x: 5000, y: -5000 }, large, box)).toEqual({ scale: 1, x: 700 - 48, y: 48 - 1896 })
    // smaller than the viewport: it stays whole inside it
    expect(contain({ scale: 1, x: -30, y: 900 }, { width: 200, height: 100 }, box)).toEqual({ scale: 1, x: 0, y: 400 })
  })

  it('zooms in as the wheel turns away from the reader, out towards them, by bounded steps', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1)
    expect(wheelFactor(100, 0)).toBeLessThan(1)
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0))
    expect(wheelFactor(10_000, 0)).toBe(wheelFactor(200, 0))
  })

  it('maps + − 0 and the arrow keys; other keys are left alone', () => {
    expect(keyAction('+', false)).toEqual({ zoom: 1.25 })
    expect(keyAction('=', false)).toEqual({ zoom: 1.25 })
    expect(keyAction('-', false)).toEqual({ zoom: 0.8 })
    expect(keyAction('0', false)).toEqual({ reset: true })
    expect(keyAction('ArrowRight', false)).toEqual({ pan: [-60, 0] })
    expect(keyAction('ArrowUp', true)).toEqual({ pan: [0, 240] })
    expect(keyAction('Tab', false)).toBeNull()
    expect(keyAction('a', false)).toBeNull()
  })
})
