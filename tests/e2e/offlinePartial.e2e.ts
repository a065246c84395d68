import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { ArticleRow } from '../../src/api/articles'
import { OPERATIONS, OPTIONAL_KEYS } from '../../src/api/operations'
import type { PushSettings } from '../../src/api/push'
import { menuLink, signIn } from './support/browser'
import { answer, offlineChromium, openSignedIn, rowOf } from './support/offline'

/**
 * The production build against partial backends over real HTTP (docs/api.md, "Partial backends"): the offline
 * backend with operations left out. No page error (the suite's own check), no toast said twice, and nothing offered
 * that then fails.
 */

const toastTexts = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .locator('[data-sonner-toast]')
    .allTextContents()
const repeated = (texts: string[]) => texts.filter((text, index) => texts.indexOf(text) !== index)

/** Visits each screen of the menu, and each time reads what the main part of the page says once `shown` is there. */
async function visitAll(page: Page, shown = /共 \d+ 条/): Promise<Record<string, string>> {
  const seen: Record<string, string> = {}
  for (const [label, path] of [
    ['主题列表', '/themes'],
    ['域名管理', '/domain'],
    ['反链管理', '/anti-chain'],
    ['留言管理', '/comment'],
    ['文章列表', '/articles'],
    ['文章推送', '/push'],
  ]) {
    await menuLink(page, label).click()
    await page.getByRole('main').getByRole('heading', { level: 1, name: label }).waitFor()
    await page.getByRole('main').getByText(shown).first().waitFor()
    seen[path] = (await page.getByRole('main').textContent()) ?? ''
  }
  return seen
}

/** Two domains with a working Baidu token and two published articles each, and three of their articles. */
function twoDomainPush(mirageDb: unknown) {
  const db = mirageDb as { articles: unknown; pushSettings: unknown }
  const articles = [...(db.articles as ArticleRow[])]
  const tokens = [...(db.pushSettings as PushSettings[])].filter((row) => row.baiduToken && !row.baiduToken.startsWith('dead')).map((row) => row.domain)
  const publishedOf = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
  const [siteA, siteB] = tokens.filter((domain) => publishedOf(domain).length >= 2)
  return [...publishedOf(siteA).slice(0, 2), publishedOf(siteB)[0]].map((article) => article.id).join(',')
}

async function pushAcrossTwoDomains(page: Page) {
  const dialog = page.getByRole('dialog', { name: '新建推送' })
  await dialog.getByRole('form', { name: '按域名推送' }).getByRole('button', { name: '推送（2 个域名）' }).click()
  const report = dialog.getByRole('region', { name: '推送结果' })
  await expect.poll(() => report.getByRole('row').filter({ hasText: '成功' }).count()).toBe(2)
}

describe.skipIf(inject('e2eSkip'))('a backend with only the login and the theme list (production build, over HTTP)', () => {
  const keep = ['POST /api/login', 'GET /api/theme']
  const { chrome, backend } = offlineChromium({ without: OPERATIONS.map((op) => op.key).filter((key) => !keep.includes(key)) })

  it('signs in, and each screen says in place which call is missing; no toast twice, none for a missing call', async () => {
    const page = await chrome.open('/')
    await signIn(page)
    await page.getByRole('button', { name: '退出登录' }).waitFor()
    const seen = await visitAll(page, /服务器没有提供 GET/)
    for (const [path, list] of Object.entries({
      '/themes': '/themes',
      '/domain': '/domains',
      '/anti-chain': '/backlinks',
      '/comment': '/comments',
      '/articles': '/articles',
      '/push': '/push/records',
    })) {
      expect(seen[path]).toContain(`服务器没有提供 GET /api${list}（HTTP 404）`)
    }
    const toasts = await toastTexts(page)
    expect(repeated(toasts)).toEqual([])
    expect(toasts.filter((text) => /请求失败|服务器没有提供/.test(text))).toEqual([])
    // the optional pending count and what the backend has were asked once each, not on every screen
    expect(backend().hits()['GET /api/comments/pending-count']).toBe(1)
    expect(backend().hits()['GET /api/capabilities']).toBe(1)
  })
})

describe.skipIf(inject('e2eSkip'))('a backend with every required call and no optional one, and saying so (production build, over HTTP)', () => {
  const { chrome, backend } = offlineChromium({ without: OPTIONAL_KEYS.filter((key) => key !== 'GET /api/capabilities') })

  it('offers no 撤销, 更换主题, 批量设置推送 or pending count, and pushes across domains one domain at a time', async () => {
    const page = await openSignedIn(chrome, '/domain', '域名管理')
    // a domain without articles: the server would delete it (one with articles is refused, and said so first)
    const db = backend().mock.server.db as unknown as { domains: { domain: string }[]; articles: { domain: string }[] }
    const free = [...db.domains].find((row) => ![...db.articles].some((article) => article.domain === row.domain))!.domain
    await page.getByRole('searchbox', { name: '搜索' }).fill(free)
    await rowOf(page, '域名列表', free).getByRole('checkbox').click()
    const bar = page.getByRole('region', { name: '批量操作' })
    await bar.getByRole('button', { name: '批量启用' }).waitFor()
    expect(await bar.getByRole('button', { name: '更换主题' }).count()).toBe(0)
    await rowOf(page, '域名列表', free).getByRole('button', { name: '删除' }).click()
    expect(await page.getByRole('alertdialog', { name: '删除域名' }).textContent()).toContain('此操作无法撤销。')
    await answer(page, '删除域名', '删除')
    await rowOf(page, '域名列表', free).waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: '撤销' }).count()).toBe(0)

    await visitAll(page)
    expect(await page.getByRole('button', { name: '批量设置推送' }).count()).toBe(0)
    // a page load of its own (the session stays in the tab): the dialog opens with the chosen articles
    await page.goto(`/push?articleIds=${twoDomainPush(backend().mock.server.db)}`)
    await pushAcrossTwoDomains(page)

    const hits = backend().hits()
    expect(OPTIONAL_KEYS.filter((key) => key !== 'GET /api/capabilities' && hits[key])).toEqual([])
    expect(hits['POST /api/push']).toBe(2)
    const toasts = await toastTexts(page)
    expect(repeated(toasts)).toEqual([])
    expect(toasts.filter((text) => /当前后端没有|请求失败|服务器没有提供/.test(text))).toEqual([])
  })
})

describe.skipIf(inject('e2eSkip'))('a backend whose optional calls answer 404, without saying so (production build, over HTTP)', () => {
  const { chrome, backend } = offlineChromium({ without: [...OPTIONAL_KEYS] })

  it('learns each missing call at its first 404, says so once, asks it no more, and pushes across domains at once', async () => {
    const page = await openSignedIn(chrome, '/domain', '域名管理')
    await page.getByText('当前后端没有 GET /api/comments/pending-count（HTTP 404）：菜单上不显示待审核留言数。').waitFor()
    await visitAll(page)
    await visitAll(page)
    expect(backend().hits()['GET /api/comments/pending-count']).toBe(1)

    await page.goto(`/push?articleIds=${twoDomainPush(backend().mock.server.db)}`)
    await pushAcrossTwoDomains(page)
    await page.getByText('当前后端没有 POST /api/push/articles（HTTP 404）：不能一次推送多个域名的文章，已改为每个域名分别推送。').waitFor()
    expect(backend().hits()['POST /api/push/articles']).toBe(1)
    expect(backend().hits()['POST /api/push']).toBe(2)
    const toasts = await toastTexts(page)
    expect(repeated(toasts)).toEqual([])
    expect(toasts.filter((text) => /请求失败|服务器没有提供/.test(text))).toEqual([])
  })
})
