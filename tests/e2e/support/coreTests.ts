import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { fieldMessage, here, menuItems, menuLink, readSessionStorage, signIn, storedAuth, storedThemes, toast, type ChromiumSuite } from './browser'
import { BUSINESS_ERROR, THEME_NAMES, type FaultKind } from './fakeApi'

/** What the core browser tests need from the backend behind the page: Mirage in the demo, the fake API in real mode. */
export interface Backend {
  /** Requests for `path` (e.g. '/api/theme') the backend has received from this page so far. */
  requests(page: Page, path: string): Promise<number>
  /** The Authorization header of the latest request for `path`. */
  lastAuthorization(page: Page, path: string): Promise<string | undefined>
  /** From now on, answers issue tokens living `ttl` seconds and carry renewal headers (every token is close to expiry). */
  renewEverything(page: Page, ttl: number): Promise<void>
  /** The next answer to GET /api/theme is an HTTP 401, an HTTP 500, or the business error BUSINESS_ERROR. */
  failThemesOnce(page: Page, kind: FaultKind): Promise<void>
}

export const MENU = [
  ['首页', '/'],
  ['主题列表', '/themes'],
  ['域名管理', '/domain'],
  ['反链管理', '/anti-chain'],
  ['留言管理', '/comment'],
  ['文章列表', '/articles'],
  ['文章推送', '/push'],
  ['操作日志', '/audit'],
] as const
const KEYS = ['backoffice.auth', 'backoffice.themes']

/** A condition the page reaches on its own (an answer landing, a request going out): polled up to 10 s. */
// returned, not awaited here: every caller awaits the matcher it chains (`await eventually(…).toBe(…)`)
// oxlint-disable-next-line vitest/require-awaited-expect-poll
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 })
const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: '你好，管理员，欢迎回来！' })
const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path)

/** Opens `path` signed out, signs in through the form and waits until the shell's first theme list is cached. */
async function signedIn(chrome: ChromiumSuite, backend: Backend, path = '/'): Promise<Page> {
  const page = await chrome.open(path)
  await signIn(page)
  await page.getByRole('button', { name: '退出登录' }).waitFor()
  // a path change restarts a refresh in flight: let the first answer land before anything else happens
  await eventually(() => storedThemes(page)).toEqual(THEME_NAMES)
  expect(await backend.requests(page, '/api/theme')).toBe(1)
  return page
}

/** The core behaviour (sign-in, session, shell, routes) as a person meets it in Chromium; registered inside a file's `describe`. */
export function coreTests(chrome: ChromiumSuite, backend: Backend): void {
  it('guards the shell: /themes signed out goes to login, and signing in (Enter) comes back', async () => {
    const page = await chrome.open('/themes')
    await page.getByRole('heading', { level: 1, name: '欢迎登录站群管理后台' }).waitFor()
    expect(here(page)).toBe('/login?redirect=%2Fthemes')
    for (const name of ['注册账号', '服务条款', '隐私政策']) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe('#')
    }
    await page.getByLabel('用户名').fill('admin')
    await page.getByLabel('密码').fill('admin123')
    await page.getByLabel('密码').press('Enter')
    await page.getByRole('main').getByRole('heading', { level: 1, name: '主题列表' }).waitFor()
    expect(here(page)).toBe('/themes')
  })

  it('shows the required-field messages next to their fields and sends nothing while invalid; refuses wrong credentials with a toast and stays signed out', async () => {
    const page = await chrome.open('/login')
    const submit = page.getByRole('button', { name: '登陆' })
    await submit.click()
    await page.getByText('请输入用户名').waitFor()
    expect(await fieldMessage(page, '用户名')).toBe('请输入用户名')
    expect(await fieldMessage(page, '密码')).toBe('请输入密码')
    expect(await page.getByLabel('用户名').getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('用户名').fill('admin')
    await submit.click()
    await page.getByText('请输入用户名').waitFor({ state: 'detached' })
    expect(await fieldMessage(page, '用户名')).toBeNull()
    expect(await fieldMessage(page, '密码')).toBe('请输入密码')
    expect(await backend.requests(page, '/api/login')).toBe(0)
    expect(here(page)).toBe('/login')

    // the same form, filled in wrong (a page load of its own is about a second of CPU)
    await signIn(page, 'admin', 'wrong-password')
    await toast(page, '用户名或密码错误').waitFor()
    expect(await backend.requests(page, '/api/login')).toBe(1)
    expect(here(page)).toBe('/login')
    expect(await readSessionStorage(page)).toEqual({})
  })

  it('signs in to the greeting, with exactly the two sessionStorage entries; lists the eight menu items in order, each navigates, is the only current one and refreshes the themes', async () => {
    const page = await signedIn(chrome, backend, '/login')
    await greeting(page).waitFor()
    expect(here(page)).toBe('/')
    await toast(page, '登录成功').waitFor()
    await eventually(async () => Object.keys(await readSessionStorage(page)).sort()).toEqual(KEYS)
    expect(await storedThemes(page)).toEqual(THEME_NAMES)
    const auth = await storedAuth(page)
    expect(Object.keys(auth!).sort()).toEqual(['expiresIn', 'token'])
    expect(auth!.expiresIn).toBe('7200')
    expect(await backend.lastAuthorization(page, '/api/theme')).toBe(`Bearer ${auth!.token}`)
    const footer = await page.getByRole('contentinfo').textContent()
    expect(footer).toContain(`© ${new Date().getFullYear()}`)

    // the menu, from the home page the sign-in came to (one sign-in for both: about a second and a half of CPU)
    const links = menuItems(page)
    // an item may carry a badge after its label (the count of comments to review): read the label it starts with
    const labels = (await links.allTextContents()).map((text) => MENU.find(([label]) => text.startsWith(label))?.[0] ?? text)
    expect(labels).toEqual(MENU.map(([label]) => label))

    let fetched = 1
    // every item once, home last, so that each click changes the path
    for (const index of [1, 2, 3, 4, 5, 6, 7, 0]) {
      const [label, path] = MENU[index]
      await menuLink(page, label).click()
      await atPath(page, path)
      if (path === '/') await greeting(page).waitFor()
      else await page.getByRole('main').getByRole('heading', { level: 1, name: label }).waitFor()
      const current = await links.evaluateAll((all) => all.map((link) => link.getAttribute('aria-current')))
      expect(current).toEqual(MENU.map((_, i) => (i === index ? 'page' : null)))
      fetched += 1
      await eventually(() => backend.requests(page, '/api/theme')).toBe(fetched)
    }
  })

  it('renews the stored token silently when an answer carries new-token / new-expires-in; writes a 5xx to the console only, shows a business error as a toast, and keeps the cached themes', async () => {
    const page = await signedIn(chrome, backend)
    const before = await storedAuth(page)
    await backend.renewEverything(page, 1800)
    await menuLink(page, '域名管理').click()
    await eventually(async () => (await storedAuth(page))?.token).not.toBe(before!.token)
    const renewed = await storedAuth(page)
    expect(renewed!.expiresIn).toBe('1800')
    // the next request goes out with a renewed token (which one depends on the order in which the shell's
    // concurrent answers landed, each with its own renewal)
    await menuLink(page, '反链管理').click()
    await eventually(() => backend.requests(page, '/api/theme')).toBe(3)
    const sent = await backend.lastAuthorization(page, '/api/theme')
    expect(sent).toMatch(/^Bearer \S+$/)
    expect(sent).not.toBe(`Bearer ${before!.token}`)
    expect(await page.getByRole('button', { name: '退出登录' }).isVisible()).toBe(true)

    // a 5xx and a business error, in the same session (a sign-in of its own is about a second and a half of CPU)
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await backend.failThemesOnce(page, 'server')
    await menuLink(page, '域名管理').click()
    await eventually(() => logged).toContain('服务器错误，请稍后重试')
    expect(await toast(page, '服务器错误，请稍后重试').count()).toBe(0)

    await backend.failThemesOnce(page, 'business')
    await menuLink(page, '反链管理').click()
    await toast(page, BUSINESS_ERROR.msg).waitFor()
    expect(here(page)).toBe('/anti-chain')
    expect(await storedThemes(page)).toEqual(THEME_NAMES)
  })

  it('on a 401 clears the session and returns to login, remembering where the person was; signs out from the header, and refuses a foreign redirect after signing in', async () => {
    const page = await signedIn(chrome, backend)
    await backend.failThemesOnce(page, 'unauthorized')
    await menuLink(page, '留言管理').click()
    await page.getByText('登录已失效，请重新登录。').waitFor()
    expect(here(page)).toBe('/login?redirect=%2Fcomment')
    expect(await readSessionStorage(page)).toEqual({})
    await signIn(page)
    await page.getByRole('main').getByRole('heading', { level: 1, name: '留言管理' }).waitFor()
    expect(here(page)).toBe('/comment')

    // signed in again (one sign-in for both ends of a session: about a second and a half of CPU), then out by the header
    await page.getByRole('button', { name: '退出登录' }).click()
    await page.getByRole('button', { name: '登陆' }).waitFor()
    expect(here(page)).toBe('/login')
    expect(await readSessionStorage(page)).toEqual({})
    await page.goto('/')
    await atPath(page, '/login')

    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F')
    await signIn(page)
    await greeting(page).waitFor()
    expect(page.url()).toBe(new URL('/', page.url()).href)
  })

  it('keeps the session over a reload; a new tab starts signed out', async () => {
    const page = await signedIn(chrome, backend)
    await menuLink(page, '域名管理').click()
    await atPath(page, '/domain')
    const token = (await storedAuth(page))!.token
    await page.reload()
    await page.getByRole('main').getByRole('heading', { level: 1, name: '域名管理' }).waitFor()
    expect((await storedAuth(page))!.token).toBe(token)

    const sameContext = await chrome.open('/domain')
    await sameContext.getByRole('button', { name: '登陆' }).waitFor()
    expect(here(sameContext)).toBe('/login?redirect=%2Fdomain')
    const otherContext = await chrome.open('/', await chrome.newContext())
    await otherContext.getByRole('button', { name: '登陆' }).waitFor()
    expect(here(otherContext)).toBe('/login?redirect=%2F')
    expect(await readSessionStorage(otherContext)).toEqual({})
  })
}
