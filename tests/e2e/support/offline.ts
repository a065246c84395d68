import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { startOfflineBackend, type OfflineBackend, type OfflineBackendOptions } from '../../../scripts/offline/backend'
import type { Domain } from '../../../src/api/domains'
import { chromiumSuite, openWithSession, type ChromiumSuite } from './browser'
import { PRODUCTION_CSP, serveBuild, type StaticServer } from './servers'

/**
 * For a test file about the production build against the offline backend over real HTTP (`npm run api:offline`):
 * the backend and the build (its /api proxied to the backend, under the production CSP) for the file's lifetime,
 * and Chromium against them. Call inside a `describe`.
 */
export function offlineChromium(options: OfflineBackendOptions = {}): { chrome: ChromiumSuite; backend: () => OfflineBackend } {
  let backend: OfflineBackend | undefined
  let site: StaticServer | undefined
  beforeAll(async () => {
    backend = await startOfflineBackend(options)
    site = await serveBuild(inject('e2eBuilds').real, { apiTarget: backend.url, headers: { 'Content-Security-Policy': PRODUCTION_CSP } })
  })
  afterAll(async () => {
    await site?.close()
    await backend?.close()
  })
  return { chrome: chromiumSuite({ baseURL: () => site!.url }), backend: () => backend! }
}

/**
 * `path`, signed in (as the demo's admin unless another operator is named; in the test's context unless another is
 * given, e.g. a second browser's), once its screen's heading is there. The page starts with the session the sign-in
 * form would have stored, as after a reload (`openWithSession`: the offline backend signs and checks tokens with
 * Mirage's code): the form, its request, its toast and the redirect cost about half a second of CPU a page, and the
 * tests that open with this are not about signing in. Those that are sign in through the form themselves
 * (offline.e2e.ts's push, offlinePartial.e2e.ts's first test, preferences.e2e.ts).
 */
export async function openSignedIn(
  chrome: ChromiumSuite,
  path: string,
  heading: string,
  { context, username }: { context?: BrowserContext; username?: string } = {},
): Promise<Page> {
  const page = await openWithSession(chrome, path, { context, username })
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor()
  return page
}

/**
 * The window gets the focus back, as after another tab: the list on view asks its stamp (GET …/stamp), and its answer
 * comes. A focus that comes while the page's own answer is still on its way asks nothing (that answer is as fresh as it
 * gets), so the window is focused again until the list asks: every 50 ms (a focus while the list's check is out asks
 * nothing more), not every 500, which kept each call waiting about half a second after the list could ask.
 */
export async function refocus(page: Page, stamp: string): Promise<void> {
  let asked = false
  // (a wait that outlives a failed poll must not reject unhandled into another test)
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === stamp)
  void page
    .waitForRequest((request) => new URL(request.url()).pathname === stamp)
    .then(() => (asked = true))
    .catch(() => {})
  answered.catch(() => {})
  await expect
    .poll(async () => {
      if (!asked) await page.evaluate(() => window.dispatchEvent(new Event('focus')))
      return asked
    })
    .toBe(true)
  await answered
}

/** The 编辑域名 dialog. */
export const domainEditDialog = (page: Page) => page.getByRole('dialog', { name: '编辑域名' })

/** Opens the 编辑域名 dialog of `domain`'s row. */
export async function openDomainEdit(page: Page, domain: string): Promise<Locator> {
  await rowOf(page, '域名列表', domain).getByRole('button', { name: '编辑' }).click()
  await domainEditDialog(page).waitFor()
  return domainEditDialog(page)
}

/**
 * Two operators save the same domain, both forms opened before either save: `first` changes its theme to `theme` and
 * saves, then `second` types `keywords` and saves. That save meets the change and shows it in the form, not as an
 * error; `second` keeps what it typed, has the new theme, saves again, and the row holds both. `stored` reads a
 * domain's row from the backend.
 */
export async function mergeThemeAndKeywords(
  { first, second }: { first: Page; second: Page },
  { target, theme, keywords, stored }: { target: Domain; theme: string; keywords: string; stored: (domain: string) => Domain },
): Promise<void> {
  const firstEdit = await openDomainEdit(first, target.domain)
  const secondEdit = await openDomainEdit(second, target.domain)
  await choose(first, firstEdit, '主题 *', theme)
  await firstEdit.getByRole('button', { name: '保存' }).click()
  await firstEdit.waitFor({ state: 'detached' })
  expect(stored(target.domain).theme).toBe(theme)

  await secondEdit.getByLabel('关键词', { exact: true }).fill(keywords)
  await secondEdit.getByRole('button', { name: '保存' }).click()
  const panel = secondEdit.getByRole('group', { name: '该记录已被他人修改' })
  await panel.getByText(`主题：${target.theme} → ${theme}`).waitFor()
  expect(await secondEdit.getByRole('alert').count()).toBe(0)
  expect(await secondEdit.getByLabel('关键词', { exact: true }).inputValue()).toBe(keywords)
  expect(await secondEdit.getByRole('combobox', { name: '主题 *' }).textContent()).toBe(theme)
  expect(stored(target.domain).keywords).toBe(target.keywords)
  await secondEdit.getByRole('button', { name: '保存' }).click()
  await secondEdit.waitFor({ state: 'detached' })
  expect(stored(target.domain)).toMatchObject({ theme, keywords })
}

/** Picks `option` in the select labelled `label`, and waits for its list to close. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // the list closes with an animation, during which Radix hides the rest of the page from role queries
  await page.getByRole('listbox').waitFor({ state: 'detached' })
}

/** The row of `table` whose selection checkbox is named `选择 <label>`. */
export const rowOf = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `选择 ${label}`, exact: true }) })

/** Answers the open question `title` with `button`. */
export async function answer(page: Page, title: string, button: string): Promise<void> {
  const question = page.getByRole('alertdialog', { name: title })
  await question.getByRole('button', { name: button, exact: true }).click()
  await question.waitFor({ state: 'detached' })
}

/** Clicks 撤销 in the toast that says `notice`. */
export async function undo(page: Page, notice: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Notifications/ })
  await toasts.locator('[data-sonner-toast]').filter({ hasText: notice }).getByRole('button', { name: '撤销' }).click()
}

/** A zip file as far as the theme package's checks go: the zip signature, then anything. */
export const ZIP = { name: 'e2e-theme.zip', mimeType: 'application/zip', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('offline e2e')]) }
