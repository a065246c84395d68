import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node'

interface Part {
  files: number
  tests: number
  /** When the part's first file was handed to a worker, and when its last file ended (ms since the epoch). */
  firstStart: number
  lastEnd: number
  /** Sum of its files' own time in their workers: environment, setup, import, tests and hooks. */
  busy: number
  /** Each file's own time, for the slowest few. */
  byFile: [string, number][]
}

/** How many of a part's slowest files its line names: where the next growth shows first. */
const SLOWEST = 3

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Prints, after the run, how long each part of the suite took: one line per Vitest project (unit, component, e2e,
 * and whatever project is added later, e.g. a second browser), plus the start-up before the first file ran (the
 * global setups: the e2e builds). Files of different projects run side by side, so the parts' wall times overlap;
 * "in workers" adds up the files' own durations, which is what a part costs whatever runs beside it, and the slowest
 * files of each part are named, so that the next growth shows where it is at once. Times are read from the
 * monotonic clock, as Vitest's own Duration is: read from the wall clock, one run here printed a total 29 s longer
 * than that Duration (a virtual machine's clock can be set while it runs).
 */
export default class PartsReporter implements Reporter {
  private vitest!: Vitest
  private runStart = 0
  private firstFile = 0
  private starts = new Map<string, number>()
  private parts = new Map<string, Part>()

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunStart(_specifications: ReadonlyArray<TestSpecification>) {
    this.runStart = performance.now()
    this.firstFile = 0
    this.starts.clear()
    this.parts.clear()
  }

  onTestModuleQueued(testModule: TestModule) {
    const now = performance.now()
    this.firstFile ||= now
    this.starts.set(testModule.id, now)
  }

  onTestModuleEnd(testModule: TestModule) {
    const now = performance.now()
    const start = this.starts.get(testModule.id) ?? now
    const name = testModule.project.name || 'default'
    const part = this.parts.get(name) ?? { files: 0, tests: 0, firstStart: start, lastEnd: now, busy: 0, byFile: [] }
    const diagnostic = testModule.diagnostic()
    // a worker that runs several files without isolation builds its environment once, yet reports it for each file
    const environment = testModule.project.config.isolate ? diagnostic.environmentSetupDuration : 0
    const own = environment + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration
    part.files += 1
    part.tests += [...testModule.children.allTests()].length
    part.firstStart = Math.min(part.firstStart, start)
    part.lastEnd = Math.max(part.lastEnd, now)
    part.busy += own
    part.byFile.push([testModule.moduleId.split('/').at(-1)!, own])
    this.parts.set(name, part)
  }

  onTestRunEnd() {
    if (this.parts.size === 0) return
    const end = performance.now()
    const width = Math.max(...[...this.parts.keys()].map((name) => name.length), 'start-up'.length)
    const lines = [...this.parts]
      .sort(([, a], [, b]) => a.firstStart - b.firstStart)
      .map(
        ([name, part]) =>
          `  ${name.padEnd(width)}  ${String(part.files).padStart(3)} files ${String(part.tests).padStart(4)} tests` +
          `   wall ${seconds(part.lastEnd - part.firstStart).padStart(8)}   in workers ${seconds(part.busy).padStart(8)}` +
          `   slowest: ${part.byFile
            .toSorted((a, b) => b[1] - a[1])
            .slice(0, SLOWEST)
            .map(([file, ms]) => `${file} ${seconds(ms)}`)
            .join(', ')}`,
      )
    const workers = this.vitest.config.maxWorkers
    this.vitest.logger.log(
      [
        '',
        ` Duration by part (up to ${workers} files at a time, so the parts overlap):`,
        `  ${'start-up'.padEnd(width)}  ${seconds((this.firstFile || end) - this.runStart)} before the first file (global setups: the e2e builds)`,
        ...lines,
        `  ${'total'.padEnd(width)}  ${seconds(end - this.runStart)}`,
        '',
      ].join('\n'),
    )
  }
}
