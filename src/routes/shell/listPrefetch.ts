import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { MenuItem } from './menu'

/**
 * Once the shell is drawn and the browser has nothing else to do, the code of every menu screen: a click then waits
 * for no download (each screen is its own chunk, fetched from the server on the first visit). Only the code: nothing
 * is requested from the API (a menu link's first page is the router's to preload, on intent: `defaultPreload`).
 * The pages the router kept belong to the sign-in: they go with the shell (signing out, a session that ran out).
 */
export function useScreensWhenIdle(menu: readonly MenuItem[]) {
  const router = useRouter()
  useEffect(() => loadScreensWhenIdle(router, menu), [router, menu])
  useEffect(() => () => router.clearCache(), [router])
}

/** Returns what cancels it if the shell goes first. */
function loadScreensWhenIdle(router: ReturnType<typeof useRouter>, menu: readonly MenuItem[]): () => void {
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
