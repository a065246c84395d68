import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PushSettingsRow } from '../../../src/mock-server/resources/pushSeeds'
import { choose, openApp, openPush, pasteUrls, pushDialog, urlBox, urls, type OpenedPush } from './openPush'
import { seedArticles, seedPushSettings } from '../../support/seedData'

// A push to domains without a key, said before sending, with 去设置密钥 and back; what a push
// across domains came to (no success mark for a partial failure, the domains left without a record listed after
// 完成), and 完成 back on the screen the push was started from. One push per test: the push gate's throttle window
// outlives a test.

let opened: OpenedPush | undefined
afterEach(() => opened?.app.unmount())

const articles = seedArticles.map((article, index) => ({ ...article, id: String(index + 1) }))
const published = (domain: string) => articles.filter((article) => article.domain === domain && article.status === 'published')
const baiduOf = (domain: string) => seedPushSettings.find((row) => row.domain === domain)?.baiduToken ?? null
const sites = [...new Set(articles.map((article) => article.domain))].filter((domain) => published(domain).length > 0)
/** A site whose Baidu token works, and two without any Baidu token. */
const withKey = sites.find((domain) => baiduOf(domain) && !baiduOf(domain)!.startsWith('dead'))!
const [keyLater, keyNever] = sites.filter((domain) => baiduOf(domain) === null)
const storedKey = (domain: string) => (opened!.db.pushSettings as unknown as { findBy(query: object): PushSettingsRow | null }).findBy({ domain })?.baiduToken

/** Saves `token` as the Baidu key in the settings dialog 去设置密钥 opened. */
async function saveBaiduKey(domain: string, token: string) {
  const settings = await screen.findByRole('dialog', { name: `推送设置 · ${domain}` })
  await opened!.app.user.type(within(settings).getByRole('textbox', { name: '百度推送密钥' }), token)
  await opened!.app.user.click(within(settings).getByRole('button', { name: '保存' }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `推送设置 · ${domain}` })).not.toBeInTheDocument())
}

describe('push screen: domains without a key', { timeout: 90_000 }, () => {
  it('says before sending that the chosen domain has no key for the engine; 去设置密钥 and back keeps the push, which then goes', async () => {
    opened = await openPush()
    const { app, pushes } = opened
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', keyLater, pushDialog())
    await pasteUrls(opened, urls(keyLater, 2))
    const warning = await within(pushDialog()).findByText(`${keyLater} 还没有百度推送密钥：现在推送会被拒绝，不会发送任何网址。`)
    // another engine, another key: the domain has none of IndexNow's either
    await choose(opened, '搜索引擎 *', 'IndexNow', pushDialog())
    expect(await within(pushDialog()).findByText(`${keyLater} 还没有 IndexNow 密钥：现在推送会被拒绝，不会发送任何网址。`)).toBeInTheDocument()
    await choose(opened, '搜索引擎 *', '百度', pushDialog())
    expect(warning).toBeInTheDocument()

    await app.user.click(within(pushDialog()).getByRole('button', { name: '去设置密钥' }))
    await saveBaiduKey(keyLater, 'Later2026Token16')
    expect(storedKey(keyLater)).toBe('Later2026Token16')
    // back in the push, as it was, told the key is there; focus is back on the button that left
    expect(await within(pushDialog()).findByText(`已保存 ${keyLater} 的百度推送密钥，可以推送了。`)).toBeInTheDocument()
    expect(within(pushDialog()).queryByText(/还没有百度推送密钥/)).toBeNull()
    expect(urlBox()).toHaveValue(urls(keyLater, 2).join('\n'))
    await waitFor(() => expect(document.activeElement).toHaveTextContent('推送设置'))
    expect(pushDialog()).toContainElement(document.activeElement as HTMLElement)
    expect(pushes()).toEqual([])

    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送' }))
    const told = await screen.findByText(`已推送 2 条网址到百度，今日剩余额度 2998 条`, { ignore: '[role=dialog] *' })
    expect(told.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success')
    expect(pushes()).toHaveLength(1)
  })

  it('across domains: lists those without a key, sets one on the way, says a partial push is no success, lists the domain left without a record after 完成, and returns to the article list', async () => {
    const chosen = [withKey, keyLater, keyNever].map((domain) => published(domain)[0])
    opened = openApp('/articles?keyword=推送检查&pageSize=50', (db) => {
      chosen.forEach((article, index) => db.articles.update(article.id, { title: `推送检查 ${index + 1}` }))
    })
    const { app, requests } = opened
    const list = await screen.findByRole('table', { name: '文章列表' })
    await within(list).findByRole('checkbox', { name: '选择 推送检查 3' })
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    await app.user.click(within(screen.getByRole('region', { name: '批量操作' })).getByRole('button', { name: '推送到搜索引擎' }))

    const dialog = await screen.findByRole('dialog', { name: '新建推送' })
    const form = await within(dialog).findByRole('form', { name: '按域名推送' })
    const planned = within(form).getByRole('table', { name: '要推送的域名' })
    const rowOf = (domain: string) => within(planned).getByRole('rowheader', { name: domain }).closest('tr') as HTMLElement
    await waitFor(() => expect(rowOf(keyNever)).toHaveTextContent('未设置'))
    expect(rowOf(withKey)).toHaveTextContent('已设置')
    const without = (...domains: string[]) =>
      `${domains.length} 个域名还没有百度推送密钥：${domains.join('、')}。推送时会跳过它们，不发送，也不留下推送记录；可以先点「去设置密钥」，设置后回到这里推送。`
    const order = [keyLater, keyNever].sort((a, b) => chosen.findIndex((x) => x.domain === a) - chosen.findIndex((x) => x.domain === b))
    expect(within(form).getByText(without(...order))).toBeInTheDocument()

    await app.user.click(within(rowOf(keyLater)).getByRole('button', { name: `去设置密钥（${keyLater}）` }))
    await saveBaiduKey(keyLater, 'Spread2026Token1')
    await waitFor(() => expect(rowOf(keyLater)).toHaveTextContent('已设置'))
    expect(within(form).getByText(without(keyNever))).toBeInTheDocument()
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`推送设置（${keyLater}）`))

    await app.user.click(within(form).getByRole('button', { name: '推送（3 个域名）' }))
    const report = await within(dialog).findByRole('region', { name: '推送结果' })
    expect(report).toHaveTextContent(
      '3 个域名中 2 个全部推送成功，1 个没有全部成功。其中 1 个域名没有推送，也没有留下推送记录（原因见下表）；点「完成」后仍会在提示中列出它们，直到你关闭提示。',
    )
    const told = await screen.findByText('已分 3 个域名推送到百度：2 个全部成功，1 个推送失败', { ignore: '[role=dialog] *' })
    expect(told.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info')
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/push/articles'])

    await app.user.click(within(report).getByRole('button', { name: '完成' }))
    // back where the push was started, with the list's own address
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/articles'))
    expect(app.router.state.location.search).toEqual({ keyword: '推送检查', pageSize: 50 })
    await screen.findByRole('table', { name: '文章列表' })
    const notice = await screen.findByText('1 个域名没有推送，也没有留下推送记录')
    const toast = notice.closest('[data-sonner-toast]') as HTMLElement
    expect(toast).toHaveAttribute('data-type', 'warning')
    expect(toast).toHaveTextContent(`${keyNever}：请先在推送设置中填写百度推送密钥`)
  })
})
