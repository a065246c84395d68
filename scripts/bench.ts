import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { relative, resolve } from 'node:path'
import { serveBuild, type StaticServer } from '../tests/e2e/support/servers'
import { APP_IDS, APPS, type AppId } from './bench/apps'
import { CHROMIUM, FcpProbe } from './bench/fcp'
import { figures, perRun, table, type Samples } from './bench/figures'
import { cjkFontLine, cjkFonts } from './bench/machine'
import { measureOnce, type MeasureOptions } from './bench/measureBrowser'
import { ensurePeers, peerDist, PEERS_DIR } from './bench/peers'
import { measurePrefetch, prefetchTable } from './bench/prefetch'
import { profileMenuStep } from './bench/profile'
import { measureScale, scaleTable } from './bench/scale'
import { traceMenuSteps } from './bench/trace'
import { oursLoginGzip, peerLoginGzip, sizeTable, summary } from './bench/sizes'
import { buildApp } from './buildApp'
import { BUDGETS, readBuildSizes } from './bundleSizes'

/**
 * `npm run bench [-- --runs 5 --min-idle 50 --max-wait 10 --keep]`: builds our real-API and demo bundles, sets up
 * the full peers of ../shared/peers (react-admin 5, refine 5: ra-full, refine-full) when their dist/ is missing, serves all four with the same
 * static server (Vite preview), then alternates the apps run by run (ours, react-admin, refine, ours, …): each run is
 * the peers' measure-browser.mjs in a fresh browser against our demo (Mirage at 0 ms) or a peer, then the /login first
 * contentful paint of our real build and of each peer in a fresh context. Prints the medians with their ratio to
 * react-admin, each with its spread over runs (min / median / max; of the per-run ratios for the ratio), and writes them
 * to bench/latest.json. Then, ours alone, the prefetch on intent: menu
 * click → rows with and without a 200 ms hover, on the real build against the browser tests' fake API at 150 ms
 * (scripts/bench/prefetch.ts); and the long pages: menu click → rows with 20, 100 and 2,000 rows on
 * the domain list's page (scripts/bench/scale.ts). `--prefetch` or `--scale`: only that step (the real build, no peers,
 * nothing written). `--profile`:
 * where a menu step's main-thread time goes, per module (scripts/bench/profile.ts). `--trace`: what each menu step makes
 * the browser do, counts of style recalculations, layouts and their elements (scripts/bench/trace.ts). Builds go to bench/runs/ (ignored
 * by git), removed afterwards unless `--keep`.
 */
export async function main(args: string[]): Promise<void> {
  const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback)
  const runs = option('--runs', 5)
  const measure: MeasureOptions = { minIdle: option('--min-idle', 50), maxWait: option('--max-wait', 10) }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium, or CHROMIUM=path)`)

  const root = process.cwd()
  const fonts = cjkFonts()
  console.info(cjkFontLine(fonts))
  const runDir = resolve(root, 'bench/runs', new Date().toISOString().replace(/[:.]/g, '-'))
  const dirs = { real: resolve(runDir, 'real'), demo: resolve(runDir, 'demo') }
  const servers: StaticServer[] = []
  const serve = async (dir: string) => (servers.push(await serveBuild(dir)), servers.at(-1)!.url)
  try {
    console.info(`building into ${runDir} …`)
    if (args.includes('--profile')) {
      await buildApp(root, 'demo', dirs.demo, { sourcemap: 'hidden' })
      return await profileMenuStep(dirs.demo, await serve(dirs.demo), option('--runs', 3))
    }
    if (args.includes('--trace')) {
      await buildApp(root, 'demo', dirs.demo)
      return await traceMenuSteps(await serve(dirs.demo), option('--runs', 3))
    }
    if (args.includes('--prefetch')) {
      await buildApp(root, 'production', dirs.real)
      return console.info(`\n${prefetchTable(await measurePrefetch(dirs.real, runs), runs)}`)
    }
    if (args.includes('--scale')) {
      await buildApp(root, 'production', dirs.real)
      return console.info(`\n${scaleTable(await measureScale(dirs.real, runs), runs)}`)
    }
    await buildApp(root, 'production', dirs.real)
    await buildApp(root, 'demo', dirs.demo)
    await ensurePeers()
    const sizes = { real: await readBuildSizes(dirs.real), demo: await readBuildSizes(dirs.demo) }

    // one static server per app, the same kind for all; ours twice: the demo for the timings, the real build for FCP
    const demo = await serve(dirs.demo)
    const real = await serve(dirs.real)
    const peers = { 'react-admin': await serve(peerDist('ra-full')), refine: await serve(peerDist('refine-full')) }
    const timed: Record<AppId, string> = { ours: demo, ...peers }
    const fcpOrigin: Record<AppId, string> = { ours: real, ...peers }

    const empty = <T>() => Object.fromEntries(APP_IDS.map((app) => [app, [] as T[]])) as Record<AppId, T[]>
    const samples: Samples = { runs: empty(), fcp: empty(), loginGzip: { ours: oursLoginGzip(sizes.real), 'react-admin': 0, refine: 0 } }
    samples.loginGzip['react-admin'] = await peerLoginGzip('ra-full')
    samples.loginGzip.refine = await peerLoginGzip('refine-full')

    const probe = await FcpProbe.launch()
    try {
      for (let round = 1; round <= runs; round += 1) {
        console.info(`round ${round}/${runs}`)
        for (const app of APP_IDS) {
          // one retry: on a loaded machine a run can time out, and one lost run should not cost the whole bench
          const once = () => measureOnce(app, `${timed[app]}/`, measure)
          samples.runs[app].push(await once().catch((error: unknown) => (console.warn(`  ${app}: ${String(error).slice(0, 300)}; again`), once())))
        }
        for (const app of APP_IDS) samples.fcp[app].push(await probe.measure(`${fcpOrigin[app]}/${APPS[app].loginPath}`))
        console.info(`  /login FCP   ${APP_IDS.map((app) => `${app} ${samples.fcp[app].at(-1)!.toFixed(0)} ms`).join(', ')}`)
      }
    } finally {
      await probe.close()
    }

    console.info('prefetch on intent: menu click → rows with and without a hover first (real build, fake API)')
    const prefetch = await measurePrefetch(dirs.real, runs)
    console.info('long pages: menu click → rows with 20, 100 and 2,000 rows on the page (real build, fake API)')
    const scale = await measureScale(dirs.real, runs)

    const all = figures(samples)
    console.info(`\n${sizeTable(sizes)}\n\n${table(all, runs)}\n\n${prefetchTable(prefetch, runs)}\n\n${scaleTable(scale, runs)}`)
    const latest = {
      generatedAt: new Date().toISOString(),
      node: process.version,
      machine: { cpus: availableParallelism(), loadavg1AtEnd: Math.round(loadavg()[0] * 100) / 100, cjkFonts: fonts },
      method: {
        runs,
        order: APP_IDS,
        // a PEERS_DIR set elsewhere is named by its variable: the figures never carry a path of the machine they ran on
        timing: `${process.env.PEERS_DIR ? '$PEERS_DIR' : relative(process.cwd(), PEERS_DIR)}/measure-browser.mjs --runs 1 per app and round (a fresh browser), min-idle ${measure.minIdle}% (at most ${measure.maxWait} s)`,
        ours: 'demo build, Mirage latency 0 (mirage-latency0.js); /login FCP and size: the real build',
        peers: 'ra-full and refine-full (lists shaped like ours), their dist/, in-memory data providers, 200 rows per resource, 20 per page',
        spread:
          "min / median / max over runs (prefetch and long pages: over steps); for a ratio, of the ratios of runs taken side by side (run i of ours ÷ run i of react-admin, each round's steps)",
      },
      figures: all,
      prefetchOnIntent: prefetch,
      longPages: scale,
      perRun: perRun(samples),
      kB: '1 kB = 1000 bytes; gzip at level 9',
      budgets: BUDGETS,
      builds: { real: summary(sizes.real), demo: summary(sizes.demo) },
    }
    await mkdir(resolve(root, 'bench'), { recursive: true })
    await writeFile(resolve(root, 'bench/latest.json'), `${JSON.stringify(latest, null, 2)}\n`)
    console.info('\nwritten to bench/latest.json')
  } finally {
    await Promise.all(servers.map((server) => server.close()))
    if (!args.includes('--keep')) await rm(runDir, { recursive: true, force: true })
  }
}
