import { describe, expect, inject, it } from 'vitest'
import { machineEntries } from '../../src/devtools/machineRegistry'
import { here, signIn, storedAuth } from './support/browser'
import { demoChromium } from './support/servers'

/** The in-app machine viewer of the demo build: every diagram, the live states, the event log with secrets masked. */
describe.skipIf(inject('e2eSkip'))('/__machines in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it("is linked from the footer and draws every machine, the running actors' states highlighted", async () => {
    const page = await chrome.open('/login')
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    const token = (await storedAuth(page))!.token

    await page.getByRole('contentinfo').getByRole('link', { name: '状态机' }).click()
    await page.getByRole('heading', { level: 1, name: '状态机' }).waitFor()
    expect(here(page)).toBe('/__machines')

    for (const { name } of machineEntries()) {
      const card = page.locator(`section[data-machine="${name}"]`)
      await card.getByRole('heading', { level: 2, name }).waitFor()
      await card
        .getByRole('img', { name: `${name} 状态图` })
        .locator('svg')
        .waitFor()
    }

    // the session's actors: auth signed in, its diagram drawing signedIn as the active state
    const auth = page.locator('section[data-machine="authMachine"]')
    await expect.poll(() => auth.locator('[data-state]').allTextContents()).toEqual(['signedIn'])
    await auth.locator('svg g.active').filter({ hasText: 'signedIn' }).waitFor()
    expect(await auth.locator('svg g.active').count()).toBe(1)
    const themes = page.locator('section[data-machine="themeListMachine"]')
    await expect.poll(() => themes.locator('[data-state]').allTextContents()).toEqual(['ready'])

    // the log holds the sign-in, its password masked; neither the password nor the token is anywhere on the page
    const log = page.getByRole('list', { name: /最近的事件/ })
    const signInEntry = log.getByRole('listitem').filter({ has: page.getByText('auth.signIn', { exact: true }) })
    await signInEntry.waitFor()
    expect(await signInEntry.textContent()).toContain('password: "••••••"')
    const content = await page.content()
    expect(content).not.toContain('admin123')
    expect(content).not.toContain(token)
  })
})
