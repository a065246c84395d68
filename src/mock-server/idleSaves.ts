import { savedDemoData, type DemoDataStore, type Tables } from './savedTables'

const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 0))

/**
 * Saves `tables()` to `store` when the page is next idle after `schedule()`, one save after another: a burst of
 * writes (a bulk action's requests) is one save. A page being left saves at once what waits for an idle moment.
 */
export function idleSaves(store: DemoDataStore, tables: () => Tables, onFailure: () => void) {
  let queue: Promise<void> = Promise.resolve()
  let wake: (() => void) | null = null
  let dirty = false
  let stopped = false
  let failed = false
  const save = async () => {
    wake = null
    if (!dirty || stopped) return
    dirty = false
    try {
      await store.write(savedDemoData(tables()))
      failed = false
    } catch {
      // said once until a save works again
      if (!failed) onFailure()
      failed = true
    }
  }
  const onPageHide = () => wake?.()
  addEventListener('pagehide', onPageHide)
  return {
    schedule() {
      if (stopped) return
      dirty = true
      if (wake) return
      const idle = new Promise<void>((done) => (wake = done))
      whenIdle(() => wake?.())
      queue = queue.then(() => idle).then(save)
    },
    async settled() {
      let current: Promise<void>
      do {
        current = queue
        await current
      } while (current !== queue)
    },
    stop() {
      stopped = true
      removeEventListener('pagehide', onPageHide)
    },
  }
}
