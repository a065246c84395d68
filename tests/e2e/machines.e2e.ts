import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { machineEntries } from '../../src/devtools/machineRegistry'
import { downloadedBytes, here, holdMirage, LAPTOP, menuLink, signIn, storedAuth } from './support/browser'
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

/** How a diagram is drawn now: its zoom (drawn width ÷ the SVG's own), where it is, and its smallest label in px on screen. */
const drawnAt = (diagram: Locator) =>
  diagram.locator('svg').evaluate((svg: SVGSVGElement) => {
    const box = svg.getBoundingClientRect()
    const scale = box.width / svg.viewBox.baseVal.width
    // the labels' text: Mermaid writes it as HTML inside foreignObject (or SVG text); its size on screen is its
    // computed font size times the zoom the drawing is shown at
    const sizes = [...svg.querySelectorAll('foreignObject div, foreignObject span, foreignObject p, text')]
      .filter((element) => element.textContent!.trim() !== '')
      .map((element) => parseFloat(getComputedStyle(element).fontSize) * scale)
    return { scale, left: box.left, top: box.top, labels: sizes.length, smallestLabel: Math.min(...sizes) }
  })

/** The in-app machine viewer of the demo build: every diagram, the live states, the event log with secrets masked. */
describe.skipIf(inject('e2eSkip'))('/__machines in Chromium (demo build)', () => {
  const chrome = demoChromium()

  // this test and the live panel's check the sign-in in the event log: both sign in through the form. The page it
  // draws every diagram on (Mermaid: the costliest screen of the app to draw) also serves the zoom and pan checks
  it("is linked from the footer and draws every machine, the running actors' states highlighted; a large diagram zooms and pans by wheel, drag, keyboard and buttons, at 100 % no label under 11 px", async () => {
    const page = await chrome.open('/login')
    await page.setViewportSize(LAPTOP)
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

    // a large diagram, zoomed and panned
    const card = page.locator('section[data-machine="pushComposerMachine"]')
    const view = card.getByRole('application', { name: 'pushComposerMachine 状态图（可缩放）' })
    const diagram = card.getByRole('img', { name: 'pushComposerMachine 状态图' })
    await diagram.locator('svg').waitFor()
    await view.scrollIntoViewIfNeeded()
    const drawing = await diagram.locator('svg').evaluate((svg: SVGSVGElement) => svg.viewBox.baseVal.width)
    expect(drawing).toBeGreaterThan(2000)

    // 100 %: the drawing at its own size, every label readable
    await card.getByRole('button', { name: '100 %' }).click()
    const actual = await drawnAt(diagram)
    expect(actual.scale).toBeCloseTo(1, 3)
    expect(actual.labels).toBeGreaterThan(20)
    expect(actual.smallestLabel).toBeGreaterThanOrEqual(11)

    // 适应窗口: the whole drawing inside the viewport
    await card.getByRole('button', { name: '适应窗口' }).click()
    const fitted = await drawnAt(diagram)
    expect(fitted.scale).toBeLessThan(0.5)
    const [frame, whole] = await Promise.all([view.boundingBox(), diagram.locator('svg').boundingBox()])
    expect(whole!.x).toBeGreaterThanOrEqual(frame!.x - 0.5)
    expect(whole!.x + whole!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5)
    expect(whole!.y + whole!.height).toBeLessThanOrEqual(frame!.y + frame!.height + 0.5)

    // the keyboard, with the diagram focused: + and − zoom by steps, 0 is 100 %. React draws a wheel's or a
    // pointer's zoom in a later task, not at the end of the event, so each reading waits for the drawing to move
    const scale = async () => (await drawnAt(diagram)).scale
    await view.focus()
    await page.keyboard.press('+')
    await expect.poll(scale).toBeCloseTo(fitted.scale * 1.25, 3)
    await page.keyboard.press('-')
    await expect.poll(scale).toBeCloseTo(fitted.scale, 3)
    await page.keyboard.press('0')
    await expect.poll(scale).toBeCloseTo(1, 3)

    // the wheel zooms around the pointer, plain or with Ctrl, and scrolls nothing
    const scrolled = await page.evaluate(() => window.scrollY)
    await view.hover()
    await page.mouse.wheel(0, 200)
    await expect.poll(scale).toBeLessThan(0.9)
    const out = await scale()
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, -200)
    await page.keyboard.up('Control')
    await expect.poll(scale).toBeGreaterThan(out * 1.2)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)

    // a drag moves the drawing with the pointer; an arrow key moves the view
    await page.keyboard.press('0')
    await expect.poll(scale).toBeCloseTo(1, 3)
    const before = await drawnAt(diagram)
    const centre = await view.boundingBox()
    await page.mouse.move(centre!.x + centre!.width / 2, centre!.y + centre!.height / 2)
    await page.mouse.down()
    await page.mouse.move(centre!.x + centre!.width / 2 - 150, centre!.y + centre!.height / 2 - 80, { steps: 5 })
    await page.mouse.up()
    await expect.poll(async () => (await drawnAt(diagram)).left - before.left).toBeCloseTo(-150, 0)
    const dragged = await drawnAt(diagram)
    expect(dragged.top - before.top).toBeCloseTo(-80, 0)
    expect(dragged.scale).toBeCloseTo(1, 3)
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await drawnAt(diagram)).left).toBeCloseTo(dragged.left - 60, 0)
  })

  it('opens a live panel over any screen: the list machine of /domain changes state as a page is chosen, its events filtered and saved as JSON', async () => {
    const page = await chrome.open('/login')
    await page.setViewportSize(LAPTOP)
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    const token = (await storedAuth(page))!.token
    await menuLink(page, '域名管理').click()
    await page.getByRole('navigation', { name: '分页' }).waitFor()

    const opener = page.getByRole('button', { name: '实时状态机', exact: true })
    expect(await opener.getAttribute('aria-expanded')).toBe('false')
    await opener.click()
    const panel = page.getByRole('region', { name: '实时状态机' })
    // focus goes where the eye goes: the panel's title
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('实时状态机')
    expect(await opener.getAttribute('aria-expanded')).toBe('true')

    // the screen's machines are listed with their states: the section's list among them
    const machines = panel.getByRole('list', { name: '运行中的状态机' })
    const list = machines.getByRole('button', { name: /^listMachine/ })
    await expect.poll(() => list.locator('[data-state]').allTextContents()).toEqual(['ready'])
    await machines.getByRole('button', { name: /^sectionMachine/ }).waitFor()
    await list.click()
    expect(await list.getAttribute('aria-pressed')).toBe('true')
    const diagram = panel.getByRole('img', { name: 'listMachine 状态图' })
    await diagram.locator('svg g.active').filter({ hasText: 'ready' }).waitFor()

    // choosing page 2 while the backend holds its answer: the list machine is loading, and the diagram shows it
    const held = await holdMirage(page)
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click()
    await expect.poll(() => list.locator('[data-state]').allTextContents()).toEqual(['loading'])
    await diagram.locator('svg g.active').filter({ hasText: 'loading' }).waitFor()
    expect(await diagram.locator('svg g.active').count()).toBe(1)
    const log = panel.getByRole('list', { name: /最近的事件/ })
    // the URL changed, and its route handed the list the page it is loading
    const pageChange = log.getByRole('listitem').filter({ has: page.getByText('list.show', { exact: true }) })
    await pageChange.last().waitFor()
    expect(await pageChange.last().textContent()).toContain('page: 2')
    await held.release()
    await expect.poll(() => list.locator('[data-state]').allTextContents()).toEqual(['ready'])
    await diagram.locator('svg g.active').filter({ hasText: 'ready' }).waitFor()

    // the log filtered to the list's actor: only its events
    const everything = await log.getByRole('listitem').count()
    await panel.getByRole('combobox', { name: '按实例筛选事件' }).click()
    await page.getByRole('option', { name: /^listMachine · list · x:\d+$/ }).click()
    await expect.poll(async () => new Set(await log.getByRole('listitem').locator('[data-log-machine]').allTextContents())).toEqual(new Set(['listMachine']))
    const listEvents = await log.getByRole('listitem').count()
    expect(listEvents).toBeLessThan(everything)

    // 导出 JSON: the events shown, whole, in a file named after the time
    const saved = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: '导出 JSON' }).click()])
      expect(download.suggestedFilename()).toMatch(/^machine-events-\d{8}-\d{6}\.json$/)
      const text = (await downloadedBytes(download)).toString('utf8')
      return { text, json: JSON.parse(text) as { filter: string; events: { machine: string; type: string; state: string; event: Record<string, unknown> }[] } }
    }
    const { json: listLog } = await saved()
    // (a later event of the list, had one come since, is saved too)
    expect(listLog.events.length).toBeGreaterThanOrEqual(listEvents)
    expect(new Set(listLog.events.map((event) => event.machine))).toEqual(new Set(['list']))
    expect(listLog.events.filter((event) => event.type === 'list.show').at(-1)).toMatchObject({
      state: 'loading',
      event: { type: 'list.show', shown: { query: { page: 2 } } },
    })

    // the session's sign-in, saved: the password and the token masked, as the log shows them
    await panel.getByRole('combobox', { name: '按实例筛选事件' }).click()
    await page.getByRole('option', { name: /^authMachine · x:\d+$/ }).click()
    const { text, json: authLog } = await saved()
    expect(authLog.events.find((event) => event.type === 'auth.signIn')?.event).toMatchObject({ username: 'admin', password: '••••••' })
    expect(text).toContain('"token": "••••••"')
    expect(text).not.toContain('admin123')
    expect(text).not.toContain(token)

    // Escape closes the panel and gives the focus back to its button
    await log.focus()
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('实时状态机')
  })
})
