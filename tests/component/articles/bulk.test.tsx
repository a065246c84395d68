import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Article } from '../../../src/api/articles'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { recordRequests } from '../../support/requests'

// Select all that match, on the article list: a bulk action on every matching article sends the list's filter.

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

const bar = () => screen.getByRole('region', { name: '批量操作' })
const articles = () => [...(app!.mock.server.db.articles as unknown as Article[])]

describe('article list: every matching article at once', { timeout: 30_000 }, () => {
  it('unpublishes all published articles across pages, and offers no push for them', async () => {
    storeSignedInSession()
    app = renderApp('/articles?status=published')
    const requests = recordRequests(app.mock)
    const published = articles().filter((article) => article.status === 'published')
    expect(published.length).toBeGreaterThan(20)
    await screen.findByText(`共 ${published.length} 条`, { exact: false })
    await app.user.click(screen.getByRole('checkbox', { name: '选择本页全部' }))
    expect(within(bar()).getByRole('button', { name: '推送到搜索引擎' })).toBeInTheDocument()
    await app.user.click(within(bar()).getByRole('button', { name: `选择全部 ${published.length} 条匹配结果` }))
    // a push names its articles (at most 1000): not offered for "all matching"
    expect(within(bar()).queryByRole('button', { name: '推送到搜索引擎' })).toBeNull()

    await app.user.click(within(bar()).getByRole('button', { name: '批量取消发布' }))
    const confirm = await screen.findByRole('alertdialog', { name: '批量取消发布' })
    expect(confirm).toHaveTextContent(`确定取消发布符合当前筛选条件的全部 ${published.length} 篇文章吗？`)
    await app.user.click(within(confirm).getByRole('button', { name: '取消发布' }))
    expect(await screen.findByText(`已取消发布 ${published.length} 篇文章`)).toBeInTheDocument()
    expect(await screen.findByText('没有符合条件的数据')).toBeInTheDocument()
    expect(requests.filter((request) => request.method !== 'GET').map((request) => request.body)).toEqual([
      { filter: { status: 'published' }, status: 'draft' },
    ])
    await waitFor(() => expect(articles().filter((article) => article.status === 'published')).toEqual([]))
  })
})
