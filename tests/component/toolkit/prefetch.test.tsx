import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { renderNotes } from '../../support/renderNotes'
import { recordRequests } from '../../support/requests'
import { storeSignedInSession } from '../../support/session'

// Prefetch on intent: a hovered or focused menu item or page button has the router preload that URL (its route's
// loader, kept in the router's cache), and the click takes that page: one request per click. The waits below wait
// for the preload to be sent, they time nothing (the delay itself: tests/unit/ui/intent.test.ts).

let stop: (() => void) | undefined
afterEach(() => stop?.())

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('prefetch on intent', () => {
  it('a menu item hovered, then clicked: one list request, and its rows', async () => {
    storeSignedInSession()
    const app: RenderedApp = renderApp('/')
    stop = app.unmount
    const requests = recordRequests(app.mock)
    const lists = () => requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/domains?'))
    const nav = await screen.findByRole('navigation', { name: '主菜单' })
    const link = within(nav).getByRole('link', { name: '域名管理' })

    await app.user.hover(link)
    await waitFor(() => expect(lists()).toHaveLength(1))
    expect(app.router.state.location.pathname).toBe('/')
    await app.user.click(link)
    await waitFor(() => expect(rowsOf('域名列表').length).toBeGreaterThan(1))
    expect(rowsOf('域名列表')[0]).not.toHaveAttribute('aria-hidden')
    expect(lists().map((request) => request.url)).toEqual(['/api/domains?page=1&pageSize=20'])

    // the item of the page shown asks nothing again (its page is the one on view); another item does
    await app.user.hover(link)
    await app.user.hover(within(nav).getByRole('link', { name: '主题列表' }))
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/themes?'))).toHaveLength(1))
    expect(lists()).toHaveLength(1)

    // a click without a rest first starts the request with the screen's code: still one request
    await app.user.click(within(nav).getByRole('link', { name: '反链管理' }))
    await waitFor(() => expect(rowsOf('反链列表').length).toBeGreaterThan(1))
    expect(requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/backlinks?'))).toHaveLength(1)
  })

  it('a page button hovered or focused, then clicked: one request for that page', async () => {
    const app = renderNotes()
    stop = app.unmount
    await screen.findByText('笔记 00001')
    const pageRequests = (page: number) => app.requests.filter((request) => request.startsWith('GET /api/notes?') && request.includes(`page=${page}&`))

    await app.user.hover(screen.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(pageRequests(2)).toHaveLength(1))
    await app.user.click(screen.getByRole('button', { name: '第 2 页' }))
    await screen.findByText('笔记 00021')
    expect(pageRequests(2)).toHaveLength(1)

    // the keyboard: focus on 下一页 (page 3), then Enter
    const next = screen.getByRole('button', { name: '下一页' })
    act(() => next.focus())
    await waitFor(() => expect(pageRequests(3)).toHaveLength(1))
    await app.user.keyboard('{Enter}')
    await screen.findByText('笔记 00041')
    expect(pageRequests(3)).toHaveLength(1)
    expect(app.requests.filter((request) => request.startsWith('GET /api/notes?'))).toHaveLength(3)
  })
})
