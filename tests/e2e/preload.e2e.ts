import { beforeAll, describe, expect, inject, it } from 'vitest'
import { readManifest, type Manifest } from '../../scripts/bundleSizes'
import { here, menuLink, signIn } from './support/browser'
import { demoChromium } from './support/servers'

/** The built demo: a menu link fetches its screen's code on intent (hover, keyboard focus), before any click. */
describe.skipIf(inject('e2eSkip'))('menu links preload their screen (demo build)', () => {
  let manifest: Manifest
  beforeAll(async () => {
    manifest = await readManifest(inject('e2eBuilds').demo)
  })
  const chrome = demoChromium()
  /** The URL path of a screen's chunk, e.g. `/assets/domain.lazy-1a2b3c.js`. */
  const chunkOf = (screen: string) => `/${manifest[`src/routes/${screen}.lazy.tsx`].file}`

  it('fetches a section chunk when its link is hovered or focused, and shows it on click', async () => {
    const page = await chrome.open('/login')
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
})
