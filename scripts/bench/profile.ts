import { chromium, type Browser, type Page } from 'playwright-core'
import { APPS } from './apps'
import { CHROMIUM } from './fcp'
import { moduleMapper, type CallFrame, type Origin } from './modules'
import { peerPath } from './peers'

/** The part of a CDP Profiler.Profile read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[]
  samples?: number[]
  /** µs before each sample. */
  timeDeltas?: number[]
}

const argOf = (name: string) => APPS.ours.measureArgs[APPS.ours.measureArgs.indexOf(name) + 1]
const ROWS = argOf('--row-sel')
const LISTS = argOf('--resources').split(',')
const IDLE = new Set(['(idle)', '(root)'])

/** The Chromium of a profile or a trace of the menu steps (one per run of the bench, each run signs in afresh). */
export const launchStepsBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] })

/** A fresh context of `browser` on our app at `origin`, without Mirage's latency, signed in, its first rows shown. */
export async function signedInPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript({ path: peerPath('mirage-latency0.js') })
  const page = await context.newPage()
  await page.goto(`${origin}/${argOf('--login-path')}`)
  await page.fill(argOf('--user-sel'), argOf('--username'))
  await page.fill(argOf('--pass-sel'), argOf('--password'))
  await page.click(argOf('--submit-sel'))
  await page.locator(ROWS).first().waitFor()
  return page
}

/** Clicks the menu link of `list` and resolves once its real rows are in the DOM and the next frame has run. */
export async function menuStep(page: Page, list: string): Promise<void> {
  const link = page.locator(argOf('--menu-sel').replace('{r}', list)).first()
  const box = (await link.boundingBox())!
  const before = await page.evaluate((rows) => document.querySelector(rows)?.textContent ?? '', ROWS)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.waitForFunction(
    ([rows, path, old]) => location.pathname === path && (document.querySelector(rows)?.textContent?.trim() || old) !== old,
    [ROWS, `/${list}`, before] as const,
    { polling: 'raf' },
  )
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0))))
}

/**
 * `npm run bench -- --profile [--runs 3]`: where a menu step's main-thread time goes on our demo build (Mirage at
 * 0 ms). Per run a fresh context signs in, then each of the five menu steps runs under the CDP sampling profiler
 * (100 µs); every sample's time is charged to the function on top of the stack (self time), mapped back to its
 * source module through the build's source maps, and printed as ms per menu step, by module and by package.
 */
export async function profileMenuStep(outDir: string, origin: string, runs: number): Promise<void> {
  const originOf = moduleMapper(origin, outDir)
  const self = new Map<string, { origin: Origin; name: string; us: number }>()
  let steps = 0
  let wallMs = 0
  const browser = await launchStepsBrowser()
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await signedInPage(browser, origin)
      const context = page.context()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      for (const list of LISTS.slice(1)) {
        await page.waitForTimeout(500)
        await cdp.send('Profiler.start')
        const start = performance.now()
        await menuStep(page, list)
        wallMs += performance.now() - start
        const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
        steps += 1
        const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
        const [samples, deltas] = [profile.samples ?? [], profile.timeDeltas ?? []]
        samples.forEach((id, index) => {
          const frame = byId.get(id)!
          const source = originOf(frame)
          const key = `${frame.functionName}\u0000${source.module}\u0000${source.line}`
          const entry = self.get(key) ?? { origin: source, name: source.name ?? (frame.functionName || '(anonymous)'), us: 0 }
          entry.us += deltas[index + 1] ?? 0
          self.set(key, entry)
        })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  report([...self.values()], steps, wallMs / steps)
}

function report(entries: { origin: Origin; name: string; us: number }[], steps: number, wallMs: number): void {
  const busy = entries.filter((entry) => !IDLE.has(entry.origin.module))
  const total = busy.reduce((sum, entry) => sum + entry.us, 0)
  const ms = (us: number) => (us / 1000 / steps).toFixed(1).padStart(7)
  const pct = (us: number) => `${((100 * us) / total).toFixed(1)}%`.padStart(7)
  const sum = (key: (entry: (typeof busy)[number]) => string) => {
    const totals = new Map<string, number>()
    for (const entry of busy) totals.set(key(entry), (totals.get(key(entry)) ?? 0) + entry.us)
    return [...totals].sort((a, b) => b[1] - a[1])
  }
  console.info(`\nmain-thread self time per menu step, mean of ${steps} steps (ms, % of ${ms(total).trim()} ms busy), demo build`)
  console.info(`a step took ${wallMs.toFixed(0)} ms from the click to the rows painted, as seen from the bench (profiler on)`)
  console.info('sampled wall time of non-idle samples: on a loaded machine the shares mean more than the ms;')
  console.info("(program) is the browser's own work outside JS: style, layout, paint, parsing")
  console.info('\nby package / source folder')
  for (const [group, us] of sum((entry) => entry.origin.group).slice(0, 20)) console.info(`${ms(us)}${pct(us)}  ${group}`)
  console.info('\nby module')
  for (const [module, us] of sum((entry) => entry.origin.module).slice(0, 30)) console.info(`${ms(us)}${pct(us)}  ${module}`)
  console.info('\nby function')
  for (const [fn, us] of sum((entry) => `${entry.name}  ${entry.origin.module}${entry.origin.line ? `:${entry.origin.line}` : ''}`).slice(0, 20)) {
    console.info(`${ms(us)}${pct(us)}  ${fn}`)
  }
}
