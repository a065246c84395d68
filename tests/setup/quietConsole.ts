import { afterEach, beforeEach } from 'vitest'

/**
 * A passing run prints nothing but the reporters: any console output of a test (React's act(...) warnings, a logged
 * server error, a warning of a library) fails that test with what was printed. A test that expects output spies on
 * the console method itself (`vi.spyOn(console, 'error').mockImplementation(…)`) and asserts on it; the spy stands in
 * front of this guard until the test ends (restoreMocks).
 */
const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const

interface Printed {
  lines: string[]
}

declare global {
  // one per worker process: the console is wrapped once, whichever test file's setup runs first
  var backofficeConsolePrinted: Printed | undefined
}

/**
 * sonner's toasts change their own state from their own timers (mounting, measuring, leaving after their exit
 * animation), whenever those fire: outside any act() of the test's, and more often the busier the machine. React
 * reports each such update; they are the library's bookkeeping, not something a test could wait for, so only those
 * (its Toast and Toaster components) are let through unprinted. Every other act(...) report fails its test.
 */
const TOAST_BOOKKEEPING = /^An update to %s inside a test was not wrapped in act/
const SONNER_COMPONENTS = new Set(['Toast', 'ForwardRef(Toaster)'])
const isToastBookkeeping = (args: unknown[]) => typeof args[0] === 'string' && TOAST_BOOKKEEPING.test(args[0]) && SONNER_COMPONENTS.has(String(args[1]))

function wrapConsole(): Printed {
  const printed: Printed = { lines: [] }
  for (const method of METHODS) {
    const original = console[method].bind(console)
    console[method] = (...args: unknown[]) => {
      if (method === 'error' && isToastBookkeeping(args)) return
      printed.lines.push(`console.${method}: ${args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ')}`)
      original(...args)
    }
  }
  return printed
}

/** Call from a setup file: this test file's tests fail on console output. */
export function quietConsole() {
  const printed = (globalThis.backofficeConsolePrinted ??= wrapConsole())
  beforeEach(() => {
    printed.lines = []
  })
  afterEach(() => {
    if (printed.lines.length === 0) return
    const lines = [...new Set(printed.lines.map((line) => line.replace(/\s+/g, ' ').slice(0, 300)))]
    printed.lines = []
    throw new Error(`the test printed to the console (spy on it and assert, or fix the cause):\n${lines.join('\n')}`)
  })
}
