/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo data on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** Where the sequence stands: `seededRandom(state())` draws what this one draws next. */
    state: () => state,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (probability: number) => next() < probability,
  }
}

export type Random = ReturnType<typeof seededRandom>

/** Fixed reference time for seeds, so dates are the same on every run: 2026-11-01 09:00 (UTC+8). */
export const SEED_NOW = Date.parse('2026-11-01T09:00:00+08:00')

export const daysBefore = (days: number, from = SEED_NOW) => new Date(from - days * 86_400_000).toISOString()
