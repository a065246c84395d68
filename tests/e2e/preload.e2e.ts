import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { readManifest, type Manifest } from '../../scripts/bundleSizes'
import { here, holdMirage, menuLink, mirageRequests, signIn } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * The built demo: once signed in and idle, the shell fetches every menu screen's code; a menu link also fetches its
 * screen's code on intent (hover, keyboard focus), before any click.
 */
/** The paths a page has fetched, and the requests still on their way. */
function watchRequests(page: Page) {
  const fetched = new Set<string>()
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => {
    inFlight.delete(request)
    fetched.add(new URL(request.url()).pathname)
  })
  page.on('requestfailed', (request) => inFlight.delete(request))
  return { fetched, inFlight }
}

/**
 * Clicks 域名管理 with the page's clock paused and the backend's answers held (until `release`), and returns once the
 * click's navigation has asked for the first page (in real time: the clock does not move meanwhile), so that the bar's
 * delay and the screen's wait both run on the test's clock from then on.
 */
async function clickDomainsHeld(page: Page): Promise<{ release(): Promise<number> }> {
  const held = await holdMirage(page)
  const asked = (await mirageRequests(page, '/api/domains')).length
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await menuLink(page, '域名管理').click()
  await expect.poll(async () => (await mirageRequests(page, '/api/domains')).length).toBeGreaterThan(asked)
  return held
}

describe.skipIf(inject('e2eSkip'))('menu screens are preloaded (demo build)', () => {
  let manifest: Manifest
  beforeAll(async () => {
    manifest = await readManifest(inject('e2eBuilds').demo)
  })
  const chrome = demoChromium()
  /** The URL path of a screen's chunk, e.g. `/assets/domain.lazy-1a2b3c.js`. */
  const chunkOf = (screen: string) => `/${manifest[`src/routes/${screen}.lazy.tsx`].file}`

  /**
   * Signs in on a page whose clock is the test's and opens 主题列表; returns once the domain screen's code is here
   * (loaded in idle time, before the clock stops).
   */
  async function themesOnTestClock(page: Page) {
    await page.clock.install()
    const { fetched, inFlight } = watchRequests(page)
    await page.goto('/login')
    await signIn(page)
    await menuLink(page, '主题列表').click()
    await page.locator('table tbody tr[data-row-id]').first().waitFor()
    await expect.poll(() => fetched.has(chunkOf('domain/domain')) && inFlight.size === 0).toBe(true)
  }

  it("fetches every menu screen's code once the shell is idle, and a click then fetches nothing but its API calls", async () => {
    const page = await chrome.open('/login')
    const requested: string[] = []
    const inFlight = new Set<Request>()
    page.on('request', (request) => {
      requested.push(new URL(request.url()).pathname)
      inFlight.add(request)
    })
    page.on('requestfinished', (request) => inFlight.delete(request))
    page.on('requestfailed', (request) => inFlight.delete(request))
    const screens = ['themes/themes', 'domain/domain', 'anti-chain/anti-chain', 'comment/comment', 'articles/articles', 'push/push']
    const fetched = Promise.all(screens.map((screen) => page.waitForRequest((request) => new URL(request.url()).pathname === chunkOf(screen))))
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    // no pointer near the menu, no key pressed: the browser's idle time fetches them
    await fetched
    // and what they import (their CSS, shared chunks), fetched alongside
    await expect.poll(() => inFlight.size).toBe(0)
    expect(here(page)).toBe('/')
    const before = requested.length
    await menuLink(page, '文章推送').click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '文章推送' }).waitFor()
    await page.locator('table tbody tr[data-row-id]').first().waitFor()
    await expect.poll(() => inFlight.size).toBe(0)
    // only its API calls: no chunk, and not the tab's icon again (Chromium fetches an icon file anew on each change of
    // address in a private window; the icon is inside index.html)
    expect(requested.slice(before).filter((path) => !path.startsWith('/api/'))).toEqual([])
  })

  it("asks for a screen's list in the click itself, before any answer the click caused is handled", async () => {
    const page = await chrome.open('/login')
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    const screens = ['domain/domain', 'anti-chain/anti-chain', 'comment/comment']
    await expect
      .poll(() => page.evaluate((chunks) => chunks.every((chunk) => performance.getEntriesByName(location.origin + chunk).length > 0), screens.map(chunkOf)))
      .toBe(true)
    // each request sent, with whether the click's task was still running: a timer set as the click began ends it
    // (the backend's answers to the click's requests are timers set later, so they all come after it)
    await page.evaluate(() => {
      const sent: { path: string; inClick: boolean }[] = []
      let inClick = false
      addEventListener(
        'click',
        () => {
          inClick = true
          setTimeout(() => (inClick = false))
        },
        { capture: true },
      )
      const send = XMLHttpRequest.prototype.send
      const open = XMLHttpRequest.prototype.open
      const paths = new WeakMap<XMLHttpRequest, string>()
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
        paths.set(this, new URL(url, location.href).pathname)
        return (open as (...args: unknown[]) => void).call(this, method, url, ...rest)
      } as typeof open
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
        sent.push({ path: paths.get(this) ?? '', inClick })
        return send.call(this, body)
      }
      ;(window as unknown as { sent: typeof sent }).sent = sent
    })
    for (const [label, path] of [
      ['域名管理', '/api/domains'],
      ['反链管理', '/api/backlinks'],
      ['留言管理', '/api/comments'],
    ]) {
      await page.evaluate(() => ((window as unknown as { sent: unknown[] }).sent.length = 0))
      // a click straight away, not a hover first: the router would preload the page on the pointer's intent
      const box = (await menuLink(page, label).boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.getByRole('main').getByRole('heading', { level: 1, name: label }).waitFor()
      await page.locator('table tbody tr[data-row-id]').first().waitFor()
      const sent = await page.evaluate(() => (window as unknown as { sent: { path: string; inClick: boolean }[] }).sent)
      expect({ label, sent: sent.filter((request) => request.path === path) }).toEqual({ label, sent: [{ path, inClick: true }] })
    }
  })

  it('fetches a section chunk when its link is hovered or focused, and shows it on click', async () => {
    const page = await chrome.context.newPage()
    // the browser never idle: only intent fetches a screen's code
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.goto('/login')
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    const domain = chunkOf('domain/domain')
    const comment = chunkOf('comment/comment')
    expect(requested).not.toContain(domain)
    expect(requested).not.toContain(comment)

    // the pointer rests on 域名管理: its chunk is fetched while the person is still on the home page
    const hovered = page.waitForRequest((request) => new URL(request.url()).pathname === domain)
    await menuLink(page, '域名管理').hover()
    await hovered
    // keyboard: focusing 留言管理 does the same
    const focused = page.waitForRequest((request) => new URL(request.url()).pathname === comment)
    await menuLink(page, '留言管理').focus()
    await focused
    expect(here(page)).toBe('/')

    await menuLink(page, '域名管理').click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '域名管理' }).waitFor()
    // the click used the chunk already there
    expect(requested.filter((path) => path === domain)).toHaveLength(1)
  })

  it('opens a list from the menu without painting its skeleton, the bar under the top bar showing meanwhile', async () => {
    // the page's clock is the test's (its timers: the screen's wait for its first page, the bar's delay, Mirage's
    // latency, fire only as the test moves time on), and every frame the browser paints is sampled just before it is
    // painted (with the browser's own requestAnimationFrame, kept before the clock replaces it): what was painted, and
    // in what order, does not depend on how fast or busy the machine is
    const page = await chrome.context.newPage()
    await page.addInitScript(() => {
      const paint = window.requestAnimationFrame.bind(window)
      const painted: string[] = []
      ;(window as unknown as { painted: string[] }).painted = painted
      const sample = () => {
        const what = [
          document.querySelector('.nav-progress') ? 'bar' : '',
          document.querySelector('.data-table-skeleton') ? 'skeleton' : '',
          document.querySelector('main h1')?.textContent ?? '',
          document.querySelector('tbody tr[data-row-id]') ? 'rows' : '',
        ]
          .filter(Boolean)
          .join(' ')
        if (painted.at(-1) !== what) painted.push(what)
        paint(sample)
      }
      paint(sample)
    })
    await themesOnTestClock(page)
    const painted = () => page.evaluate(() => (window as unknown as { painted: string[] }).painted)
    const before = (await painted()).length
    const held = await clickDomainsHeld(page)

    // 200 ms after the click: the bar (drawn from 150 ms on), the themes still on view, no skeleton
    await page.clock.runFor(200)
    await expect.poll(async () => (await painted()).at(-1)).toBe('bar 主题列表 rows')

    // the answer at 200 ms, inside the screen's 300 ms wait: the new screen is painted once, with its rows. The page
    // draws it partly on the test's clock (the answer's timer, the frames) and partly in real time (React's
    // scheduler): the clock stops at 201 ms until the rows are in the document, however long that takes here, then
    // runs to 241 ms, whose frames (every 16 ms) paint them
    expect(await held.release()).toBeGreaterThan(0)
    await page.clock.runFor(1)
    await page.getByRole('table', { name: '域名列表' }).locator('tbody tr[data-row-id]').first().waitFor()
    await page.clock.runFor(40)
    await expect.poll(async () => (await painted()).at(-1)).toMatch(/^(bar )?域名管理 rows$/)
    await page.clock.resume()
    await page.locator('.nav-progress').waitFor({ state: 'detached' })
    await expect.poll(async () => (await painted()).at(-1)).toBe('域名管理 rows')
    const frames = (await painted()).slice(before)
    expect(frames.filter((frame) => frame.includes('skeleton'))).toEqual([])
    expect(frames.filter((frame) => !frame.includes('rows'))).toEqual([])
  })

  it('shows the skeleton once the wait for a slow first page is over, and then the rows', async () => {
    const page = await chrome.context.newPage()
    await themesOnTestClock(page)
    const held = await clickDomainsHeld(page)
    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    await page.clock.runFor(250)
    await page.locator('.nav-progress').waitFor()
    expect(await heading.textContent()).toBe('主题列表')
    expect(await page.locator('.data-table-skeleton').count()).toBe(0)
    // past the 300 ms wait, with no answer: the new screen with its skeleton
    await page.clock.runFor(100)
    await page.locator('.data-table-skeleton').waitFor()
    expect(await heading.textContent()).toBe('域名管理')
    await page.clock.resume()
    expect(await held.release()).toBeGreaterThan(0)
    await page.getByRole('table', { name: '域名列表' }).locator('tbody tr[data-row-id]').first().waitFor()
    expect(await page.locator('.data-table-skeleton').count()).toBe(0)
  })
})
