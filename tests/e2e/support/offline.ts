import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { startOfflineBackend, type OfflineBackend, type OfflineBackendOptions } from '../../../scripts/offline/backend'
import { chromiumSuite, signIn, type ChromiumSuite } from './browser'
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

/** `path`, signed in as the demo's admin, once its screen's heading is there. */
export async function openSignedIn(chrome: ChromiumSuite, path: string, heading: string): Promise<Page> {
  const page = await chrome.open(path)
  await signIn(page)
  await page.getByRole('main').getByRole('heading', { level: 1, name: heading }).waitFor()
  return page
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
