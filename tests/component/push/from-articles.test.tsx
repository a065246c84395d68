import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openApp, pushDialog, urlBox, type OpenedPush } from './openPush'
import { seedArticles, seedPushSettings } from '../../support/seedData'

// one push in this file: the push gate's throttle window outlives a test
let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

/** Seed articles with their ids (position + 1), as Mirage holds them. */
const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
const published = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
/** A site with a working Baidu token, at least three published articles and a draft. */
const site = seedPushSettings.find(
  (row) =>
    row.baiduToken &&
    !row.baiduToken.startsWith('dead') &&
    published(row.domain).length >= 3 &&
    articles.some((a) => a.domain === row.domain && a.status === 'draft'),
)!.domain
const [first, second, third] = published(site)
const draft = articles.find((article) => article.domain === site && article.status === 'draft')!
/** A published article of another site with a working Baidu token. */
const elsewhere = articles.find(
  (article) =>
    article.domain !== site &&
    article.status === 'published' &&
    seedPushSettings.some((row) => row.domain === article.domain && row.baiduToken && !row.baiduToken.startsWith('dead')),
)!
const urlOf = (article: { domain: string; id: string }) => `https://${article.domain}/posts/${article.id}.html`

describe('push screen: articles to push', { timeout: 90_000 }, () => {
  it('arrives from /push?articleIds=… with those articles’ URLs, says what it left out, and adds more from the picker', async () => {
    opened = openApp(`/push?articleIds=${[first.id, draft.id, second.id, '99999'].join(',')}`)
    const { app, pushes } = opened
    const dialog = await screen.findByRole('dialog', { name: '新建推送' })
    await waitFor(() => expect(urlBox()).toHaveValue([urlOf(first), urlOf(second)].join('\n')))
    expect(within(dialog).getByRole('combobox', { name: '域名 *' })).toHaveTextContent(site)
    expect(within(dialog).getByRole('combobox', { name: '搜索引擎 *' })).toHaveTextContent('百度')
    expect(within(dialog).getByText('已加入 2 篇文章的网址；另有 1 篇未发布，1 篇已不存在，未加入。')).toBeInTheDocument()
    // taken once: a reload or Back does not open it again
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('articleIds'))

    await app.user.click(within(dialog).getByRole('button', { name: '从文章中选择' }))
    const picker = await screen.findByRole('dialog', { name: '从文章中选择' })
    const list = await within(picker).findByRole('table', { name: '可推送的文章' })
    await within(list).findByRole('checkbox', { name: `选择 ${third.title}` })
    expect(within(list).getAllByRole('checkbox', { name: /^选择 (?!本页)/ })).toHaveLength(published(site).length)
    await app.user.click(within(list).getByRole('checkbox', { name: `选择 ${first.title}` }))
    await app.user.click(within(list).getByRole('checkbox', { name: `选择 ${third.title}` }))
    await app.user.click(within(picker).getByRole('button', { name: '加入推送（2 篇）' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '从文章中选择' })).not.toBeInTheDocument())
    expect(urlBox()).toHaveValue([urlOf(first), urlOf(second), urlOf(third)].join('\n'))
    expect(pushes()).toEqual([])
  })

  it('pushes the selection of the article list: 推送到搜索引擎 opens a push of their URLs, and the push goes back to that list', async () => {
    opened = openApp(`/articles?status=published&domain=${site}`)
    const { app, pushes } = opened
    const list = await screen.findByRole('table', { name: '文章列表' })
    await app.user.click(await within(list).findByRole('checkbox', { name: `选择 ${first.title}` }))
    await app.user.click(within(list).getByRole('checkbox', { name: `选择 ${second.title}` }))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '推送到搜索引擎' }))

    await screen.findByRole('dialog', { name: '新建推送' })
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/push'))
    await waitFor(() => expect(urlBox().value.split('\n').sort()).toEqual([urlOf(first), urlOf(second)].sort()))
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))
    expect(await screen.findByText('已推送 2 条网址到百度，今日剩余额度 2998 条', { ignore: '[role=dialog] *' })).toBeInTheDocument()
    expect(pushes()).toHaveLength(1)
    expect(pushes()[0].body).toMatchObject({ domain: site, engine: 'baidu' })
    // back on the list it was started from, with its filters
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/articles'))
    expect(app.router.state.location.search).toEqual({ status: 'published', domain: site })
    expect(await screen.findByRole('table', { name: '文章列表' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: /^推送记录 #\d+$/ })).toBeNull()
  })

  it('pushes articles of several domains as one push per domain, and lists each domain’s result', async () => {
    const noToken = seedPushSettings.find((row) => !row.baiduToken && published(row.domain).length > 0)!.domain
    const [other] = published(noToken)
    opened = openApp(`/push?articleIds=${[first.id, elsewhere.id, second.id, other.id, draft.id].join(',')}`)
    const { app, requests, stored } = opened
    const dialog = await screen.findByRole('dialog', { name: '新建推送' })
    const form = await within(dialog).findByRole('form', { name: '按域名推送' })
    const domains = [site, elsewhere.domain, noToken]
    expect(
      within(form).getByText('所选文章属于 3 个域名，将按域名分别推送：每个域名推送一次，各自占用该域名的今日额度。另有 1 篇未发布，未加入。'),
    ).toBeInTheDocument()
    const planned = within(form).getByRole('table', { name: '要推送的域名' })
    expect(
      within(planned)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(domains)
    expect(within(form).getByRole('combobox', { name: '搜索引擎 *' })).toHaveTextContent('百度')
    const before = stored().length
    await app.user.click(within(form).getByRole('button', { name: '推送（3 个域名）' }))

    const report = await within(dialog).findByRole('region', { name: '推送结果' })
    const rows = within(report).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(domains)
    expect(rows[0]).toHaveTextContent('成功')
    expect(rows[2]).toHaveTextContent('未推送')
    expect(rows[2]).toHaveTextContent('请先在推送设置中填写百度推送密钥')
    expect(requests.filter((request) => request.method === 'POST').map((request) => [request.url, request.body])).toEqual([
      ['/api/push/articles', { engine: 'baidu', articleIds: [first.id, second.id, elsewhere.id, other.id] }],
    ])
    // a record for each domain that had a token, each its own push
    expect(
      stored()
        .slice(before)
        .map((record) => [record.domain, record.urls.length]),
    ).toEqual([
      [site, 2],
      [elsewhere.domain, 1],
    ])
    await screen.findByText(/^已分 3 个域名推送到百度/)
    await app.user.click(within(report).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())
    // the history shows the new records
    const history = screen.getByRole('table', { name: '推送记录' })
    await within(history).findByRole('button', { name: `记录 #${stored().at(-1)!.id} 的详情` })
  })
})
