import { median } from './figures'
import { clickToRows, withRealSession } from './realSession'
import { pairedRatios, spread, spreadText, type Spread } from './spread'

/** What the prefetch step measures against: an API this far away, and a pointer resting this long on the menu item. */
export const API_LATENCY_MS = 150
export const HOVER_MS = 200
/** The figure to stay under: click → rows after a hover, as a share of click → rows without one. */
export const PREFETCH_TARGET = 0.4

export interface PrefetchFigures {
  apiLatencyMs: number
  hoverMs: number
  /** Click → the frame after the themes' first row showed, ms: each step, then the medians. */
  withoutHover: number[]
  afterHover: number[]
  medianWithoutHoverMs: number
  medianAfterHoverMs: number
  /** medianAfterHoverMs ÷ medianWithoutHoverMs; at most PREFETCH_TARGET. */
  ratio: number
  /**
   * Min, median and max of each kind's steps, and of the per-round ratios (each round's step after a hover ÷ its step
   * without: the two steps of a round ran one after the other).
   */
  spread: { withoutHover: Spread | null; afterHover: Spread | null; ratio: Spread | null }
}

/**
 * The prefetch on intent: menu click → rows with and without a HOVER_MS hover first, on the real-API build against the fake
 * API answering after API_LATENCY_MS (`withRealSession`). Each step goes from the home page to 主题列表 (its code
 * loaded by a first visit, so the steps differ only by the prefetch), `rounds` steps of each kind, alternating which
 * kind comes first.
 */
export function measurePrefetch(realDir: string, rounds: number): Promise<PrefetchFigures> {
  return withRealSession(realDir, API_LATENCY_MS, async ({ page, menu, home }) => {
    // a first visit loads the screen's code, which a real menu step finds cached as well
    await clickToRows(page, menu('主题列表'))
    await home()

    const withoutHover: number[] = []
    const afterHover: number[] = []
    const step = async (hover: boolean) => {
      if (hover) {
        await menu('主题列表').hover()
        await page.waitForTimeout(HOVER_MS)
      }
      ;(hover ? afterHover : withoutHover).push(await clickToRows(page, menu('主题列表')))
      await home()
    }
    for (let round = 0; round < rounds; round += 1) {
      await step(round % 2 === 1)
      await step(round % 2 === 0)
    }
    return prefetchFigures(withoutHover, afterHover)
  })
}

/** The figures of `rounds` steps of each kind, step i of one kind taken in the same round as step i of the other. */
export function prefetchFigures(withoutHover: number[], afterHover: number[]): PrefetchFigures {
  const medianWithoutHoverMs = median(withoutHover)
  const medianAfterHoverMs = median(afterHover)
  return {
    apiLatencyMs: API_LATENCY_MS,
    hoverMs: HOVER_MS,
    withoutHover: withoutHover.map(Math.round),
    afterHover: afterHover.map(Math.round),
    medianWithoutHoverMs: Math.round(medianWithoutHoverMs),
    medianAfterHoverMs: Math.round(medianAfterHoverMs),
    ratio: Math.round((medianAfterHoverMs / medianWithoutHoverMs) * 100) / 100,
    spread: {
      withoutHover: spread(withoutHover, 0),
      afterHover: spread(afterHover, 0),
      ratio: spread(pairedRatios(afterHover, withoutHover), 2),
    },
  }
}

/** Each median, then its min / median / max over the steps (for the ratio: of the per-round ratios). */
export function prefetchTable(figures: PrefetchFigures, rounds: number): string {
  const { apiLatencyMs, hoverMs, medianWithoutHoverMs, medianAfterHoverMs, ratio, spread: spreads } = figures
  const verdict = ratio <= PREFETCH_TARGET ? 'within' : 'OVER'
  const line = (label: string, value: string, found: Spread | null, digits: number) =>
    `  ${label.padEnd(24)}${value.padStart(10)}${spreadText(found, digits).padStart(22)}`
  return [
    `menu click → rows (主题列表), real build, fake API at ${apiLatencyMs} ms, ${rounds} rounds`,
    `${''.padEnd(26)}${'median'.padStart(10)}${'min / median / max'.padStart(22)}`,
    line('without hover', `${medianWithoutHoverMs} ms`, spreads.withoutHover, 0),
    line(`after a ${hoverMs} ms hover`, `${medianAfterHoverMs} ms`, spreads.afterHover, 0),
    `${line('ratio', `${ratio.toFixed(2)}×`, spreads.ratio, 2)}   (${verdict} the target of at most ${PREFETCH_TARGET.toFixed(2)}×; spread of the per-round ratios)`,
  ].join('\n')
}
