import { useRouterState } from '@tanstack/react-router'

/**
 * A thin bar along the bottom of the top bar while a screen is being opened: its code or its first page is still on
 * the way (a list screen keeps the one before on view for up to 300 ms meanwhile, src/routes/listEnter.ts). It fades
 * in after 150 ms (styles.css), so a quick change shows nothing. Its own component: the shell around it is not drawn
 * again for each navigation.
 */
export function NavigationProgress() {
  const opening = useRouterState({ select: (state) => state.status === 'pending' })
  return opening ? <div className="nav-progress" role="progressbar" aria-label="正在打开页面" /> : null
}
