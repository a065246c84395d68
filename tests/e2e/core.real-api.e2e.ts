import { beforeEach, describe, expect, inject, it } from 'vitest'
import { mainMenu, menuLink, signIn } from './support/browser'
import { coreTests, type Backend } from './support/coreTests'
import { PENDING_COMMENTS, THEME_ROWS } from './support/fakeApi'
import { realApiChromium } from './support/servers'

/**
 * The real-API build (`vite build`, no Mirage) served by `vite preview` with /api proxied to a fake API, under the
 * production Content-Security-Policy: every test here also proves the build runs under it.
 */
describe.skipIf(inject('e2eSkip'))('real-API build in Chromium', () => {
  const { chrome, api } = realApiChromium()
  // after the suite's own beforeEach, which gives this test its id
  beforeEach(() => api().reset(chrome.testId))

  // one server for the whole file: counters are per test (reset above), not per page
  const backend: Backend = {
    requests: async (_page, path) => api().count(path),
    lastAuthorization: async (_page, path) => api().authorizations(path).at(-1),
    renewEverything: async (_page, ttl) => {
      api().setTokenLifetime(ttl)
      api().setRenewWithin(365 * 24 * 3600)
    },
    failThemesOnce: async (_page, kind) => api().failNext('/api/theme', kind),
  }

  coreTests(chrome, backend)

  it('breaks no rule of the production Content-Security-Policy', async () => {
    await chrome.context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const page = await chrome.open('/login')
    await signIn(page, 'admin', 'wrong')
    await page.getByText('用户名或密码错误').first().waitFor()
    await signIn(page)
    await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
    await mainMenu(page).getByRole('link', { name: '主题列表' }).click()
    await page.getByRole('table', { name: '主题列表' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  })

  it('paints a loading screen from the HTML and CSS alone, which the app replaces once it runs', async () => {
    // the scripts held back: what the first paint shows before any of them has run
    const page = await chrome.context.newPage()
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
    await page.goto('/domain')
    await expect.poll(async () => (await page.getByRole('status').innerText()).split(/\s+/)).toEqual(['站群管理后台', '加载中…'])
    expect(await page.getByRole('status').evaluate((status) => getComputedStyle(status).justifyContent)).toBe('center')
    await page.close()

    const app = await chrome.open('/login')
    await app.getByRole('button', { name: '登陆' }).waitFor()
    expect(await app.getByText('加载中…').count()).toBe(0)
  })

  // one sign-in for both (about a second and a half of CPU): the count shows on the home page, where no list was asked yet
  it('shows the API’s pending-comment count in the sidebar; starts a hovered menu item’s first list request: the click sends no second one', async () => {
    const page = await chrome.open('/login')
    await signIn(page)
    await mainMenu(page)
      .getByRole('link', { name: `留言管理，${PENDING_COMMENTS} 条待审核` })
      .waitFor()
    expect(api().count('/api/comments/pending-count')).toBeGreaterThan(0)

    await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
    expect(api().count('/api/themes')).toBe(0)
    const themes = menuLink(page, '主题列表')
    await themes.hover()
    await expect.poll(() => api().count('/api/themes')).toBe(1)
    await themes.click()
    const table = page.getByRole('table', { name: '主题列表' })
    await table.getByRole('row', { name: new RegExp(THEME_ROWS.at(-1)!.name) }).waitFor()
    expect(api().count('/api/themes')).toBe(1)
  })
})
