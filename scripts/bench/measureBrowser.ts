import { spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { APPS, type AppId } from './apps'
import { peerPath } from './peers'

/** One timed step of measure-browser.mjs: from a trusted click to the rows, ms. */
export interface Step {
  /** Click → the first real row is in the DOM, laid out and visible. */
  ms: number
  /** Click → the frame after that one: the rows painted. */
  paintedMs: number
  /** Renderer main-thread CPU time (CDP Performance ThreadTime) from the click to the rows. */
  cpuMs: number
}

/** One run of measure-browser.mjs (one fresh browser context): see ../shared/peers/README.md. */
export interface MeasureRun {
  fcp: number
  login: Step
  /** Each menu step, by the list it opens. */
  nav: Record<string, Step>
  heapUsed: number
  machineIdlePct: number
  errors: string[]
}

export interface MeasureOptions {
  /** Before the run, wait (at most `maxWait` s) until this % of the machine's CPU time was idle for 2 s; 0: never. */
  minIdle: number
  maxWait: number
}

/**
 * Runs ../shared/peers/measure-browser.mjs once (`--runs 1`: its own browser, a fresh context) against `url` with
 * the app's selectors; our demo gets the peers' init script that sets Mirage's latency to 0, as their in-memory data
 * providers answer at once. Its per-run line is shown; its JSON is read back.
 */
export async function measureOnce(app: AppId, url: string, { minIdle, maxWait }: MeasureOptions): Promise<MeasureRun> {
  const out = resolve(tmpdir(), `bench-${app}-${process.pid}-${Date.now()}.json`)
  const args = [
    peerPath('measure-browser.mjs'),
    '--url',
    url,
    '--label',
    app,
    '--runs',
    '1',
    '--out',
    out,
    '--min-idle',
    String(minIdle),
    '--max-wait',
    String(maxWait),
    ...(app === 'ours' ? ['--init-script', peerPath('mirage-latency0.js')] : []),
    ...APPS[app].measureArgs,
  ]
  let log = ''
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: peerPath(), stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => (log += chunk))
    child.stderr.on('data', (chunk: Buffer) => (log += chunk))
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`measure-browser.mjs for ${app} exited with ${code}:\n${log}`))))
  })
  const runLine = log.split('\n').find((line) => line.startsWith('[run '))
  console.info(`  ${app.padEnd(12)}${runLine?.replace(/^\[run 1\/1\] /, '') ?? ''}`)
  try {
    const { runs } = JSON.parse(await readFile(out, 'utf8')) as { runs: MeasureRun[] }
    return runs[0]
  } finally {
    await rm(out, { force: true })
  }
}
