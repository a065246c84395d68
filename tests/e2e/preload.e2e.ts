import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Request } from 'playwright-core'
import { readManifest, type Manifest } from '../../scripts/bundleSizes'
import { here, menuLink, signIn } from './support/browser'
import { demoChromium } from './support/servers'

/**
 * The built demo: once signed in and idle, the shell fetches every menu screen's code; a menu link also fetches its
 * screen's code on intent (hover, keyboard focus), before any click.
 */
describe.skipIf(inject('e2eSkip'))('menu screens are preloaded (demo build)', () => {
  let manifest: Manifest
  beforeAll(async () => {
    manifest = await readManifest(inject('e2eBuilds').demo)
  })
  const chrome = demoChromium()
  /** The URL path of a screen's chunk, e.g. `/assets/domain.lazy-1a2b3c.js`. */
  const chunkOf = (screen: string) => `/${manifest[`src/routes/${screen}.lazy.tsx`].file}`

  it("fetches every menu screen's code once the shell is idle, and a click then fetches none", async () => {
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
    expect(requested.slice(before).filter((path) => path.startsWith('/assets/'))).toEqual([])
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
    const page = await chrome.open('/login')
    await signIn(page)
    await menuLink(page, '主题列表').click()
    await page.locator('table tbody tr[data-row-id]').first().waitFor()
    // the domain screen's code is here (loaded in idle time); the answer takes the demo's 250 ms
    await page.evaluate(() => window.__mirage!.configure({ latency: 250 }))
    // before each frame is painted: was a skeleton row on the page, was the bar shown
    await page.evaluate(() => {
      const seen = { skeletonFrames: 0, barFrames: 0 }
      ;(window as unknown as { frameSamples: typeof seen }).frameSamples = seen
      const sample = () => {
        if (document.querySelector('.data-table-skeleton')) seen.skeletonFrames += 1
        const bar = document.querySelector('.nav-progress')
        if (bar && Number(getComputedStyle(bar).opacity) > 0.5) seen.barFrames += 1
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await menuLink(page, '域名管理').click()
    await page.getByRole('table', { name: '域名列表' }).locator('tbody tr[data-row-id]').first().waitFor()
    await expect.poll(() => page.locator('.nav-progress').count()).toBe(0)
    const frames = await page.evaluate(() => (window as unknown as { frameSamples: { skeletonFrames: number; barFrames: number } }).frameSamples)
    expect(frames.skeletonFrames).toBe(0)
    expect(frames.barFrames).toBeGreaterThan(0)
  })
})
