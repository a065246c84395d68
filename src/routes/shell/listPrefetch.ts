import { useRouter } from '@tanstack/react-router'
import { useEffect, type MouseEvent } from 'react'
import { clearPrefetched, prefetchList } from '../../http/prefetch'
import { emptyQuery } from '../../machines/listQuery'
import { cancelIntent, intentHandlers } from '../../ui/intent'
import { menu } from './menu'

/**
 * Starts the first list request of a screen opened by a link whose search holds only `filters`: the query its list
 * starts from (useSection reads the route's search with the list's defaults).
 */
export const prefetchScreenList = (list: string, filters: Record<string, string> = {}) => prefetchList(list, { ...emptyQuery(), filters })

const plainClick = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

/**
 * The menu's prefetch. The returned `(to, list, filters)` gives the extra handlers of a link to the list screen `to`,
 * whose list call is GET /api<list>: hovering or focusing the link for INTENT_DELAY_MS (while the router preloads the
 * screen's code) starts the screen's first list request; a plain click starts it at once, alongside the code. Never
 * for the page already shown, which would not ask again. Prefetched answers belong to the sign-in: they go with the
 * shell.
 */
export function useListPrefetch() {
  const router = useRouter()
  useEffect(() => clearPrefetched, [])
  useEffect(() => loadScreensWhenIdle(router), [router])
  return (to: string, list: string | null, filters: Record<string, string> = {}) => {
    if (!list) return {}
    const start = () => {
      const here = router.state.location
      if (here.pathname === to && JSON.stringify(here.search) === JSON.stringify(filters)) return
      prefetchScreenList(list, filters)
    }
    return {
      ...intentHandlers(`${to}?${new URLSearchParams(filters).toString()}`, start),
      onClick: (event: MouseEvent) => {
        cancelIntent()
        if (plainClick(event)) start()
      },
    }
  }
}

/**
 * Once the shell is drawn and the browser has nothing else to do, the code of every menu screen: a click then waits
 * for no download (each screen is its own chunk, fetched from the server on the first visit; issue 14). Only the code:
 * nothing is requested from the API. Returns what cancels it if the shell goes first.
 */
function loadScreensWhenIdle(router: ReturnType<typeof useRouter>): () => void {
  const load = () => {
    for (const item of menu) {
      const route = router.routesByPath[item.to]
      if (route) void router.loadRouteChunk(route)?.catch(() => {})
    }
  }
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(load, 1000)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(load, { timeout: 3000 })
  return () => window.cancelIdleCallback(handle)
}
