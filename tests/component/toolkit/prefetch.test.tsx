import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearPrefetched, prefetchedCount } from '../../../src/http/prefetch'
import { INTENT_DELAY_MS } from '../../../src/ui/intent'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { renderNotes } from '../../support/renderNotes'
import { recordRequests } from '../../support/requests'
import { storeSignedInSession } from '../../support/session'

// Prefetch on intent (issue 14, point 3): a hovered or focused menu item or page button starts its list request, and
// the click takes that answer: one request per click. The waits below wait for the prefetch to be sent, they time
// nothing (the delay itself: tests/unit/ui/intent.test.ts).

let stop: (() => void) | undefined
afterEach(() => {
  clearPrefetched()
  stop?.()
})

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

    // the item of the page shown prefetches nothing: nothing would take it (the clock is faked for the delay only)
    vi.useFakeTimers()
    try {
      fireEvent.mouseEnter(link)
      vi.advanceTimersByTime(INTENT_DELAY_MS)
      expect(prefetchedCount()).toBe(0)
      fireEvent.mouseLeave(link)
      fireEvent.mouseEnter(within(nav).getByRole('link', { name: '主题列表' }))
      vi.advanceTimersByTime(INTENT_DELAY_MS)
      expect(prefetchedCount()).toBe(1)
    } finally {
      vi.useRealTimers()
    }

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
