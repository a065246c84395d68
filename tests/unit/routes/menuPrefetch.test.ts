// @vitest-environment happy-dom — the browser's XHR, which Mirage answers
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearPrefetched } from '../../../src/http/prefetch'
import { queryFromSearch } from '../../../src/machines/listQuery'
import { antiChainRoute } from '../../../src/routes/anti-chain/route'
import { backlinkSection } from '../../../src/routes/anti-chain/section'
import { articlesRoute } from '../../../src/routes/articles/route'
import { articleSection } from '../../../src/routes/articles/section'
import { commentRoute } from '../../../src/routes/comment/route'
import { commentSection } from '../../../src/routes/comment/section'
import { domainRoute } from '../../../src/routes/domain/route'
import { domainSection } from '../../../src/routes/domain/section'
import { pushRoute } from '../../../src/routes/push/route'
import { pushSection } from '../../../src/routes/push/section'
import { createAppRouter } from '../../../src/routes/router'
import { prefetchScreenList } from '../../../src/routes/shell/listPrefetch'
import { menu } from '../../../src/routes/shell/menu'
import { themesRoute } from '../../../src/routes/themes/route'
import { themeSection } from '../../../src/routes/themes/section'
import { INTENT_DELAY_MS } from '../../../src/ui/intent'
import { startClient, type Harness } from '../http/clientHarness'

// What a menu item prefetches must be exactly the request its screen's list sends first (src/routes/section/useSection:
// the route's validated search read with the section's filters), or the click would ask again.

const screens = {
  '/themes': { route: themesRoute, section: themeSection },
  '/domain': { route: domainRoute, section: domainSection },
  '/anti-chain': { route: antiChainRoute, section: backlinkSection },
  '/comment': { route: commentRoute, section: commentSection },
  '/articles': { route: articlesRoute, section: articleSection },
  '/push': { route: pushRoute, section: pushSection },
}

let app: Harness
beforeEach(() => {
  vi.useFakeTimers()
  app = startClient()
})
afterEach(async () => {
  clearPrefetched()
  await vi.advanceTimersByTimeAsync(1000)
  app.stop()
  vi.useRealTimers()
})

/** The first page the screen `to` loads for a URL with `search`, as its list asks for it. */
async function screenLoads(to: keyof typeof screens, search: Record<string, string>) {
  const { route, section } = screens[to]
  const validate = route.options.validateSearch as (raw: Record<string, unknown>) => Record<string, unknown>
  const page = section.fetchPage({ query: queryFromSearch(validate(search), section.filterKeys), debounce: false }, new AbortController().signal)
  await vi.advanceTimersByTimeAsync(10)
  return page
}

describe('the menu prefetches what its screens ask for first', () => {
  const items = menu.filter((item) => item.list !== null)

  it.each(items.map((item) => [item.label, item] as const))('%s: one request for the hover and the screen', async (_, item) => {
    const sent = () => app.seen.filter((request) => request.verb === 'GET' && request.path.split('?')[0] === `/api${item.list}`)
    prefetchScreenList(item.list!)
    await vi.advanceTimersByTimeAsync(10)
    expect(sent()).toHaveLength(1)
    const page = await screenLoads(item.to as keyof typeof screens, {})
    expect(page.items.length).toBeGreaterThan(0)
    expect(sent()).toHaveLength(1)
  })

  it('the pending-count badge: 留言管理 filtered to the comments waiting for review', async () => {
    const sent = () => app.seen.filter((request) => request.verb === 'GET' && request.path.startsWith('/api/comments?'))
    prefetchScreenList('/comments', { status: 'pending' })
    await vi.advanceTimersByTimeAsync(10)
    const page = await screenLoads('/comment', { status: 'pending' })
    expect([...new Set(page.items.map((comment) => (comment as { status?: string }).status))]).toEqual(['pending'])
    expect(sent().map((request) => request.path)).toEqual(['/api/comments?page=1&pageSize=20&status=pending'])
  })

  it('waits as long as the router does before preloading a screen’s code', () => {
    const router = createAppRouter({ session: app.session })
    expect(router.options.defaultPreload).toBe('intent')
    expect(router.options.defaultPreloadDelay).toBe(INTENT_DELAY_MS)
  })
})
