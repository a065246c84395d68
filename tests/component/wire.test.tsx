import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ok } from '../../src/mock-server/envelope'
import type { RenderedApp } from '../support/renderApp'
import { choose, openApp, openPush, pushDialog, urlBox } from './push/openPush'
import { seedPushSettings } from '../support/seedData'

/**
 * Wrong-shaped data, for the calls that are not lists: a `code: 0` answer whose data has another shape ends in the
 * screen's own state (a kept count, an error in the editor, the drawer or a dialog), never in 页面加载失败; the
 * console gets one detail line per bad answer. Mirage's route for the call is replaced by one answering `data`.
 */
const INVALID = '服务器返回的数据格式不正确'

let app: RenderedApp | undefined
let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => app?.unmount())

/** From now on Mirage answers `path` (under /api) with `{ code: 0, msg: 'ok', data }`. */
const answerWith = (target: RenderedApp, path: string, data: unknown) => target.mock.server.get(path, () => ok(data))
const detailLines = (path: string) => consoleError.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith(`${INVALID}：GET /api${path} — `))
const crashed = () => screen.queryByText(/^页面加载失败/)

const site = seedPushSettings.find((row) => row.baiduToken && !row.baiduToken.startsWith('dead'))!.domain

describe('wrong-shaped answers outside the lists', { timeout: 90_000 }, () => {
  it('GET /api/comments/pending-count: a count that is not a number shows no count, and the shell works', async () => {
    const opened = openApp('/', () => {})
    app = opened.app
    answerWith(app, '/comments/pending-count', '12')
    await screen.findByRole('heading', { level: 1, name: /你好/ })
    await app.user.click(screen.getByRole('link', { name: /^域名管理/ }))
    await screen.findByRole('table', { name: '域名列表' })
    await waitFor(() => expect(detailLines('/comments/pending-count').length).toBeGreaterThan(0))
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '留言管理' })).toBeInTheDocument()
    expect(crashed()).not.toBeInTheDocument()
  })

  it('GET /api/articles/:id: the editor says the article could not be read, with the reason', async () => {
    app = openApp('/articles', () => {}).app
    await screen.findByRole('table', { name: '文章列表' })
    answerWith(app, '/articles/:id', { id: '5', title: '缺了别的字段' })
    await act(() => app!.router.navigate({ to: '/articles/$id', params: { id: '5' } }))
    expect(await screen.findByRole('alert')).toHaveTextContent(`文章加载失败：${INVALID}`)
    expect(detailLines('/articles/5')).toHaveLength(1)
    expect(crashed()).not.toBeInTheDocument()
  })

  it('push: a wrong quota leaves the limits unknown; a wrong record, settings or article lookup says why in place', async () => {
    const opened = await openPush()
    app = opened.app
    answerWith(app, '/push/quota', null)
    answerWith(app, '/push/records/:id', { id: '1', urls: 'all of them' })
    answerWith(app, '/push/settings', 'masked')
    answerWith(app, '/push/article-urls', { items: 'none', missing: [] })

    // the quota: the dialog works on, without today's limits
    await app.user.click(screen.getByRole('button', { name: '新建推送' }))
    await choose(opened, '域名 *', site, pushDialog())
    await waitFor(() => expect(detailLines('/push/quota')).toHaveLength(1))
    await app.user.type(urlBox(), `https://${site}/posts/1.html`)
    expect(urlBox()).toHaveValue(`https://${site}/posts/1.html`)
    expect(within(pushDialog()).queryByRole('alert')).not.toBeInTheDocument()

    // the settings, opened from the dialog
    await app.user.click(within(pushDialog()).getByRole('button', { name: '推送设置' }))
    const settings = await screen.findByRole('dialog', { name: '推送设置' })
    expect(await within(settings).findByRole('alert')).toHaveTextContent(INVALID)
    expect(within(settings).getByRole('combobox', { name: '域名 *' })).toHaveTextContent(site)
    // one answer read by the dialog's key check of the chosen domain, one by 推送设置: each logged once
    expect(detailLines('/push/settings')).toHaveLength(2)
    await app.user.click(within(settings).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '推送设置' })).not.toBeInTheDocument())
    await app.user.click(within(pushDialog()).getByRole('button', { name: '取消' }))
    await app.user.click(within(await screen.findByRole('alertdialog', { name: '放弃这次推送？' })).getByRole('button', { name: '放弃' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建推送' })).not.toBeInTheDocument())

    // a record in the drawer
    const [details] = within(screen.getByRole('table', { name: '推送记录' })).getAllByRole('button', { name: /^记录 #\d+ 的详情$/ })
    await app.user.click(details)
    expect(await screen.findByText(`推送记录加载失败：${INVALID}`)).toBeInTheDocument()
    expect(crashed()).not.toBeInTheDocument()
  })

  it('GET /api/push/article-urls: articles brought from the article list that cannot be read leave the URL box to fill by hand', async () => {
    const opened = openApp('/push?articleIds=1,2', () => {})
    app = opened.app
    answerWith(app, '/push/article-urls', { items: 'none', missing: [] })
    const dialog = await screen.findByRole('dialog', { name: '新建推送' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`读取所选文章失败：${INVALID}。可以在下方直接粘贴网址。`)
    expect(detailLines('/push/article-urls')).toHaveLength(1)
    expect(urlBox()).toHaveValue('')
  })
})
