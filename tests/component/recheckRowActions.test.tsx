import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Article } from '../../src/api/articles'
import { renderApp, type RenderedApp } from '../support/renderApp'
import { recordRequests } from '../support/requests'
import { storeSignedInSession } from '../support/session'
import { openDomains, rowOf } from './domain/openDomains'

// A single action from the list that checks the row's version first (a domain's 启用 / 停用, an article's 发布) on a
// row another operator changed or deleted since the list showed it: the question says what changed, as a delete's
// does, or that the row is gone, with nothing left to send.

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const dialog = (name: string) => screen.findByRole('alertdialog', { name })

describe('a single action on a row changed since the list showed it', { timeout: 30_000 }, () => {
  it('启用 a domain whose title was changed: the question names the change, then it enables', async () => {
    const opened = await openDomains()
    app = opened.app
    const target = opened.newest().find((row) => row.status === 'inactive')!
    app.mock.otherOperator.changeRow('domains', target.id)
    const now = opened.byName(target.domain)

    await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '启用' }))
    const again = await dialog('该记录已被他人修改')
    expect(again).toHaveTextContent(`列表显示之后，它已被他人修改：站点标题「${target.title}」→「${now.title}」。确定仍要启用吗？`)
    expect(opened.changes()).toEqual([])
    // behind the question (hidden from the reader while it is open), the list shows the row as it is now
    expect(await within(screen.getByRole('table', { name: '域名列表', hidden: true })).findByText(now.title)).toBeInTheDocument()

    await app.user.click(within(again).getByRole('button', { name: '启用' }))
    await waitFor(() => expect(opened.byName(target.domain).status).toBe('active'))
  })

  it('停用 a domain deleted meanwhile: it says so, offers only 知道了, sends nothing and the row leaves the list', async () => {
    const opened = await openDomains()
    app = opened.app
    const target = opened.newest().find((row) => row.status === 'active')!
    ;(app.mock.server.db.domains as unknown as { remove(id: string): void }).remove(target.id)

    await app.user.click(within(rowOf(target.domain)).getByRole('button', { name: '停用' }))
    const gone = await dialog('该记录已被删除')
    expect(gone).toHaveTextContent('列表显示之后，它已被他人删除，无法停用。')
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['知道了'])
    expect(within(gone).getByRole('button', { name: '知道了' })).toHaveFocus()

    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(within(screen.getByRole('table', { name: '域名列表' })).queryByText(target.domain)).toBeNull())
    expect(opened.changes()).toEqual([])
    expect(screen.queryByText(/不存在|失败/)).toBeNull()
  })

  it('发布 an article whose title was changed: the question names the change, then it publishes', async () => {
    storeSignedInSession()
    app = renderApp('/articles?status=draft')
    const requests = recordRequests(app.mock)
    const articles = () => app!.mock.server.db.articles as unknown as Article[]
    const table = await screen.findByRole('table', { name: '文章列表' })
    const target = [...articles()].filter((article) => article.status === 'draft').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]
    const row = (await within(table).findByText(target.title)).closest('tr')!
    app.mock.otherOperator.changeRow('articles', target.id)
    const now = app.mock.server.db.articles.find(target.id) as unknown as Article

    await app.user.click(within(row).getByRole('button', { name: '发布' }))
    const again = await dialog('该记录已被他人修改')
    expect(again).toHaveTextContent(`列表显示之后，它已被他人修改：标题「${target.title}」→「${now.title}」。确定仍要发布吗？`)
    expect(requests.filter((request) => request.url === '/api/articles/batch-status')).toEqual([])

    await app.user.click(within(again).getByRole('button', { name: '发布' }))
    await waitFor(() => expect((app!.mock.server.db.articles.find(target.id) as unknown as Article).status).toBe('published'))
  })
})
