import { APPS } from './apps'
import { median } from './figures'
import { launchStepsBrowser, menuStep, signedInPage } from './profile'

const argOf = (name: string) => APPS.ours.measureArgs[APPS.ours.measureArgs.indexOf(name) + 1]
const LISTS = argOf('--resources').split(',')

/** The part of a Chromium trace event read here. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  dur?: number
  args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number } }
}

/** What one menu step made the renderer's main thread do: counts, which a loaded machine does not change, and ms. */
export interface StepWork {
  styleRecalcs: number
  elementsStyled: number
  layouts: number
  objectsLaidOut: number
  paints: number
  tasks: number
  styleMs: number
  layoutMs: number
  scriptMs: number
  busyMs: number
}

const WORK: Record<string, (work: StepWork, event: TraceEvent) => void> = {
  UpdateLayoutTree: (work, { dur = 0, args }) => {
    work.styleRecalcs += 1
    work.elementsStyled += args?.elementCount ?? 0
    work.styleMs += dur / 1000
  },
  Layout: (work, { dur = 0, args }) => {
    work.layouts += 1
    work.objectsLaidOut += args?.beginData?.dirtyObjects ?? 0
    work.layoutMs += dur / 1000
  },
  Paint: (work) => (work.paints += 1),
  RunTask: (work, { dur = 0 }) => {
    work.tasks += 1
    work.busyMs += dur / 1000
  },
  // script run by a task (nested calls are inside the outer one's duration)
  FunctionCall: (work, { dur = 0 }) => (work.scriptMs += dur / 1000),
  TimerFire: () => {},
}

/** The main thread's work in one step's trace: the renderer thread named CrRendererMain of the page's process. */
export function workOf(events: TraceEvent[]): StepWork {
  const work: StepWork = {
    styleRecalcs: 0,
    elementsStyled: 0,
    layouts: 0,
    objectsLaidOut: 0,
    paints: 0,
    tasks: 0,
    styleMs: 0,
    layoutMs: 0,
    scriptMs: 0,
    busyMs: 0,
  }
  const main = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const onMain = (event: TraceEvent) => main.some((thread) => thread.pid === event.pid && thread.tid === event.tid)
  for (const event of events) if (event.ph === 'X' && WORK[event.name] && onMain(event)) WORK[event.name](work, event)
  return work
}

/**
 * `npm run bench -- --trace [--runs 3]`: what each menu step makes the browser do, from a Chromium trace of each (the
 * demo build, Mirage at 0 ms, signed in once per run in a fresh context, as --profile): style recalculations and the
 * elements they styled, layouts and the objects they laid out, paints and tasks, and the ms of style, layout and
 * script. The counts barely move with the machine's load, so a cut (fewer elements, no second layout before the first
 * paint) can be seen on a shared machine where the ms cannot. Prints the median per list over the runs.
 */
export async function traceMenuSteps(origin: string, runs: number): Promise<void> {
  const steps: Record<string, StepWork[]> = {}
  const browser = await launchStepsBrowser()
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await signedInPage(browser, origin)
      const context = page.context()
      const cdp = await context.newCDPSession(page)
      for (const list of LISTS.slice(1)) {
        await page.waitForTimeout(500)
        const events: TraceEvent[] = []
        // the protocol types an event's fields loosely: these are the ones read here
        const collect = ({ value }: { value: object[] }) => void events.push(...(value as TraceEvent[]))
        cdp.on('Tracing.dataCollected', collect)
        const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done))
        await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
        await menuStep(page, list)
        await cdp.send('Tracing.end')
        await complete
        cdp.off('Tracing.dataCollected', collect)
        ;(steps[list] ??= []).push(workOf(events))
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const keys = Object.keys(WORK_HEADINGS) as (keyof StepWork)[]
  console.info(`\nper menu step, median of ${runs} runs (demo build, traced: the ms are slower than the bench's)`)
  console.info(['list'.padEnd(12), ...keys.map((key) => WORK_HEADINGS[key].padStart(10))].join(''))
  for (const [list, works] of Object.entries(steps)) {
    const cells = keys.map((key) => {
      const value = median(works.map((work) => work[key]))
      return (key.endsWith('Ms') ? value.toFixed(1) : value.toFixed(0)).padStart(10)
    })
    console.info([list.padEnd(12), ...cells].join(''))
  }
}

const WORK_HEADINGS: Record<keyof StepWork, string> = {
  styleRecalcs: 'styles',
  elementsStyled: 'elements',
  layouts: 'layouts',
  objectsLaidOut: 'objects',
  paints: 'paints',
  tasks: 'tasks',
  styleMs: 'style ms',
  layoutMs: 'layout ms',
  scriptMs: 'script ms',
  busyMs: 'busy ms',
}
