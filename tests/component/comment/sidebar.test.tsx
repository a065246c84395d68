import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuestComment } from '../../../src/api/comments'
import { defaultScenario } from '../../../src/mock-server/scenario'
import { makeServer, type MockServer } from '../../../src/mock-server/server'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { storeSignedInSession } from '../../support/session'
import { commentMenuLink, expectPendingCount } from './openComments'

let app: RenderedApp | undefined
afterEach(() => app?.unmount())

/** Makes the first `count` comments pending and every other one approved. */
function setPending(mock: MockServer, count: number) {
  const rows = mock.server.db.comments as unknown as GuestComment[]
  rows.forEach((comment, index) => mock.server.db.comments.update(comment.id, { status: index < count ? 'pending' : 'approved' }))
}

function mockWithPending(count: number): MockServer {
  const mock = makeServer({ environment: 'test', scenario: { ...defaultScenario(), latency: 0 } })
  setPending(mock, count)
  return mock
}

describe('pending comments on the sidebar', { timeout: 30_000 }, () => {
  it('shows the count when the shell loads, named for screen readers', async () => {
    storeSignedInSession()
    app = renderApp('/', { mock: mockWithPending(12) })
    await screen.findByRole('heading', { name: /你好/ })
    await expectPendingCount(12)
    expect(commentMenuLink()).toHaveAttribute('href', '/comment')
  })

  it('refreshes the count on each path change', async () => {
    storeSignedInSession()
    const mock = mockWithPending(3)
    app = renderApp('/', { mock })
    await expectPendingCount(3)
    setPending(mock, 120)
    const nav = screen.getByRole('navigation', { name: '主菜单' })
    await app.user.click(within(nav).getByRole('link', { name: '主题列表' }))
    await expectPendingCount(120)
    setPending(mock, 0)
    await app.user.click(within(nav).getByRole('link', { name: '首页' }))
    // nothing to review: no badge, just the item's name
    await waitFor(() => expect(commentMenuLink()).toHaveAccessibleName('留言管理'))
    expect(commentMenuLink()).toHaveTextContent(/^留言管理$/)
  })

  it('keeps the last count when a refresh fails', async () => {
    storeSignedInSession()
    const mock = mockWithPending(5)
    app = renderApp('/', { mock })
    await expectPendingCount(5)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    mock.configure({ fault: { kind: 'server', path: '/api/comments/pending-count', times: 1 } })
    await app.user.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '主题列表' }))
    await waitFor(() => expect(logged).toHaveBeenCalledWith('服务器错误，请稍后重试'))
    await expectPendingCount(5)
  })
})
