import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { BUDGETS, kB, type BuildSizes, type Size } from '../bundleSizes'
import { peerDist, peerPath, type PeerApp } from './peers'

/** Ours: the entry chunk, its static imports and the login screen with its static imports (scripts/bundleSizes.ts). */
export const oursLoginGzip = (real: BuildSizes) => real.initial.js.gzip + real.initial.css.gzip

interface PeerSizes {
  initialJs: Size
  initialCss: Size
}

/** A peer: what its dist/index.html loads (scripts, modulepreloads, stylesheets), from the peers' measure.mjs. */
export async function peerLoginGzip(app: PeerApp): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [peerPath('measure.mjs'), peerDist(app), '--json'])
  const [sizes] = JSON.parse(stdout) as PeerSizes[]
  return sizes.initialJs.gzip + sizes.initialCss.gzip
}

/** Our builds' sizes as bench/latest.json keeps them: sources, not hashed file names, so it changes only with the figures. */
export function summary(sizes: BuildSizes) {
  return {
    initial: { js: sizes.initial.js, css: sizes.initial.css, files: sizes.initial.files.length },
    beforeFirstRender: { raw: sizes.beforeFirstRender.raw, gzip: sizes.beforeFirstRender.gzip },
    routes: sizes.routes.map(({ src, raw, gzip, onNavigation }) => ({ src, raw, gzip, onNavigation })),
    sections: sizes.sections.map(({ name, raw, gzip, onNavigation }) => ({ name, raw, gzip, onNavigation })),
    sharedBySections: { raw: sizes.sharedBySections.raw, gzip: sizes.sharedBySections.gzip },
  }
}

const sum = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip })

/** Our two builds side by side: /login, each route chunk and each section's own code, with the CI budgets. */
export function sizeTable(sizes: { real: BuildSizes; demo: BuildSizes }): string {
  const both = (size: Size) => `${kB(size.raw).toFixed(1).padStart(7)} ${kB(size.gzip).toFixed(1).padStart(6)}`
  const row = (name: string, real: Size | undefined, demo: Size | undefined, note = '') =>
    `${name.padEnd(44)}${real ? both(real) : ' '.repeat(14)}   ${demo ? both(demo) : ' '.repeat(14)}  ${note}`
  const budget = (value: number, limit: number) => (value <= limit ? `≤ ${kB(limit)} ok` : `> ${kB(limit)} OVER BUDGET`)
  const lines = [
    `${'kB (1000 bytes), gzip -9'.padEnd(44)}${'real: raw   gzip'.padStart(16)}   ${'demo: raw   gzip'.padStart(16)}`,
    row('/login initial JS', sizes.real.initial.js, sizes.demo.initial.js, budget(sizes.real.initial.js.gzip, BUDGETS.initialJs)),
    row('/login initial CSS', sizes.real.initial.css, sizes.demo.initial.css, budget(sizes.real.initial.css.gzip, BUDGETS.initialCss)),
    row(
      '/login initial JS + CSS',
      sum(sizes.real.initial.js, sizes.real.initial.css),
      sum(sizes.demo.initial.js, sizes.demo.initial.css),
      budget(oursLoginGzip(sizes.real), BUDGETS.initialTotal),
    ),
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
  lines.push('', 'sections: own code (what no other section, /login or the shell loads)')
  for (const section of sizes.real.sections) {
    const demo = sizes.demo.sections.find((candidate) => candidate.name === section.name)
    lines.push(row(`  ${section.name}`, section, demo, budget(section.gzip, BUDGETS.section)))
  }
  lines.push(row('  shared by two or more sections', sizes.real.sharedBySections, sizes.demo.sharedBySections, 'with the first section opened'))
  return lines.join('\n')
}
