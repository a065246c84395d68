import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch, type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'

/** Debian's Firefox ESR (apt-get install firefox-esr), driven over WebDriver BiDi: nothing downloads a browser. */
export const FIREFOX = '/usr/bin/firefox-esr'

export interface FirefoxSuite {
  /** The browser context of the running test (a fresh one per test: empty storage, no cookies). */
  readonly context: BrowserContext
  /** A new page of this test's context at `path` (after `init`, if given, ran in it); any uncaught page error fails the test. */
  open(path: string, init?: () => void): Promise<Page>
  /** Waits until the browser has saved a file whose name matches `name` (downloads of this test only). */
  downloaded(name: RegExp): Promise<{ name: string; bytes: Buffer }>
}

/**
 * Firefox for one test file: launched once, a fresh context per test, and after each test an assertion that no page
 * raised an uncaught error. Downloads go, without asking, to a folder of the file's own. Call inside a `describe`.
 */
export function firefoxSuite({ baseURL }: { baseURL: () => string }): FirefoxSuite {
  let browser: Browser | undefined
  let downloads = ''
  let context: BrowserContext | undefined
  let pageErrors: string[] = []

  beforeAll(async () => {
    downloads = await mkdtemp(join(tmpdir(), 'backoffice-firefox-downloads-'))
    browser = await launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      protocol: 'webDriverBiDi',
      headless: true,
      // the Chromium tests' size (playwright's default); puppeteer's 800×600 puts the tables' row actions off screen
      defaultViewport: { width: 1280, height: 720 },
      extraPrefsFirefox: {
        // an <a download> saves straight into `downloads`, no dialog
        'browser.download.folderList': 2,
        'browser.download.dir': downloads,
        'browser.download.useDownloadDir': true,
        'browser.download.always_ask_before_handling_new_types': false,
        'browser.download.start_downloads_in_tmp_dir': false,
        'browser.helperApps.neverAsk.saveToDisk': 'text/csv',
        'intl.accept_languages': 'zh-CN',
      },
    })
  })
  afterAll(async () => {
    await browser?.close()
    if (downloads) await rm(downloads, { recursive: true, force: true })
  })
  beforeEach(async () => {
    if (!browser) throw new Error('Firefox is not running')
    pageErrors = []
    await emptyFolder(downloads)
    context = await browser.createBrowserContext()
  })
  afterEach(async () => {
    await context?.close()
    context = undefined
    expect(pageErrors, 'uncaught errors in the page').toEqual([])
  })

  const current = () => {
    if (!context) throw new Error('no browser context: call inside a test')
    return context
  }
  return {
    get context() {
      return current()
    },
    async open(path, init) {
      const page = await current().newPage()
      page.setDefaultTimeout(10_000)
      page.on('pageerror', (error: unknown) => pageErrors.push(`${page.url()}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`))
      if (init) await page.evaluateOnNewDocument(init)
      await page.goto(new URL(path, baseURL()).href)
      return page
    },
    async downloaded(name) {
      let found: string | undefined
      await eventually(async () => {
        // Firefox creates `<name>` empty and writes `<name>.part`, which replaces it when the download is complete
        const files = await readdir(downloads)
        found = files.find((file) => name.test(file))
        return found !== undefined && !files.includes(`${found}.part`) && (await stat(join(downloads, found))).size > 0
      }, `a download named ${name}`)
      return { name: found!, bytes: await readFile(join(downloads, found!)) }
    },
  }
}

async function emptyFolder(folder: string) {
  for (const file of await readdir(folder)) await rm(join(folder, file), { recursive: true, force: true })
}

/** Polls `check` every 50 ms until it holds, for up to 10 s. */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

// Queries. Puppeteer's ARIA selectors (`::-p-aria`) go through Firefox's accessibility engine over BiDi locateNodes:
// 0.4–3.5 s a query on a loaded machine, and its own waiting for them misses nodes that appear later. These helpers
// look elements up in the page instead (role and name as the app sets them: explicit roles, aria-label(ledby),
// <label>s, text), polled from here every 50 ms; no page-side eval, so they work under the production CSP.

type Scope = Page | ElementHandle

/** What to look for: a role with an exact (whitespace-collapsed) accessible name, a CSS selector, or exact text. */
export type Query = { role: string; name?: string } | { css: string } | { text: string }

/** Runs in the page: the first visible element under `root` (the document when null) that matches `query`. */
function locate(root: Element | null, query: Query): Element | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const scope: ParentNode = root ?? document
  if ('css' in query) return [...scope.querySelectorAll(query.css)].find(visible) ?? null
  if ('text' in query) {
    // the innermost element whose text is exactly `text`
    const matches = [...scope.querySelectorAll('*')].filter((element) => norm(element.textContent) === query.text && visible(element))
    return matches.find((element) => !matches.some((other) => other !== element && element.contains(other))) ?? null
  }
  const implicit: Record<string, string> = {
    A: 'link',
    BUTTON: 'button',
    FORM: 'form',
    H1: 'heading',
    H2: 'heading',
    H3: 'heading',
    H4: 'heading',
    H5: 'heading',
    H6: 'heading',
    MAIN: 'main',
    NAV: 'navigation',
    SECTION: 'region',
    TABLE: 'table',
    TEXTAREA: 'textbox',
    TR: 'row',
  }
  const inputRoles: Record<string, string> = {
    checkbox: 'checkbox',
    radio: 'radio',
    search: 'searchbox',
    text: 'textbox',
    email: 'textbox',
    url: 'textbox',
    tel: 'textbox',
  }
  const roleOf = (element: Element) =>
    element.getAttribute('role') ?? (element instanceof HTMLInputElement ? (inputRoles[element.type] ?? 'none') : (implicit[element.tagName] ?? 'none'))
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label')
    if (label) return norm(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) return norm(byIds(labelledBy))
    const labels = (element as HTMLInputElement).labels
    if (labels?.length) return norm([...labels].map((each) => each.textContent).join(' '))
    return norm(element.textContent)
  }
  for (const element of scope.querySelectorAll('*')) {
    if (roleOf(element) === query.role && (query.name === undefined || nameOf(element) === query.name) && visible(element)) return element
  }
  return null
}

async function lookUp(scope: Scope, query: Query): Promise<ElementHandle | null> {
  const handle = 'goto' in scope ? await scope.evaluateHandle(locate, null, query) : await scope.evaluateHandle(locate, query)
  const element = handle.asElement() as ElementHandle | null
  if (!element) await handle.dispose()
  return element
}

const describeQuery = (query: Query) => JSON.stringify(query)

/** The first visible element matching `query` in `scope`, waited for up to 10 s. */
export async function find(scope: Scope, query: Query): Promise<ElementHandle> {
  let found: ElementHandle | null = null
  await eventually(async () => (found = await lookUp(scope, query)) !== null, describeQuery(query))
  return found!
}

/** Waits until nothing visible matches `query` in `scope`. */
export const gone = (scope: Scope, query: Query) =>
  eventually(
    async () => {
      const element = await lookUp(scope, query)
      await element?.dispose()
      return element === null
    },
    `${describeQuery(query)} to go`,
  )

export const byRole = (scope: Scope, role: string, name?: string) => find(scope, { role, name })
export const byText = (scope: Scope, text: string) => find(scope, { text })
export const byCss = (scope: Scope, css: string) => find(scope, { css })

/**
 * Clicks what `target` finds, like a person (pointer input at its centre). A React re-render may replace the element
 * between finding and clicking it: then it is found again and clicked, for up to 10 s.
 */
export async function clickOn(target: () => Promise<ElementHandle>): Promise<void> {
  await eventually(async () => {
    const element = await target()
    try {
      await element.click()
      return true
    } catch (error) {
      if (!String(error).includes('not clickable')) throw error
      return false
    } finally {
      await element.dispose().catch(() => {})
    }
  }, 'a clickable element (puppeteer: "Node is either not clickable or not an Element")')
}

export const click = (scope: Scope, role: string, name: string) => clickOn(() => byRole(scope, role, name))

/**
 * Sets a text field's value as typing would leave it, with the input event React listens to; `type: true` types it
 * key by key instead (slower; for what must go through the keyboard).
 */
export async function fill(field: ElementHandle, value: string, { type = false } = {}): Promise<void> {
  if (type) {
    await field.click({ count: 3 })
    await field.type(value)
    return
  }
  await field.evaluate((element, text) => {
    const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, text)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  }, value)
}

/** Signs in through the login form: types the name, sets the password, clicks 登陆. */
export async function signIn(page: Page, username = 'admin', password = 'admin123'): Promise<void> {
  await fill(await byRole(page, 'textbox', '用户名'), username, { type: true })
  await fill(await byCss(page, 'input[type="password"]'), password)
  await click(page, 'button', '登陆')
}

/** The heading `name` (a screen's title): the screen has rendered. */
export const screenHeading = (page: Page, name: string) => byRole(page, 'heading', name)

/** A toast (sonner's "Notifications" region) showing `text`. */
export const toast = (page: Page, text: string) => byText(page, text)

/** The path and search of the page, e.g. '/login?redirect=%2Fthemes' (from the page: page.url() over BiDi can lag a pushState). */
export const here = (page: Page): Promise<string> => page.evaluate(() => location.pathname + location.search)

/** Everything this tab holds in sessionStorage. */
export const readSessionStorage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])))

/** The stored auth entry, parsed (null when absent). */
export async function storedAuth(page: Page): Promise<{ token: string; expiresIn: string } | null> {
  const raw = (await readSessionStorage(page))['backoffice.auth']
  return raw ? (JSON.parse(raw) as { token: string; expiresIn: string }) : null
}
