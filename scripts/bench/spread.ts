/**
 * A median alone hides how far the runs behind it strayed: a 0.57× ratio from runs between 0.53 and 0.58 is a result,
 * one from runs between 0.3 and 1.2 is noise. Each figure of the bench is printed and kept with its spread over runs.
 */

/** The lowest, the middle and the highest of a figure's runs. */
export interface Spread {
  min: number
  median: number
  max: number
}

export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Min, median and max of the finite `values`, rounded to `digits`; null when none is. */
export function spread(values: number[], digits: number): Spread | null {
  const finite = values.filter(Number.isFinite)
  if (!finite.length) return null
  return { min: round(Math.min(...finite), digits), median: round(median(finite), digits), max: round(Math.max(...finite), digits) }
}

/**
 * `numerators[i] ÷ denominators[i]` for each run both have: the runs alternate (ours, react-admin, … then ours
 * again), so run i of one app met the machine as run i of the other did, and their ratio cancels what the machine
 * was doing then. Sorting each side first would pair a quiet run with a busy one.
 */
export const pairedRatios = (numerators: number[], denominators: number[]): number[] =>
  numerators.slice(0, denominators.length).map((value, index) => value / denominators[index])

/** `53 / 56 / 64`: min / median / max, each with `digits` decimals; `—` when nothing was measured. */
export const spreadText = (found: Spread | null, digits: number): string =>
  found ? [found.min, found.median, found.max].map((value) => value.toFixed(digits)).join(' / ') : '—'
