import { Box, Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { createLazyRoute, Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useSession } from '../../app/SessionContext'
import { useDocumentTitle } from '../../ui/documentTitle'
import { MAIN_ID } from '../../ui/focusReturn'
import { AppearanceMenu } from './AppearanceMenu'
import { LiveViewButton } from '../../devtools/LiveViewButton'
import { menuLabel, menuOf, type MenuItem } from './menu'
import { NavigationProgress } from './NavigationProgress'
import { Operator } from './Operator'
import { PreferencesSync } from './PreferencesSync'
import { PaletteLauncher } from '../palette/PaletteLauncher'
import { loadCapabilities } from '../../http/operationCall'
import { PendingCommentsContext, usePendingCommentsActor, type CountActor } from './pendingComments'
import { Sidebar } from './Sidebar'
import { SignOutButton } from './SignOutButton'

export const Route = createLazyRoute('/_shell')({ component: ShellLayout })

const currentYear = new Date().getFullYear()

// the demo's 演示数据 menu (重置演示数据): compiled out of the real build with the mock server
const DemoDataMenu = import.meta.env.DEMO ? lazy(() => import('./DemoDataMenu')) : null

/**
 * The document title's screen name for `pathname`: its menu item's label. The article editor names itself (the
 * article's title, 新建文章), and so do the not-found page and the machine viewer: null there.
 */
export function screenName(menu: readonly MenuItem[], pathname: string): string | null {
  return pathname.startsWith('/articles/') ? null : menuLabel(menu, pathname)
}

/**
 * What the shell does on each path change, in a component of its own that draws nothing: the shell around it (menu,
 * top bar) is not drawn again each time the path changes (it is the larger part of a menu step's draw); its links follow the path themselves.
 */
function OnPathChange({ pendingComments }: { pendingComments: CountActor }) {
  const { themeList } = useSession()
  const router = useRouter()
  const menu = useMemo(() => menuOf(router), [router])
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // the spec: the theme list is fetched when the shell loads and again on each path change
  useEffect(() => {
    themeList.send({ type: 'theme.refresh', path: pathname })
  }, [pathname, themeList])
  // the sidebar's count of comments to review, at the same moments (and after every change on /comment)
  useEffect(() => {
    pendingComments.send({ type: 'count.refresh', path: pathname })
  }, [pathname, pendingComments])
  useDocumentTitle(screenName(menu, pathname))
  return null
}

function ShellLayout() {
  const { auth } = useSession()
  const sessionId = useSelector(auth, (state) => state.context.sessionId)
  // the session signed in now, or null: one restored by a reload (id 0) counts as much as a sign-in, and the moment
  // between signing out (a new id, no token) and the login page counts as none
  const signedIn = useSelector(auth, (state) => (state.matches('signedIn') ? state.context.sessionId : null))
  // what this backend has of the optional calls, asked once per sign-in: the screens offer nothing it lacks
  useEffect(() => {
    if (signedIn !== null) void loadCapabilities()
  }, [signedIn])
  const pendingComments = usePendingCommentsActor()
  const pendingCount = useSelector(pendingComments, (state) => state.context.count) ?? 0

  return (
    <PendingCommentsContext.Provider value={pendingComments}>
      <OnPathChange pendingComments={pendingComments} />
      {signedIn !== null && <PreferencesSync key={signedIn} />}
      {/* the first Tab stop: past the menu and the top bar, straight to the screen */}
      <a
        href={`#${MAIN_ID}`}
        className="skip-link"
        onClick={(event) => {
          event.preventDefault()
          document.getElementById(MAIN_ID)?.focus()
        }}
      >
        跳到主要内容
      </a>
      <Flex minHeight="100vh">
        <Sidebar badges={{ '/comment': { count: pendingCount, label: (shown) => `${shown} 条待审核` } }} />
        <Flex direction="column" flexGrow="1" minWidth="0">
          <Flex asChild align="center" justify="end" gap="3" px="5" py="3" className="shell-header">
            <header>
              {DemoDataMenu && (
                <Suspense fallback={null}>
                  <DemoDataMenu />
                </Suspense>
              )}
              <PaletteLauncher />
              {import.meta.env.DEVTOOLS && <LiveViewButton />}
              <AppearanceMenu />
              <Operator sessionId={sessionId} />
              <SignOutButton />
              <NavigationProgress />
            </header>
          </Flex>
          <Box asChild flexGrow="1" p="5" className="shell-main">
            <main id={MAIN_ID} tabIndex={-1}>
              <Outlet />
            </main>
          </Box>
          <Flex asChild justify="center" gap="3" py="3" px="5" className="shell-footer">
            <footer>
              <Text size="1" color="gray">
                © {currentYear} 站群管理后台 版权所有
              </Text>
              {/* developer tools: dev server and demo build only */}
              {import.meta.env.DEVTOOLS && (
                <RadixLink asChild size="1">
                  <Link to="/__machines">状态机</Link>
                </RadixLink>
              )}
            </footer>
          </Flex>
        </Flex>
      </Flex>
    </PendingCommentsContext.Provider>
  )
}
