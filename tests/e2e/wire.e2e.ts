import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { chromiumSuite, mainMenu, menuItems, signIn, storedThemes } from './support/browser'
import { THEME_NAMES, startFakeApi, type FakeApi } from './support/fakeApi'
import { PRODUCTION_CSP, serveBuild, type StaticServer } from './support/servers'
import { WRONG_NAMES, WRONG_PAGES } from '../support/wrongData'

/**
 * Every wrong-typed `data` of a `code: 0` answer, on every list, the domain options and the theme
 * names, against the real-API build under the production CSP. Each screen shows its own error state (or keeps its
 * cache), the shell keeps working, the page raises nothing, and the console holds only the boundary's detail line.
 *
 * The fake API (support/fakeApi.ts) answers login, the theme names and the pending count; in front of it this file
 * answers the section calls itself, with valid data by default and with the corpus when a test says so.
 */

interface Front {
  url: string
  /** From now on `path` (any method) answers `{ code: 0, msg: 'ok', data }`. */
  answer(path: string, data: unknown): void
  /** Back to forwarding `path` to the fake API (or to the default answer). */
  reset(): void
  count(path: string): number
  close(): Promise<void>
}

const timestamp = '2026-11-01T00:00:00.000Z'
const themeRowOf = (n: number) => ({
  id: String(n),
  name: `主题 ${n}`,
  description: '',
  domainCount: 0,
  packageName: null,
  packageSize: null,
  packageUploadedAt: null,
  createdAt: timestamp,
  updatedAt: timestamp,
})
const pageOf = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20 })
const OPTIONS = ['ok.example.com']

/** What the screens ask for, answered validly unless a test says otherwise. */
const DEFAULTS: Record<string, unknown> = {
  '/api/themes': pageOf([themeRowOf(1)]),
  '/api/domains': pageOf([]),
  '/api/backlinks': pageOf([]),
  '/api/comments': pageOf([]),
  '/api/articles': pageOf([]),
  '/api/push/records': pageOf([]),
  '/api/domains/options': OPTIONS,
}

async function startFront(target: string): Promise<Front> {
  let answers = new Map<string, unknown>(Object.entries(DEFAULTS))
  const counts = new Map<string, number>()
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://front').pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    if (!answers.has(path)) return forward(req, res)
    req.resume()
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify({ code: 0, msg: 'ok', data: answers.get(path) }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (path, data) => void answers.set(path, data),
    reset() {
      answers = new Map(Object.entries(DEFAULTS))
      counts.clear()
    },
    count: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

const LISTS = [
  { path: '/api/themes', menu: '主题列表', table: '主题列表' },
  { path: '/api/domains', menu: '域名管理', table: '域名列表' },
  { path: '/api/backlinks', menu: '反链管理', table: '反链列表' },
  { path: '/api/comments', menu: '留言管理', table: '留言列表' },
  { path: '/api/articles', menu: '文章列表', table: '文章列表' },
  { path: '/api/push/records', menu: '文章推送', table: '推送记录' },
]

const INVALID = '服务器返回的数据格式不正确'

describe.skipIf(inject('e2eSkip'))('wrong-shaped answers in the real-API build', () => {
  let api: FakeApi
  let front: Front
  let server: StaticServer
  beforeAll(async () => {
    api = await startFakeApi()
    front = await startFront(api.url)
    server = await serveBuild(inject('e2eBuilds').real, { apiTarget: front.url, headers: { 'Content-Security-Policy': PRODUCTION_CSP } })
  })
  afterAll(async () => {
    await server?.close()
    await front?.close()
    await api?.close()
  })
  const chrome = chromiumSuite({ baseURL: () => server.url })
  beforeEach(() => {
    api.reset(chrome.testId)
    front.reset()
  })

  /** Signed in on the home page, with every console error of the page collected. */
  async function signedIn(): Promise<{ page: Page; errors: string[] }> {
    const page = await chrome.open('/login')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    await expect.poll(() => storedThemes(page), { timeout: 10_000 }).toEqual(THEME_NAMES)
    return { page, errors }
  }

  const menuItem = (page: Page, label: string) => mainMenu(page).getByRole('link', { name: new RegExp(`^${label}`) })
  const detailLine = (path: string) => new RegExp(`^${INVALID}：GET ${path.replace(/\//g, '\\/')} — `)

  /** Waits until `path` has been asked for more than `before` times. */
  const askedAgain = async (path: string, before: number) => {
    await expect.poll(() => front.count(path), { timeout: 10_000 }).toBeGreaterThan(before)
  }

  // one sign-in for the six lists (a page load and the sign-in cost about a second and a half of CPU each): each list is
  // reached from the home page, as after a sign-in, with the console's errors counted afresh
  it(`every list (${LISTS.map(({ path }) => path).join(', ')}): each wrong data shows the list’s own error with 重试, the shell keeps working`, async () => {
    const { page, errors } = await signedIn()
    for (const { path, menu, table } of LISTS) {
      errors.length = 0
      const list = page.getByRole('table', { name: table })
      const error = list.getByRole('alert').filter({ hasText: INVALID })
      for (const [index, [, data]] of WRONG_PAGES.entries()) {
        front.answer(path, data)
        const before = front.count(path)
        if (index === 0) await menuItem(page, menu).click()
        else await list.getByRole('button', { name: '重试' }).click()
        await askedAgain(path, before)
        await error.waitFor()
        expect(await list.getByRole('button', { name: '重试' }).isVisible(), `${path}: 重试`).toBe(true)
        expect(errors, `${path}: the console's errors`).toHaveLength(index + 1)
        expect(errors[index]).toMatch(detailLine(path))
      }
      // the shell and the menu still work, and the screen recovers when the answer is right again
      await expect.poll(() => menuItems(page).count(), { timeout: 10_000, message: `${path}: the menu` }).toBe(8)
      front.answer(path, DEFAULTS[path])
      await list.getByRole('button', { name: '重试' }).click()
      await error.waitFor({ state: 'detached' })
      await menuItem(page, '首页').click()
      await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
      expect(errors, `${path}: the console's errors`).toHaveLength(WRONG_PAGES.length)
    }
  })

  // one sign-in for both lists of names, the second started from the home page with the answers and the console's errors
  // afresh
  it('GET /api/domains/options: each wrong data leaves an empty select, the list itself works; GET /api/theme: each keeps the cached theme names, in storage and in the selects', async () => {
    const { page, errors } = await signedIn()
    const list = page.getByRole('table', { name: '反链列表' })
    for (const [index, [, data]] of WRONG_NAMES.entries()) {
      front.answer('/api/domains/options', data)
      const before = front.count('/api/domains/options')
      await menuItem(page, '反链管理').click()
      await askedAgain('/api/domains/options', before)
      await list.waitFor()
      await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(index + 1)
      expect(errors[index]).toMatch(detailLine('/api/domains/options'))
      await page.getByRole('combobox', { name: '目标域名' }).click()
      const options = page.getByRole('listbox').getByRole('option')
      await options.first().waitFor()
      expect(await options.allTextContents()).toEqual(['全部目标域名'])
      await page.keyboard.press('Escape')
      expect(await list.getByRole('alert').count()).toBe(0)
      await menuItem(page, '首页').click()
    }
    expect(errors, 'GET /api/domains/options: the console’s errors').toHaveLength(WRONG_NAMES.length)

    front.reset()
    errors.length = 0
    await page.getByRole('heading', { level: 1, name: /你好/ }).waitFor()
    await menuItem(page, '域名管理').click()
    await page.getByRole('table', { name: '域名列表' }).waitFor()
    for (const [index, [, data]] of WRONG_NAMES.entries()) {
      front.answer('/api/theme', data)
      const before = front.count('/api/theme')
      // every path change refreshes the names
      await menuItem(page, index % 2 === 0 ? '首页' : '域名管理').click()
      await askedAgain('/api/theme', before)
      await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(index + 1)
      expect(errors[index]).toMatch(detailLine('/api/theme'))
      expect(await storedThemes(page)).toEqual(THEME_NAMES)
    }
    await menuItem(page, '域名管理').click()
    await page.getByRole('combobox', { name: '主题' }).click()
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(['全部主题', ...THEME_NAMES])
    await page.keyboard.press('Escape')
    expect(errors).toHaveLength(WRONG_NAMES.length)
  })

  /**
   * How long the page freezes at most while it renders a lot. Measured, not asserted: the figures go
   * to the test's output (the machine running the suite decides them more than the code does). It takes about half a
   * minute, so it runs only when asked: `MEASURE_LONG_TASKS=1 npx vitest run --project e2e tests/e2e/wire.e2e.ts`.
   */
  it.runIf(process.env.MEASURE_LONG_TASKS)('measures the longest task while rendering 2,000 rows, a 1,000-line report and a 5,000-URL record', async () => {
    await chrome.context.addInitScript(() => {
      const durations: number[] = []
      ;(window as unknown as { longTasks: number[] }).longTasks = durations
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) durations.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const { page, errors } = await signedIn()
    const longest = async (during: () => Promise<void>) => {
      await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0))
      await during()
      // let whatever the render left behind run and be counted
      await page.waitForTimeout(300)
      return page.evaluate(() => Math.round(Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks)))
    }
    const figures: Record<string, number> = {}

    const rows = Array.from({ length: 2000 }, (_, n) => themeRowOf(n + 1))
    front.answer('/api/themes', { items: rows, total: rows.length, page: 1, pageSize: rows.length })
    figures['list of 2,000 rows'] = await longest(async () => {
      await menuItem(page, '主题列表').click()
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 2000, undefined, { timeout: 30_000 })
    })

    const lines = Array.from({ length: 1000 }, (_, n) => `site-${n + 1}.example`)
    front.answer('/api/domains/bulk', {
      created: [],
      skipped: lines.map((value, n) => ({ line: n + 1, value, reason: 'exists', message: '域名已存在' })),
    })
    console.info(`longest task (ms), list of 2,000 rows: ${figures['list of 2,000 rows']}`)
    // a fresh page for each measure (same tab: still signed in)
    await page.goto('/domain')
    await page.getByRole('table', { name: '域名列表' }).waitFor()
    await page.getByRole('button', { name: '批量添加' }).click()
    const dialog = page.getByRole('dialog', { name: '批量添加域名' })
    await dialog.getByRole('combobox', { name: '主题 *' }).click()
    await page.getByRole('option', { name: THEME_NAMES[0] }).click()
    await dialog.getByRole('textbox', { name: '域名列表 *' }).fill(lines.join('\n'))
    figures['bulk add report of 1,000 lines'] = await longest(async () => {
      await dialog.getByRole('button', { name: '添加' }).click()
      await page.getByText('没有添加任何域名，1000 行被跳过').waitFor({ timeout: 30_000 })
    })
    console.info(`longest task (ms), bulk add report of 1,000 lines: ${figures['bulk add report of 1,000 lines']}`)

    const urls = Array.from({ length: 5000 }, (_, n) => `https://ok.example.com/posts/${n + 1}.html`)
    const record = {
      id: '1',
      engine: 'baidu',
      domain: 'ok.example.com',
      urlCount: urls.length,
      success: urls.length,
      remain: 0,
      status: 'success',
      message: '已推送',
      createdAt: timestamp,
      retryOf: null,
    }
    front.answer('/api/push/records', pageOf([{ ...record, notValidCount: 0, notSameSiteCount: 0, retryableCount: 0 }]))
    front.answer('/api/push/records/1', { ...record, urls, notValid: [], notSameSite: [], retryable: [] })
    await page.goto('/push')
    await page.getByRole('table', { name: '推送记录' }).waitFor()
    figures['push record of 5,000 URLs'] = await longest(async () => {
      await page.getByRole('button', { name: '记录 #1 的详情' }).click()
      await page.getByRole('region', { name: '提交的网址' }).getByText('5000 条', { exact: true }).waitFor({ timeout: 30_000 })
    })

    console.info(`longest task (ms): ${JSON.stringify(figures)}`)
    expect(Object.values(figures).every((ms) => Number.isFinite(ms))).toBe(true)
    expect(errors).toEqual([])
  })
})
