import { APP_IDS, type AppId } from './apps'
import type { MeasureRun, Step } from './measureBrowser'

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
  /** null: not measured (yet) for that app. */
  values: Record<AppId, number | null>
  /** ours ÷ react-admin; below 1 is better. */
  oursToReactAdmin: number | null
  note?: string
}

export const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Per run the median over its five menu steps, then the median over runs (as the peers' README does). */
const menu = (runs: MeasureRun[], key: keyof Step) => median(runs.map((run) => median(Object.values(run.nav).map((step) => step[key]))))

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

function figure(label: string, unit: Figure['unit'], of: (app: AppId) => number | null, note?: string): Figure {
  const digits = unit === 'ms' ? 0 : 1
  const values = Object.fromEntries(APP_IDS.map((app) => [app, of(app) === null ? null : round(of(app)!, digits)])) as Figure['values']
  const { ours, 'react-admin': ra } = values
  return { label, unit, values, oursToReactAdmin: ours !== null && ra ? round(ours / ra, 2) : null, ...(note ? { note } : {}) }
}

/** The table of issue 14, from one alternating run. */
export function figures({ runs, fcp, loginGzip }: Samples): Record<string, Figure> {
  return {
    menuToRowsPainted: figure('menu click → rows painted (median)', 'ms', (app) => menu(runs[app], 'paintedMs'), 'the frame after the rows are in the DOM'),
    menuToRowsInDom: figure('  (rows in the DOM, frame before)', 'ms', (app) => menu(runs[app], 'ms')),
    menuStepCpu: figure('main-thread CPU per menu step', 'ms', (app) => menu(runs[app], 'cpuMs'), 'CDP Performance ThreadTime'),
    signInToRows: figure('sign-in click → rows painted', 'ms', (app) => median(runs[app].map((run) => run.login.paintedMs))),
    loginFcpReal: figure('real build, /login first contentful paint', 'ms', (app) => median(fcp[app])),
    loginGzip: figure('/login JS + CSS, gzip', 'kB', (app) => loginGzip[app] / 1000, '1 kB = 1000 bytes, gzip -9'),
    heapAfterSixLists: figure('JS heap after six lists', 'MiB', (app) => median(runs[app].map((run) => run.heapUsed)) / 1048576, 'after a forced GC'),
  }
}

/** The figures as a text table: ours, react-admin, refine, and ours ÷ react-admin. */
export function table(all: Record<string, Figure>, runCount: number): string {
  const cell = (value: number | null, unit: string) => (value === null ? '—' : `${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit}`).padStart(12)
  const lines = [`${`median of ${runCount} alternating runs`.padEnd(44)}${APP_IDS.map((app) => app.padStart(12)).join('')}${'ours/RA'.padStart(10)}`]
  for (const { label, unit, values, oursToReactAdmin } of Object.values(all)) {
    const ratio = oursToReactAdmin === null ? '—' : `${oursToReactAdmin.toFixed(2)}×`
    lines.push(`${label.padEnd(44)}${APP_IDS.map((app) => cell(values[app], unit)).join('')}${ratio.padStart(10)}`)
  }
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
        signInPaintedMs: round(run.login.paintedMs, 1),
        loginFcpRealMs: round(samples.fcp[app][index], 1),
        heapMiB: round(run.heapUsed / 1048576, 2),
        machineIdlePct: Math.round(run.machineIdlePct),
        pageErrors: run.errors.length,
      })),
    ]),
  )
