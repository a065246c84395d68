import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** A screen opened faster than this shows no bar at all. */
const SHOW_AFTER_MS = 150

/**
 * A thin bar along the bottom of the top bar while a screen is being opened: its code or its first page is still on
 * the way (a list screen keeps the one before on view for up to 300 ms meanwhile, src/routes/listEnter.ts). It is
 * drawn only once the opening has taken SHOW_AFTER_MS, so a quick change draws nothing. Its own component: the shell
 * around it is not drawn again for each navigation.
 */
export function NavigationProgress() {
  const opening = useRouterState({ select: (state) => state.status === 'pending' })
  const [late, setLate] = useState(false)
  useEffect(() => {
    if (!opening) return undefined
    const timer = window.setTimeout(() => setLate(true), SHOW_AFTER_MS)
    return () => {
      window.clearTimeout(timer)
      setLate(false)
    }
  }, [opening])
  return opening && late ? <div className="nav-progress" role="progressbar" aria-label="正在打开页面" /> : null
}
