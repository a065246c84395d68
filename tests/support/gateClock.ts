import { vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { setGateClock } from '../../src/http/gate'

/**
 * Runs the request gates started from now on on a simulated clock (src/http/gate.ts), with `Date` stopped at the
 * same time: their debounce waits and throttle windows end only on `advance`, and what they say about the time left
 * (the 请勿请求过快 countdown) agrees. Other timers stay real. `restore` ends every window still open and goes back
 * to real time, so the next test starts with no gate left over.
 */
export function simulateGateClock() {
  const clock = new SimulatedClock()
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  setGateClock(clock)
  return {
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms)
      clock.increment(ms)
    },
    restore() {
      clock.increment(24 * 3600 * 1000)
      setGateClock(undefined)
      vi.useRealTimers()
    },
  }
}
