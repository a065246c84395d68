import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import { serveBuild, type StaticServer } from '../../tests/e2e/support/servers'
import { buildApp } from '../buildApp'
import { median } from './figures'
import { cjkFontLine, cjkFonts } from './machine'
import { measureOnce, type MeasureRun, type Step } from './measureBrowser'

/** Per run, the median over its five menu steps, as the bench takes it. */
const menu = (run: MeasureRun, key: keyof Step) => median(Object.values(run.nav).map((step) => step[key]))

/** A 95 % bootstrap interval of the median of paired differences (the pairs resampled), seeded to repeat. */
function bootstrap(diffs: number[], rounds = 10_000): [number, number] {
  let seed = 42
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const medians = Array.from({ length: rounds }, () => median(diffs.map(() => diffs[Math.floor(random() * diffs.length)]))).sort((x, y) => x - y)
  return [medians[Math.floor(rounds * 0.025)], medians[Math.floor(rounds * 0.975)]]
}

// B: OptionSelect makes Radix's select from the first draw, so ClosedTrigger is never drawn
const MADE = 'const [made, setMade] = useState(false)'

/** The commit's files in a folder of its own, with this checkout's node_modules; `radix` makes it variant B. */
async function tree(root: string, commit: string, radix: boolean): Promise<string> {
  const dir = await mkdtemp(resolve(tmpdir(), `ab-${radix ? 'radix' : 'closed'}-`))
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${dir}`], { cwd: root })
  await symlink(resolve(root, 'node_modules'), resolve(dir, 'node_modules'))
  if (radix) {
    const file = resolve(dir, 'src/ui/OptionSelect.tsx')
    const source = await readFile(file, 'utf8')
    if (!source.includes(MADE)) throw new Error(`${commit}'s OptionSelect.tsx no longer has "${MADE}": update this script`)
    await writeFile(file, source.replace(MADE, MADE.replace('false', 'true')))
  }
  return dir
}

/**
 * `node scripts/run.mjs scripts/bench/abClosedTrigger.ts [--commit HEAD] [--runs 24] [--b-first] [--out f.json]`:
 * whether the closed select's light trigger (src/ui/ClosedTrigger.tsx) still pays. Builds the demo of one commit twice,
 * A as it is and B with Radix's select drawn from the first render, serves both, and runs the peers'
 * measure-browser.mjs against them alternately (A, B, A, B, …; B, A, … with `--b-first`), as the bench runs ours.
 * Prints each run's menu click → rows painted and main-thread CPU per menu step, both medians, and the paired
 * differences B − A: their min, max, median and a bootstrap 95 % interval of that median. docs/bench.md has the last
 * result; run it once each way round and pool the pairs on a machine others load.
 */
export async function main(args: string[]): Promise<void> {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const runs = Number(option('--runs') ?? 24)
  const root = process.cwd()
  const commit = execFileSync('git', ['rev-parse', option('--commit') ?? 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  console.info(`${commit}; ${cjkFontLine(cjkFonts())}`)
  const trees: Record<string, string> = {}
  const servers: StaticServer[] = []
  const url: Record<string, string> = {}
  try {
    for (const name of ['A', 'B']) {
      trees[name] = await tree(root, commit, name === 'B')
      const out = resolve(trees[name], 'dist-ab')
      console.info(`building ${name} in ${trees[name]}`)
      await buildApp(trees[name], 'demo', out)
      servers.push(await serveBuild(out))
      url[name] = `${servers.at(-1)!.url}/`
    }
    const samples: Record<string, MeasureRun[]> = { A: [], B: [] }
    for (let round = 1; round <= runs; round += 1) {
      console.info(`round ${round}/${runs}`)
      for (const name of args.includes('--b-first') ? ['B', 'A'] : ['A', 'B']) {
        const once = () => measureOnce('ours', url[name], { minIdle: 50, maxWait: 10 })
        // one retry, as the bench: a loaded machine can time a run out
        const run = await once().catch(() => once())
        samples[name].push(run)
        console.info(
          `    ${name}: painted ${menu(run, 'paintedMs').toFixed(1)} ms, cpu ${menu(run, 'cpuMs').toFixed(1)} ms, idle ${run.machineIdlePct.toFixed(0)} %`,
        )
      }
    }
    const report: Record<string, unknown> = { commit, runs, bFirst: args.includes('--b-first') }
    for (const key of ['paintedMs', 'cpuMs', 'ms'] as const) {
      const a = samples.A.map((run) => menu(run, key))
      const b = samples.B.map((run) => menu(run, key))
      const diffs = a.map((value, index) => b[index] - value)
      const [low, high] = bootstrap(diffs)
      const figure = { A: a, B: b, medianA: median(a), medianB: median(b), diffs, diffMedian: median(diffs), diffMedian95: [low, high] }
      report[key] = figure
      const f = (value: number) => value.toFixed(1)
      console.info(
        `${key}: median A ${f(figure.medianA)}, B ${f(figure.medianB)}; B − A per pair ${f(Math.min(...diffs))} … ${f(Math.max(...diffs))}, median ${f(figure.diffMedian)} (95 % ${f(low)} … ${f(high)})`,
      )
    }
    report.idlePct = { A: samples.A.map((run) => Math.round(run.machineIdlePct)), B: samples.B.map((run) => Math.round(run.machineIdlePct)) }
    const out = option('--out')
    if (out) await writeFile(out, `${JSON.stringify(report, null, 2)}\n`)
  } finally {
    await Promise.all(servers.map((server) => server.close()))
    for (const dir of Object.values(trees)) await rm(dir, { recursive: true, force: true })
  }
}
