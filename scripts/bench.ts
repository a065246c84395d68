import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CHROMIUM, measureInChromium, ROWS_SECTION, type BrowserFigures } from './benchBrowser'
import { buildApp } from './buildApp'
import { BUDGETS, kB, readBuildSizes, type BuildSizes, type Size } from './bundleSizes'

/**
 * `npm run bench [-- --runs 5 --no-browser --keep]`: builds the real-API and the demo bundle (as `npm run build` and
 * `npm run build:demo` do, NODE_ENV=production), prints their sizes and, in Chromium against the demo build, the
 * median of a few timings; writes the same figures to bench/latest.json. The builds go to bench/runs/ (ignored by
 * git) and are removed afterwards unless `--keep`.
 */
export async function main(args: string[]): Promise<void> {
  const root = process.cwd()
  const runs = Number(args[args.indexOf('--runs') + 1]) || 5
  const browser = !args.includes('--no-browser')
  if (browser && !existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium), or run with --no-browser`)

  const runDir = resolve(root, 'bench/runs', new Date().toISOString().replace(/[:.]/g, '-'))
  const dirs = { real: resolve(runDir, 'real'), demo: resolve(runDir, 'demo') }
  console.info(`building into ${runDir} …`)
  await buildApp(root, 'production', dirs.real)
  await buildApp(root, 'demo', dirs.demo)
  const sizes = { real: await readBuildSizes(dirs.real), demo: await readBuildSizes(dirs.demo) }

  let chromium: BrowserFigures | null = null
  try {
    if (browser) {
      console.info(`measuring the demo build in Chromium, ${runs} runs …`)
      chromium = await measureInChromium(dirs.demo, runs)
    }
  } finally {
    if (!args.includes('--keep')) await rm(runDir, { recursive: true, force: true })
  }

  const figures = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    kB: '1 kB = 1000 bytes; gzip at level 9',
    budgets: BUDGETS,
    builds: { real: summary(sizes.real), demo: summary(sizes.demo) },
    chromium: chromium && {
      version: chromium.chromium,
      build: 'demo (Mirage answers in the page after its 250 ms latency)',
      runs: chromium.runs.length,
      rowsSection: ROWS_SECTION.path,
      median: round(chromium.median),
      samples: chromium.runs.map(round),
    },
  }
  console.info(`\n${table(sizes, chromium)}`)
  await mkdir(resolve(root, 'bench'), { recursive: true })
  await writeFile(resolve(root, 'bench/latest.json'), `${JSON.stringify(figures, null, 2)}\n`)
  console.info('\nwritten to bench/latest.json')
}

const round = (run: BrowserFigures['median']) => ({
  fcpMs: Math.round(run.fcp),
  signInToShellMs: Math.round(run.signIn),
  menuToRowsMs: Math.round(run.menuToRows),
  heapAfterSectionsMB: Math.round(run.heap / 1e5) / 10,
})

function summary(sizes: BuildSizes) {
  return {
    initial: { js: sizes.initial.js, css: sizes.initial.css, files: sizes.initial.files.length },
    beforeFirstRender: { raw: sizes.beforeFirstRender.raw, gzip: sizes.beforeFirstRender.gzip },
    // sources, not hashed file names: the JSON changes only when the figures do
    routes: sizes.routes.map(({ src, raw, gzip, onNavigation }) => ({ src, raw, gzip, onNavigation })),
    sections: sizes.sections.map(({ name, raw, gzip, onNavigation }) => ({ name, raw, gzip, onNavigation })),
    sharedBySections: { raw: sizes.sharedBySections.raw, gzip: sizes.sharedBySections.gzip },
  }
}

function table(sizes: { real: BuildSizes; demo: BuildSizes }, chromium: BrowserFigures | null): string {
  const both = (size: Size) => `${kB(size.raw).toFixed(1).padStart(7)} ${kB(size.gzip).toFixed(1).padStart(6)}`
  const row = (name: string, real: Size | undefined, demo: Size | undefined, note = '') =>
    `${name.padEnd(44)}${real ? both(real) : ' '.repeat(14)}   ${demo ? both(demo) : ' '.repeat(14)}  ${note}`
  const budget = (value: number, limit: number) => (value <= limit ? `≤ ${kB(limit)} ok` : `> ${kB(limit)} OVER BUDGET`)
  const lines = [
    `${'kB (1000 bytes), gzip -9'.padEnd(44)}${'real: raw   gzip'.padStart(16)}   ${'demo: raw   gzip'.padStart(16)}`,
    row('/login initial JS', sizes.real.initial.js, sizes.demo.initial.js, budget(sizes.real.initial.js.gzip, BUDGETS.initialJs)),
    row('/login initial CSS', sizes.real.initial.css, sizes.demo.initial.css, budget(sizes.real.initial.css.gzip, BUDGETS.initialCss)),
    row('  + awaited before the first render', sizes.real.beforeFirstRender, sizes.demo.beforeFirstRender, 'demo: Mirage, machine recorder'),
    '',
    'route chunks (own file; + what opening it first fetches)',
  ]
  for (const route of sizes.real.routes) {
    const demo = sizes.demo.routes.find((candidate) => candidate.src === route.src)
    lines.push(row(`  ${route.src.replace(/^src\/routes\//, '')}`, route, demo, `+${kB(route.onNavigation.gzip).toFixed(1)} gzip on navigation`))
  }
  for (const route of sizes.demo.routes.filter((demo) => !sizes.real.routes.some((real) => real.src === demo.src))) {
    lines.push(row(`  ${route.src.replace(/^src\/routes\//, '')} (demo only)`, undefined, route))
  }
  lines.push('', "sections: own code (what no other section, /login or the shell loads)")
  for (const section of sizes.real.sections) {
    const demo = sizes.demo.sections.find((candidate) => candidate.name === section.name)
    lines.push(row(`  ${section.name}`, section, demo, budget(section.gzip, BUDGETS.section)))
  }
  lines.push(row('  shared by two or more sections', sizes.real.sharedBySections, sizes.demo.sharedBySections, 'with the first section opened'))
  if (chromium) {
    const { median } = chromium
    lines.push(
      '',
      `Chromium ${chromium.chromium}, demo build, fresh context per run, median of ${chromium.runs.length}:`,
      `  ${'first contentful paint of /login'.padEnd(40)}${median.fcp.toFixed(0).padStart(6)} ms`,
      `  ${'sign-in click → shell painted'.padEnd(40)}${median.signIn.toFixed(0).padStart(6)} ms  (Mirage answers after 250 ms)`,
      `  ${`menu click → ${ROWS_SECTION.path} rows painted`.padEnd(40)}${median.menuToRows.toFixed(0).padStart(6)} ms  (no hover first: its chunk is not preloaded)`,
      `  ${'JS heap after visiting every section'.padEnd(40)}${(median.heap / 1e6).toFixed(1).padStart(6)} MB`,
    )
  }
  return lines.join('\n')
}
