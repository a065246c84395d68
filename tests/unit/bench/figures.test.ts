import { describe, expect, it } from 'vitest'
import type { AppId } from '../../../scripts/bench/apps'
import { figures, table, type Samples } from '../../../scripts/bench/figures'
import type { MeasureRun } from '../../../scripts/bench/measureBrowser'
import { prefetchFigures, prefetchTable } from '../../../scripts/bench/prefetch'
import { scaleFigures, scaleTable } from '../../../scripts/bench/scale'
import { pairedRatios, spread } from '../../../scripts/bench/spread'

/** The bench's figures and their spread over runs (min / median / max), from made-up runs. */

const MiB = 1048576

/** A run whose five menu steps take `menu` ms (painted; in the DOM 10 ms earlier) and `cpu` ms of CPU each, give or take. */
function run(menu: number, cpu: number, signIn: number, heapMiB: number): MeasureRun {
  const step = (offset: number) => ({ ms: menu + offset - 10, paintedMs: menu + offset, cpuMs: cpu + offset })
  return {
    fcp: 0,
    login: { ms: signIn - 10, paintedMs: signIn, cpuMs: signIn / 2 },
    // the per-run figure is the median of the five steps: menu (and cpu) itself
    nav: { domain: step(-4), 'anti-chain': step(0), comment: step(3), articles: step(-1), push: step(9) },
    heapUsed: heapMiB * MiB,
    machineIdlePct: 70,
    errors: [],
  }
}

// three alternating runs; ours was slowest in run 1 while react-admin was slowest in run 3, so pairing run i with run i
// gives other ratios than pairing the sorted values would
const samples: Samples = {
  runs: {
    ours: [run(60, 50, 200, 10.3), run(50, 45, 180, 10.4), run(55, 48, 190, 10.2)],
    'react-admin': [run(100, 90, 240, 14.6), run(90, 95, 230, 14.5), run(120, 100, 250, 14.7)],
    refine: [run(230, 240, 430, 24.8), run(240, 250, 440, 24.7), run(220, 235, 450, 24.9)],
  } satisfies Record<AppId, MeasureRun[]>,
  fcp: { ours: [120, 90, 130], 'react-admin': [380, 390, 370], refine: [480, 470, 500] },
  loginGzip: { ours: 178_700, 'react-admin': 332_400, refine: 551_400 },
}

describe('the spread of a figure', () => {
  it('is the min, median and max of the runs, rounded', () => {
    expect(spread([3, 1.26, 2, 10], 1)).toEqual({ min: 1.3, median: 2.5, max: 10 })
    expect(spread([Number.NaN], 0)).toBeNull()
  })

  it('pairs run i of one app with run i of the other', () => {
    expect(pairedRatios([60, 50, 55], [100, 90, 120])).toEqual([0.6, 50 / 90, 55 / 120])
  })
})

describe('the main table', () => {
  const all = figures(samples)

  it('keeps the medians and their ratio, and adds each app’s spread and that of the per-run ratios', () => {
    expect(all.menuToRowsPainted).toMatchObject({
      values: { ours: 55, 'react-admin': 100, refine: 230 },
      oursToReactAdmin: 0.55,
      spread: {
        values: { ours: { min: 50, median: 55, max: 60 }, 'react-admin': { min: 90, median: 100, max: 120 }, refine: { min: 220, median: 230, max: 240 } },
        // 60/100, 50/90, 55/120: 0.60, 0.56, 0.46 (sorted pairs would give 0.56, 0.55, 0.50)
        oursToReactAdmin: { min: 0.46, median: 0.56, max: 0.6 },
      },
    })
    expect(all.menuToRowsInDom.spread!.values.ours).toEqual({ min: 40, median: 45, max: 50 })
    expect(all.menuStepCpu.spread).toEqual({
      values: { ours: { min: 45, median: 48, max: 50 }, 'react-admin': { min: 90, median: 95, max: 100 }, refine: { min: 235, median: 240, max: 250 } },
      oursToReactAdmin: { min: 0.47, median: 0.48, max: 0.56 },
    })
    expect(all.signInToRows.spread!.oursToReactAdmin).toEqual({ min: 0.76, median: 0.78, max: 0.83 })
    expect(all.loginFcpReal.spread!.values.ours).toEqual({ min: 90, median: 120, max: 130 })
    expect(all.heapAfterSixLists.spread!.values.refine).toEqual({ min: 24.7, median: 24.8, max: 24.9 })
    // one build: no runs, no spread
    expect(all.loginGzip).toMatchObject({ values: { ours: 178.7 }, oursToReactAdmin: 0.54 })
    expect(all.loginGzip.spread).toBeUndefined()
  })

  it('prints each median with its min / median / max under it', () => {
    const lines = table(all, 3).split('\n')
    const at = (label: string) => lines.findIndex((line) => line.startsWith(label))
    const menu = at('menu click → rows painted')
    expect(lines[menu].split(/ {2,}/).slice(1)).toEqual(['55 ms', '100 ms', '230 ms', '0.55×'])
    expect(lines[menu + 1].trim().split(/ {2,}/)).toEqual(['min / median / max', '50 / 55 / 60', '90 / 100 / 120', '220 / 230 / 240', '0.46 / 0.56 / 0.60'])
    expect(lines[at('JS heap after six lists') + 1].trim().split(/ {2,}/)).toEqual([
      'min / median / max',
      '10.2 / 10.3 / 10.4',
      '14.5 / 14.6 / 14.7',
      '24.7 / 24.8 / 24.9',
      '0.69 / 0.71 / 0.72',
    ])
    // the size has no spread line
    expect(lines[at('/login JS + CSS, gzip') + 1]).toMatch(/^JS heap/)
    expect(lines.at(-1)).toMatch(/per-run ratios/)
  })
})

describe('the prefetch and long-page steps', () => {
  it('give each kind’s spread and that of the per-round ratios', () => {
    const prefetch = prefetchFigures([200, 190, 210], [40, 30, 35])
    expect(prefetch).toMatchObject({ medianWithoutHoverMs: 200, medianAfterHoverMs: 35, ratio: 0.18 })
    expect(prefetch.spread).toEqual({
      withoutHover: { min: 190, median: 200, max: 210 },
      afterHover: { min: 30, median: 35, max: 40 },
      ratio: { min: 0.16, median: 0.17, max: 0.2 },
    })
    const lines = prefetchTable(prefetch, 3).split('\n')
    expect(
      lines
        .find((line) => line.includes('without hover'))!
        .trim()
        .split(/ {2,}/),
    ).toEqual(['without hover', '200 ms', '190 / 200 / 210'])
    expect(lines.find((line) => line.trim().startsWith('ratio'))).toMatch(/^ {2}ratio +0\.18× +0\.16 \/ 0\.17 \/ 0\.20 {3}\(within /)

    const scale = scaleFigures({ 20: [50, 40, 60], 100: [55, 48, 57], 2000: [80, 60, 90] })
    expect(scale).toMatchObject({ medianMs: { 20: 50, 100: 55, 2000: 80 }, ratio: { 20: 1, 100: 1.1, 2000: 1.6 } })
    expect(scale.spread.ms[2000]).toEqual({ min: 60, median: 80, max: 90 })
    expect(scale.spread.ratio[100]).toEqual({ min: 0.95, median: 1.1, max: 1.2 })
    const row = scaleTable(scale, 3)
      .split('\n')
      .find((line) => line.trim().startsWith('2,000 rows'))!
    expect(row.trim().split(/ {2,}/)).toEqual(['2,000 rows', '80 ms', '60 / 80 / 90', '1.60×', '1.50 / 1.50 / 1.60', '(within the target of under 2×)'])
  })
})
