import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { AUTH_KEY } from '../../../src/app/storage'
import { defaultScenario, type Scenario } from '../../../src/mock-server/scenario'
import { issueToken } from '../../../src/mock-server/tokens'

/** Requests Mirage answered in a demo page, logged by the init script of `chromiumSuite({ logMirage: true })`. */
export interface MirageRequest {
  method: string
  path: string
  /** The query string, `?page=2&pageSize=20` (empty without one). */
  search: string
  authorization: string | undefined
}

declare global {
  interface Window {
    e2eMirageLog?: MirageRequest[]
    /** Holds Mirage's answers until released (see `holdMirage`). */
    e2eMirageHold?: { hold(): void; release(): number }
  }
}

export interface ChromiumSuite {
  /** The browser context of the running test (a fresh one per test: empty storage, no cookies). */
  readonly context: BrowserContext
  /** Another context for the running test, watched for page errors and closed after it: a separate tab's storage. */
  newContext(): Promise<BrowserContext>
  /** A new page in `context` (the test's by default) at `path`; any uncaught page error fails the test. */
  open(path: string, context?: BrowserContext): Promise<Page>
  /**
   * This test's id, sent by its pages as the `x-e2e-test` header: a server shared by the file's tests can tell this
   * test's requests from a late one of a page the previous test closed.
   */
  readonly testId: string
}

/**
 * Chromium for one test file: launched once, a fresh context per test, and after each test an assertion that no page
 * raised an uncaught error. Call inside a `describe`. Mirage's fake XHR never reaches the network, so in the demo
 * `logMirage` installs an init script that logs every request Mirage handles (see `mirageRequests`) and answers
 * without the demo's 250 ms latency, as the fake API behind the real-API build does (a test that wants latency sets
 * it with `configureMirage`).
 *
 * Pages prefer reduced motion (`prefers-reduced-motion: reduce`): dialogs, menus and toasts appear and leave without
 * their animations, whose frames a software-drawn headless page paints on the CPU and whose ends every click and
 * wait sits out. `motion: true` keeps the animations, for a file that checks what a person sees while they play
 * (the domain screens do, and so do the Firefox tests).
 */
export function chromiumSuite({ baseURL, logMirage = false, motion = false }: { baseURL: () => string; logMirage?: boolean; motion?: boolean }): ChromiumSuite {
  let browser: Browser | undefined
  let contexts: BrowserContext[] = []
  let pageErrors: string[] = []
  let testRun = 0

  async function newContext(): Promise<BrowserContext> {
    if (!browser) throw new Error('Chromium is not running')
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'zh-CN',
      reducedMotion: motion ? 'no-preference' : 'reduce',
      extraHTTPHeaders: { 'x-e2e-test': String(testRun) },
    })
    context.setDefaultTimeout(10_000)
    context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`)))
    if (logMirage) await context.addInitScript(logMirageRequests)
    contexts.push(context)
    return context
  }

  beforeAll(async () => {
    // one Chromium per run, launched by the global setup: a launch per file cost about a second of CPU each
    browser = await chromium.connect(inject('e2eChromium'))
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    pageErrors = []
    testRun += 1
    await newContext()
  })
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    contexts = []
    expect(pageErrors, 'uncaught errors in the page').toEqual([])
  })

  const current = () => {
    if (!contexts[0]) throw new Error('no browser context: call inside a test')
    return contexts[0]
  }
  return {
    get context() {
      return current()
    },
    get testId() {
      return String(testRun)
    },
    newContext,
    async open(path, context = current()) {
      const page = await context.newPage()
      await page.goto(path)
      return page
    },
  }
}

/**
 * Runs in the page before its scripts: as soon as start.ts exposes `window.__mirage`, before the app's first request,
 * drops the demo's latency (a real wait of 250 ms per request, that every test would pay) and wraps Mirage's request
 * handling.
 */
function logMirageRequests() {
  const log: MirageRequest[] = []
  let mirage: unknown
  // requests that came while answers are held, each waiting for its turn (undefined: answer at once)
  let held: (() => void)[] | undefined
  window.e2eMirageLog = log
  window.e2eMirageHold = {
    hold: () => void (held ??= []),
    release() {
      const waiting = held ?? []
      held = undefined
      for (const answer of waiting) answer()
      return waiting.length
    },
  }
  Object.defineProperty(window, '__mirage', {
    configurable: true,
    get: () => mirage,
    set(value: { configure(patch: { latency: number }): void; server: { pretender: { handleRequest(request: FakeRequest): unknown } } }) {
      mirage = value
      value.configure({ latency: 0 })
      const pretender = value.server.pretender
      const handle = pretender.handleRequest.bind(pretender)
      pretender.handleRequest = (request) => {
        const headers = request.requestHeaders
        log.push({
          method: request.method.toUpperCase(),
          path: new URL(request.url, location.origin).pathname,
          search: new URL(request.url, location.origin).search,
          authorization: headers.Authorization ?? headers.authorization,
        })
        if (held) held.push(() => handle(request))
        else return handle(request)
      }
    },
  })
  interface FakeRequest {
    method: string
    url: string
    requestHeaders: Record<string, string | undefined>
  }
}

/** The requests for `path` (e.g. '/api/theme') Mirage has handled in this page, oldest first. */
export const mirageRequests = (page: Page, path: string): Promise<MirageRequest[]> =>
  page.evaluate((wanted) => (window.e2eMirageLog ?? []).filter((request) => request.path === wanted), path)

/**
 * Holds every answer of the demo backend from now on, until `release` (which answers them in order): a test can look
 * at a screen while it waits, as long as it likes, without slowing every answer down.
 */
export async function holdMirage(page: Page): Promise<{ release(): Promise<number> }> {
  await page.evaluate(() => window.e2eMirageHold!.hold())
  return { release: () => page.evaluate(() => window.e2eMirageHold!.release()) }
}

/** Switches the demo backend's scenario (latency, token lifetime, renewal window, faults) in this page. */
export const configureMirage = (page: Page, patch: Partial<Scenario>) =>
  page.evaluate((change) => {
    if (!window.__mirage) throw new Error('window.__mirage is missing: not a demo build?')
    window.__mirage.configure(change)
  }, patch)

/** Signs in through the login form as a person would: type both fields, press the button. */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await page.getByLabel('用户名').fill(username)
  await page.getByLabel('密码').fill(password)
  await page.getByRole('button', { name: '登陆' }).click()
}

/** A laptop's window, the size most browser tests look at the app in. */
export const LAPTOP = { width: 1280, height: 800 }

/**
 * `path` in a new page of the demo build (or any backend built on Mirage's code, whose tokens it signs), signed in as
 * `username` without the sign-in form: the session the form would store is put in the tab's sessionStorage from a
 * page of the site that runs no app (a public script, shown as text), and the app starts with it, as after a reload.
 * For a test whose subject is not signing in: the form, its request, its toast and the home page cost about 0.4 s of
 * CPU a test. Waits for nothing: the caller waits for what it looks at.
 */
export async function openWithSession(
  chrome: Pick<ChromiumSuite, 'context'>,
  path: string,
  {
    context = chrome.context,
    username = 'admin',
    viewport,
  }: { context?: BrowserContext; username?: string; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const page = await context.newPage()
  if (viewport) await page.setViewportSize(viewport)
  await page.goto('/appearance.js')
  const ttl = defaultScenario().tokenTtl
  const session = JSON.stringify({ token: issueToken(username, ttl), expiresIn: String(ttl) })
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: AUTH_KEY, value: session })
  await page.goto(path)
  return page
}

/** The sidebar's menu, and one of its items by label (留言管理's name goes on with its pending count). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
/** The menu's items, without the link on 留言管理's count (查看 N 条待审核留言) that follows that item. */
export const menuItems = (page: Page) => mainMenu(page).getByRole('link', { name: /^(?!查看 \S+ 条待审核留言$)/ })
export const menuLink = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: new RegExp(`^${label}`) })

/** A toast (sonner renders them in its "Notifications" live region) showing `text`. */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /^Notifications/ }).getByText(text)

/** Everything this tab holds in sessionStorage. */
export const readSessionStorage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])))

/** The stored auth entry, parsed (null when absent). */
export async function storedAuth(page: Page): Promise<{ token: string; expiresIn: string } | null> {
  const raw = (await readSessionStorage(page))['backoffice.auth']
  return raw ? (JSON.parse(raw) as { token: string; expiresIn: string }) : null
}

/** The cached theme names, parsed (undefined when absent). */
export async function storedThemes(page: Page): Promise<unknown> {
  const raw = (await readSessionStorage(page))['backoffice.themes']
  return raw ? (JSON.parse(raw) as unknown) : undefined
}

/** The message tied to a field through aria-describedby: what a screen reader reads after the field's name. */
export async function fieldMessage(page: Page, label: string): Promise<string | null> {
  const id = await page.getByLabel(label).getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}

/** The path and search of the page, e.g. '/login?redirect=%2Fthemes'. */
export const here = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** The bytes of a finished download, read over the connection (the run's Chromium may keep its files elsewhere). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
