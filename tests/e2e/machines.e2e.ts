import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { machineEntries } from '../../src/devtools/machineRegistry'
import { here, signIn, storedAuth } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * Every two labels of a drawn diagram that cover each other (edge labels, state names and notes, composite states'
 * titles), as `machine: "a" × "b"`; a label's own parts are not counted against it.
 */
const overlappingLabels = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('section[data-machine]')].flatMap((section) => {
      const labels = [...section.querySelectorAll('svg g.edgeLabel, svg g.node .label, svg .cluster-label')]
        .map((element) => ({ element, box: element.getBoundingClientRect(), text: element.textContent!.trim() }))
        .filter(({ box, text }) => box.width > 0 && box.height > 0 && text !== '')
      return labels.flatMap((a, index) =>
        labels
          .slice(index + 1)
          .filter((b) => !a.element.contains(b.element) && !b.element.contains(a.element))
          .filter(({ box }) => Math.min(a.box.right, box.right) - Math.max(a.box.left, box.left) > 0.5)
          .filter(({ box }) => Math.min(a.box.bottom, box.bottom) - Math.max(a.box.top, box.top) > 0.5)
          .map((b) => `${(section as HTMLElement).dataset.machine}: "${a.text}" × "${b.text}"`),
      )
    }),
  )

/** The in-app machine viewer of the demo build: every diagram, the live states, the event log with secrets masked. */
describe.skipIf(inject('e2eSkip'))('/__machines in Chromium (demo build)', () => {
  const chrome = demoChromium()

  it("is linked from the footer and draws every machine, the running actors' states highlighted", async () => {
    const page = await chrome.open('/login')
    await page.setViewportSize({ width: 1280, height: 800 })
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
    // at 1280 px no label of any diagram covers another (Mermaid puts some edge labels on top of each other)
    expect(await overlappingLabels(page)).toEqual([])

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
