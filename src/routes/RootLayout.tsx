import { Outlet, useRouterState } from '@tanstack/react-router'
import { useDocumentTitle } from '../ui/documentTitle'
import { Toaster } from '../ui/Toaster'

export function RootLayout() {
  // the signed-in screens name themselves in the shell (shell.lazy.tsx); the login page is the root's only other screen
  // (a yes/no, so that moving between the shell's screens does not draw the root again)
  const onLogin = useRouterState({ select: (state) => state.location.pathname === '/login' })
  useDocumentTitle(onLogin ? '登陆' : null)
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}
