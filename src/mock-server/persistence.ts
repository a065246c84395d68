/**
 * The demo keeps its data over a reload, so a person's work in it is not lost: Mirage's tables are saved after each
 * write request and loaded at start. Only the demo turns this on (start.ts, with the browser's IndexedDB,
 * demoStore.ts); makeServer never does, so the tests and the offline HTTP backend start from the seed every time unless a test turns it on.
 */
import { idleSaves } from './idleSaves'
import { savedTables, type DemoDataStore, type Tables } from './savedTables'
import type { MockServer } from './server'

export { DEMO_DATA_VERSION, type DemoDataStore } from './savedTables'

export interface DemoNotice {
  kind: 'info' | 'error' | 'success'
  text: string
}

export const DEMO_NOTICES = {
  corrupt: { kind: 'error', text: '保存的演示数据已损坏，无法读取：已恢复为初始演示数据' },
  otherVersion: { kind: 'info', text: '保存的演示数据来自另一版本的演示，已恢复为初始演示数据' },
  unavailable: { kind: 'error', text: '此浏览器不能保存演示数据：刷新页面后，本次的修改会丢失' },
  notSaved: { kind: 'error', text: '演示数据未能保存：刷新页面后，最近的修改会丢失' },
  reset: { kind: 'success', text: '已重置演示数据：已恢复为初始演示数据' },
} as const satisfies Record<string, DemoNotice>

/** The running demo's data, for the top bar's 演示数据 menu. */
export interface DemoData {
  /** What the person should hear about the data (a fallback to the seed, a failed save), each notice once. */
  takeNotices(): DemoNotice[]
  /** Called with each notice raised later (a failed save); answers the unsubscribe. */
  onNotice(listener: (notice: DemoNotice) => void): () => void
  /** Settles once every change made so far is saved (or its save failed). */
  saved(): Promise<void>
  /** 重置演示数据: the seed back in the server, nothing saved, then the page loaded again (it shows the seed). */
  reset(): Promise<void>
  /** Stops saving; the data stays as saved. */
  stop(): void
}

/** Any request but a read may change what the demo keeps: a sign-in too, which the audit trail records. */
const changesData = (verb: string) => {
  const method = verb.toUpperCase()
  return method !== 'GET' && method !== 'HEAD'
}

/** The one a page runs (the demo's, or a test's that turned persistence on); null when the data is not kept. */
let running: DemoData | null = null
export const runningDemoData = (): DemoData | null => running

/** Set in sessionStorage by a reset, read after the reload that follows: the reset's notice survives the reload. */
export const RESET_MARK_KEY = 'site-backoffice.demo-data-reset'

export interface KeepOptions {
  /** Loads the page again after a reset; location.reload in the demo. */
  reload?: () => void
}

/** Loads what `store` holds into `mock`; answers the notice when the seed stays, and whether the store can be used. */
async function load(mock: MockServer, store: DemoDataStore): Promise<{ notice: DemoNotice | null; usable: boolean }> {
  let kept: unknown
  try {
    kept = await store.read()
  } catch {
    // IndexedDB refused (a private window of some browsers, a policy): the demo runs on the seed, unsaved
    return { notice: DEMO_NOTICES.unavailable, usable: false }
  }
  if (kept === undefined) return { notice: null, usable: true }
  const db = mock.server.db
  const tables = savedTables(kept, Object.keys(db.dump() as unknown as Tables))
  if (typeof tables !== 'string') {
    try {
      db.emptyData()
      db.loadData(tables)
      return { notice: null, usable: true }
    } catch {
      mock.reseed()
    }
  }
  await store.clear().catch(() => {})
  return { notice: DEMO_NOTICES[tables === 'otherVersion' ? 'otherVersion' : 'corrupt'], usable: true }
}

/**
 * Loads what `store` holds into `mock` (the seed stays when there is nothing, another version's data or a corrupt
 * value, with a notice), then saves the tables after every write request. Settles before the app may send its first
 * request: the demo awaits it before creating the router.
 */
export async function keepDemoData(mock: MockServer, store: DemoDataStore, { reload = () => location.reload() }: KeepOptions = {}): Promise<DemoData> {
  const notices: DemoNotice[] = []
  const listeners = new Set<(notice: DemoNotice) => void>()
  if (sessionStorage.getItem(RESET_MARK_KEY)) {
    sessionStorage.removeItem(RESET_MARK_KEY)
    notices.push(DEMO_NOTICES.reset)
  }
  const { notice, usable } = await load(mock, store)
  if (notice) notices.push(notice)

  const saves = idleSaves(
    store,
    // Mirage's typings say dump() gives nothing; it gives each table's rows, copied
    () => mock.server.db.dump() as unknown as Tables,
    () => {
      if (listeners.size === 0) notices.push(DEMO_NOTICES.notSaved)
      for (const listener of listeners) listener(DEMO_NOTICES.notSaved)
    },
  )
  if (!usable) saves.stop()
  // pretender calls this once a request's answer is given; the original is Mirage's logger (off)
  const pretender = mock.server.pretender
  const previous = pretender.handledRequest
  pretender.handledRequest = function (verb, url, request) {
    previous.call(this, verb, url, request)
    if (changesData(verb)) saves.schedule()
  }
  // the scenario's other operator changes rows without a request
  const unsubscribe = mock.otherOperator.onChange(() => saves.schedule())

  const stop = () => {
    saves.stop()
    unsubscribe()
    pretender.handledRequest = previous
    if (running === handle) running = null
  }
  const handle: DemoData = {
    takeNotices: () => notices.splice(0),
    onNotice(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    saved: saves.settled,
    async reset() {
      stop()
      await saves.settled()
      mock.reseed()
      // a store that could not be read holds nothing of this page's
      if (usable) await store.clear()
      sessionStorage.setItem(RESET_MARK_KEY, '1')
      reload()
    },
    stop,
  }
  running = handle
  return handle
}
