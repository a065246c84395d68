import { APP_IDS, type AppId } from './apps'
import type { MeasureRun, Step } from './measureBrowser'
import { median, pairedRatios, round, spread, spreadText, type Spread } from './spread'

/** Everything one alternating run collected, per app. */
export interface Samples {
  runs: Record<AppId, MeasureRun[]>
  /** Real build (ours) / dist (peers): /login first contentful paint of each run, ms. */
  fcp: Record<AppId, number[]>
  /** /login JS + CSS, gzip level 9, bytes. */
  loginGzip: Record<AppId, number>
}

export interface Figure {
  label: string
  unit: 'ms' | 'kB' | 'MiB'
  /** The median over runs; null: not measured (yet) for that app. */
  values: Record<AppId, number | null>
  /** ours ÷ react-admin (of the medians); below 1 is better. */
  oursToReactAdmin: number | null
  /** Over runs, for the figures each run measures (not the sizes, which one build fixes). */
  spread?: FigureSpread
  note?: string
}

export interface FigureSpread {
  /** Each app's runs: min, median (= `values`), max. */
  values: Record<AppId, Spread | null>
  /** The per-run ratios ours ÷ react-admin, run i of ours with run i of react-admin: min, median, max. */
  oursToReactAdmin: Spread | null
}

export { median }

/** Per run the median over its five menu steps (the median over runs is then the figure, as the peers' README does). */
const menu = (runs: MeasureRun[], key: keyof Step) => runs.map((run) => median(Object.values(run.nav).map((step) => step[key])))

const DIGITS: Record<Figure['unit'], number> = { ms: 0, kB: 1, MiB: 1 }

/** A figure from each app's per-run values (`once`: one value that runs do not change, such as a size). */
function figure(label: string, unit: Figure['unit'], of: (app: AppId) => number[], { once = false, note }: { once?: boolean; note?: string } = {}): Figure {
  const digits = DIGITS[unit]
  const runs = Object.fromEntries(APP_IDS.map((app) => [app, of(app)])) as Record<AppId, number[]>
  const middle = (app: AppId) => median(runs[app])
  const values = Object.fromEntries(APP_IDS.map((app) => [app, Number.isFinite(middle(app)) ? round(middle(app), digits) : null])) as Figure['values']
  const { ours, 'react-admin': ra } = values
  const spreads: FigureSpread = {
    values: Object.fromEntries(APP_IDS.map((app) => [app, spread(runs[app], digits)])) as FigureSpread['values'],
    oursToReactAdmin: spread(pairedRatios(runs.ours, runs['react-admin']), 2),
  }
  return {
    label,
    unit,
    values,
    oursToReactAdmin: ours !== null && ra ? round(ours / ra, 2) : null,
    ...(once ? {} : { spread: spreads }),
    ...(note ? { note } : {}),
  }
}

/** The main table (ours, react-admin, refine and ours ÷ react-admin), from one alternating run. */
export function figures({ runs, fcp, loginGzip }: Samples): Record<string, Figure> {
  return {
    menuToRowsPainted: figure('menu click → rows painted (median)', 'ms', (app) => menu(runs[app], 'paintedMs'), {
      note: 'the frame after the rows are in the DOM',
    }),
    menuToRowsInDom: figure('  (rows in the DOM, frame before)', 'ms', (app) => menu(runs[app], 'ms')),
    menuStepCpu: figure('main-thread CPU per menu step', 'ms', (app) => menu(runs[app], 'cpuMs'), { note: 'CDP Performance ThreadTime' }),
    signInToRows: figure('sign-in click → rows painted', 'ms', (app) => runs[app].map((run) => run.login.paintedMs)),
    loginFcpReal: figure('real build, /login first contentful paint', 'ms', (app) => fcp[app]),
    loginGzip: figure('/login JS + CSS, gzip', 'kB', (app) => [loginGzip[app] / 1000], { once: true, note: '1 kB = 1000 bytes, gzip -9' }),
    heapAfterSixLists: figure('JS heap after six lists', 'MiB', (app) => runs[app].map((run) => run.heapUsed / 1048576), { note: 'after a forced GC' }),
  }
}

const LABEL = 44
const CELL = 20
const RATIO = 22
/** Right-aligned in `width`, always at least two spaces from what stands before it. */
const pad = (text: string, width: number) => `  ${text}`.padStart(width)

/**
 * The figures as a text table: ours, react-admin, refine, and ours ÷ react-admin; under each figure measured per run,
 * its spread: each app's min / median / max over runs, and the same of the per-run ratios.
 */
export function table(all: Record<string, Figure>, runCount: number): string {
  const cell = (value: number | null, unit: Figure['unit']) => pad(value === null ? '—' : `${value.toFixed(DIGITS[unit])} ${unit}`, CELL)
  const lines = [`${`median of ${runCount} alternating runs`.padEnd(LABEL)}${APP_IDS.map((app) => pad(app, CELL)).join('')}${pad('ours/RA', RATIO)}`]
  for (const { label, unit, values, oursToReactAdmin, spread: spreads } of Object.values(all)) {
    const ratio = oursToReactAdmin === null ? '—' : `${oursToReactAdmin.toFixed(2)}×`
    lines.push(`${label.padEnd(LABEL)}${APP_IDS.map((app) => cell(values[app], unit)).join('')}${pad(ratio, RATIO)}`)
    if (!spreads) continue
    const cells = APP_IDS.map((app) => pad(spreadText(spreads.values[app], DIGITS[unit]), CELL)).join('')
    lines.push(`${'    min / median / max'.padEnd(LABEL)}${cells}${pad(spreadText(spreads.oursToReactAdmin, 2), RATIO)}`)
  }
  lines.push(`min / median / max: over the ${runCount} runs; under ours/RA, of the per-run ratios (run i of ours ÷ run i of react-admin)`)
  return lines.join('\n')
}

/** Each run's own figures, to read the spread behind a median. */
export const perRun = (samples: Samples) =>
  Object.fromEntries(
    APP_IDS.map((app) => [
      app,
      samples.runs[app].map((run, index) => ({
        menuPaintedMs: Object.fromEntries(Object.entries(run.nav).map(([list, step]) => [list, round(step.paintedMs, 1)])),
        menuCpuMs: round(median(Object.values(run.nav).map((step) => step.cpuMs)), 1),
        menuInDomMs: round(median(Object.values(run.nav).map((step) => step.ms)), 1),
        signInPaintedMs: round(run.login.paintedMs, 1),
        loginFcpRealMs: round(samples.fcp[app][index], 1),
        heapMiB: round(run.heapUsed / 1048576, 2),
        machineIdlePct: Math.round(run.machineIdlePct),
        pageErrors: run.errors.length,
      })),
    ]),
  )
