import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openApp, type OpenedPush } from './openPush'
import { seedArticles, seedPushSettings } from '../../support/seedData'

// A backend without the optional POST /api/push/articles, or without POST /api/push/settings/batch
// (docs/api.md, "Partial backends"): the push across domains still goes out, one push per domain; 批量设置推送 is
// not offered.

let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
const withToken = (domain: string) => seedPushSettings.some((row) => row.domain === domain && row.baiduToken && !row.baiduToken.startsWith('dead'))
const publishedOf = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
const [siteA, siteB] = [...new Set(articles.map((article) => article.domain))].filter((domain) => withToken(domain) && publishedOf(domain).length >= 2)
const chosen = [...publishedOf(siteA).slice(0, 2), publishedOf(siteB)[0]]
const posts = (open: OpenedPush) => open.requests.filter((request) => request.method === 'POST').map((request) => request.url)

async function pushAcrossDomains(open: OpenedPush) {
  const dialog = await screen.findByRole('dialog', { name: '新建推送' })
  const form = await within(dialog).findByRole('form', { name: '按域名推送' })
  await open.app.user.click(within(form).getByRole('button', { name: '推送（2 个域名）' }))
  const report = await within(dialog).findByRole('region', { name: '推送结果' })
  const rows = within(report).getAllByRole('row').slice(1)
  expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, row.textContent?.includes('成功')])).toEqual([
    [siteA, true],
    [siteB, true],
  ])
}

describe('a backend without the optional push calls', { timeout: 90_000 }, () => {
  it('that says so: pushes articles of several domains as one POST /api/push per domain, and offers no 批量设置推送', async () => {
    opened = openApp(`/push?articleIds=${chosen.map((article) => article.id).join(',')}`, undefined, {
      without: ['POST /api/push/articles', 'POST /api/push/settings/batch'],
    })
    await pushAcrossDomains(opened)
    expect(posts(opened)).toEqual(['/api/push', '/api/push'])
    expect(opened.requests.filter((request) => request.method === 'POST').map((request) => (request.body as { domain: string }).domain)).toEqual([siteA, siteB])
    // (the push dialog is still open above the screen's buttons)
    expect(screen.queryByRole('button', { name: /批量设置推送/, hidden: true })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^推送设置$/, hidden: true })).toBeInTheDocument()
  })

  it('that does not say: its 404 sends the same push at once as one push per domain, said once', async () => {
    opened = openApp(`/push?articleIds=${chosen.map((article) => article.id).join(',')}`, undefined, {
      without: ['GET /api/capabilities', 'POST /api/push/articles'],
    })
    await pushAcrossDomains(opened)
    expect(posts(opened)).toEqual(['/api/push/articles', '/api/push', '/api/push'])
    await screen.findByText('当前后端没有 POST /api/push/articles（HTTP 404）：不能一次推送多个域名的文章，已改为每个域名分别推送。')
    // 批量设置推送 is there: this backend did not say it lacks it
    await waitFor(() => expect(screen.getByRole('button', { name: /批量设置推送/, hidden: true })).toBeInTheDocument())
  })
})
