import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp, type RenderedApp } from '../../support/renderApp'
import { recordRequests } from '../../support/requests'
import { storeSignedInSession } from '../../support/session'

// Opening a list from the menu (src/routes/listEnter.ts): the screen before stays on view until the first page the
// route's loader asked for has come (at most ENTER_WAIT_MS), so the new screen is drawn once, with its rows, never a skeleton
// first. Mirage's latency sets how long the answer takes; the waits below wait for what the page shows.

let shown: RenderedApp | undefined
afterEach(() => {
  shown?.unmount()
  shown = undefined
})

const heading = (name: string) => within(screen.getByRole('main')).queryByRole('heading', { level: 1, name })
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

/**
 * How many answers to GET /api/domains had come when the 域名管理 screen first showed (Mirage records on answering),
 * and whether the opening bar, or a skeleton, was ever drawn.
 */
function answersWhenShown(answers: () => number) {
  const seen: { answers?: number; bar: boolean; skeleton: boolean } = { bar: false, skeleton: false }
  const observer = new MutationObserver(() => {
    if (seen.answers === undefined && heading('域名管理')) seen.answers = answers()
    if (document.querySelector('.data-table-skeleton')) seen.skeleton = true
    if (screen.queryByRole('progressbar', { name: '正在打开页面' })) seen.bar = true
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return { seen, stop: () => observer.disconnect() }
}

async function openThemes(latency: number) {
  storeSignedInSession()
  const app = renderApp('/themes')
  shown = app
  await waitFor(() => expect(rowsOf('主题列表').length).toBeGreaterThan(1))
  // the screen's code is here already (as once the shell was idle): only the list's answer is waited for
  // (in act: the shell's answers that come meanwhile, e.g. the pending count, update it)
  await act(() => app.router.loadRouteChunk(app.router.routesByPath['/domain']))
  app.mock.configure({ latency })
  const requests = recordRequests(app.mock)
  const domainLists = () => requests.filter((request) => request.method === 'GET' && request.url.startsWith('/api/domains?'))
  const link = within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '域名管理' })
  return { app, link, domainLists }
}

describe('opening a list from the menu', () => {
  it('keeps the screen before on view until the first page came, then shows the list with it', async () => {
    const { app, link, domainLists } = await openThemes(250)
    const watch = answersWhenShown(() => domainLists().length)
    await app.user.click(link)
    // the menu marks the item at once: the click was taken
    expect(link).toHaveAttribute('aria-current', 'page')
    // the answer is on its way: the themes list is still what the page shows
    expect(heading('主题列表')).not.toBeNull()
    await waitFor(() => expect(rowsOf('域名列表').length).toBeGreaterThan(1))
    watch.stop()
    expect(watch.seen.answers).toBe(1)
    // meanwhile (the answer took 250 ms) a bar under the top bar said a screen was opening; it is gone
    expect(watch.seen.bar).toBe(true)
    expect(heading('主题列表')).toBeNull()
    expect(screen.queryByRole('progressbar', { name: '正在打开页面' })).toBeNull()
  })

  it('after a hover, which had the router preload the screen and its first page, the click shows the rows at once', async () => {
    const { app, link, domainLists } = await openThemes(250)
    await app.user.hover(link)
    // (Mirage records a request once it answered it)
    await waitFor(() => expect(domainLists()).toHaveLength(1))
    const watch = answersWhenShown(() => domainLists().length)
    await app.user.click(link)
    await waitFor(() => expect(rowsOf('域名列表').length).toBeGreaterThan(1))
    watch.stop()
    expect(watch.seen.answers).toBe(1)
    expect(watch.seen.skeleton).toBe(false)
    expect(domainLists()).toHaveLength(1)
  })

  it('shows the new screen with its skeleton when the answer is slow, and its rows once they come', async () => {
    const { app, link, domainLists } = await openThemes(1500)
    await app.user.click(link)
    // well before the answer: the screen is there, loading
    await waitFor(() => expect(heading('域名管理')).not.toBeNull())
    expect(document.querySelector('.data-table-skeleton')).not.toBeNull()
    expect(domainLists()).toHaveLength(0)
    await waitFor(() => expect(rowsOf('域名列表').length).toBeGreaterThan(1), { timeout: 3000 })
    expect(domainLists()).toHaveLength(1)
  })
})
