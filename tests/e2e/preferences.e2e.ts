import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { signIn } from './support/browser'
import { offlineChromium } from './support/offline'

/**
 * Settings follow the operator (GET / PUT /api/me/preferences): the production build against the offline backend over
 * HTTP, two browsers (contexts) of one operator and one of another. What the first sets in 列设置 and 外观 opens the
 * list the same way in the second; the other operator's browser opens as it always did.
 */

const domainTable = (page: Page) => page.getByRole('table', { name: '域名列表' })
const density = (page: Page) =>
  page
    .locator('[data-density]')
    .filter({ has: domainTable(page) })
    .getAttribute('data-density')
const headers = (page: Page) => domainTable(page).getByRole('columnheader').allTextContents()
const shownAs = (page: Page) => page.evaluate(() => document.documentElement.className)

/** Signs in on /domain and waits for the list and for the operator's preferences to have been read. */
async function openDomains(page: Page, username: string, password: string): Promise<void> {
  const read = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().endsWith('/api/me/preferences'))
  await signIn(page, username, password)
  await domainTable(page).getByRole('row').nth(2).waitFor()
  expect((await read).status()).toBe(200)
}

describe.skipIf(inject('e2eSkip'))('settings that follow the operator', () => {
  const { chrome } = offlineChromium()

  it('opens the list in a second browser as the first left it; another operator’s browser does not get it', async () => {
    const first = await chrome.open('/domain')
    await openDomains(first, 'admin', 'admin123')
    // the whole document goes with each save: the last one holds all three choices
    const saved = first.waitForResponse((response) => {
      const request = response.request()
      const body = request.postData() ?? ''
      return (
        request.method() === 'PUT' &&
        response.url().endsWith('/api/me/preferences') &&
        ['"dark"', '"compact"', '"keywords"'].every((part) => body.includes(part))
      )
    })
    await first.getByRole('button', { name: '列设置' }).click()
    await first.getByRole('menuitemcheckbox', { name: '关键词' }).click()
    await first.getByRole('menuitemradio', { name: '紧凑' }).click()
    await first.keyboard.press('Escape')
    await first.getByRole('button', { name: /^外观：/ }).click()
    await first.getByRole('menuitemradio', { name: '深色' }).click()
    expect((await saved).status()).toBe(200)

    const second = await chrome.open('/domain', await chrome.newContext())
    await openDomains(second, 'admin', 'admin123')
    await expect.poll(() => density(second)).toBe('compact')
    expect(await headers(second)).not.toContain('关键词')
    expect(await shownAs(second)).toContain('dark')
    await expect.poll(() => second.getByRole('button', { name: /^外观：/ }).getAttribute('aria-label')).toBe('外观：深色')
    // kept in the second browser too: its next first frame is dark before the app has loaded
    await second.reload()
    expect(await shownAs(second)).toContain('dark')

    const other = await chrome.open('/domain', await chrome.newContext())
    await openDomains(other, 'editor', 'editor123')
    // the editor's own preferences (none) were read before this is looked at
    expect(await density(other)).toBe('standard')
    expect(await headers(other)).toContain('关键词')
    expect(await shownAs(other)).not.toContain('dark')
  })
})
