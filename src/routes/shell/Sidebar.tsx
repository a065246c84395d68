import { ActivityLogIcon, ChatBubbleIcon, FileTextIcon, GlobeIcon, HomeIcon, LayersIcon, Link2Icon, PaperPlaneIcon } from '@radix-ui/react-icons'
import { Badge, Flex, Text, Theme } from '@radix-ui/themes'
import { Link, useRouter } from '@tanstack/react-router'
import { useMemo, useSyncExternalStore } from 'react'
import { capabilities } from '../../http/capabilities'
import { Logo } from '../../ui/Logo'
import { goShortcut, keyHint } from '../../ui/shortcuts/registry'
import { ShortcutKeys } from '../../ui/shortcuts/ShortcutKeys'
import { useScreensWhenIdle } from './listPrefetch'
import { menuOf, OPTIONAL_SCREENS, type MenuIcon, type MenuPath } from './menu'

/**
 * A number shown on a menu item (99+ above 99). `label` turns the shown number into what a screen reader hears
 * after the item's name; it holds the same number a sighted person sees, so the name contains the visible text.
 */
export interface MenuBadge {
  count: number
  label: (shown: string) => string
}

const shownCount = (count: number) => (count > 99 ? '99+' : String(count))

/**
 * Each item's icon, by the name its declaration gives (src/routes/resources.ts): below 1280 px the sidebar narrows to
 * these, the labels kept for screen readers and tooltips. A table here, so that the icons stay in the shell's chunk
 * (the declarations are in what /login downloads first); a declared name without its icon here does not compile.
 */
const icons: Record<MenuIcon, typeof HomeIcon> = {
  HomeIcon,
  LayersIcon,
  GlobeIcon,
  Link2Icon,
  ChatBubbleIcon,
  FileTextIcon,
  PaperPlaneIcon,
  ActivityLogIcon,
}

/**
 * Each item's letter after `g` (g d: 域名管理), shown in its tooltip and in the 快捷键 dialog: its screen's own
 * initial where two do not share one (首页 h for home, 反链 b for backlinks, 操作日志 l for log). A table here, as the
 * icons are: a menu item without its letter does not compile.
 */
const goKeys: Record<MenuPath, string> = {
  '/': 'h',
  '/themes': 't',
  '/domain': 'd',
  '/anti-chain': 'b',
  '/comment': 'c',
  '/articles': 'a',
  '/push': 'p',
  '/audit': 'l',
}

export function Sidebar({ badges = {} }: { badges?: Partial<Record<MenuPath, MenuBadge>> }) {
  const router = useRouter()
  const menu = useMemo(() => menuOf(router), [router])
  useScreensWhenIdle(menu)
  // what the backend has decides which optional screens are offered (the shell asks it once per sign-in)
  useSyncExternalStore(capabilities.subscribe, capabilities.version)
  const offered = (to: MenuPath) => {
    const key = OPTIONAL_SCREENS[to]
    return !key || capabilities.offered({ key, optional: true })
  }
  const shown = menu.filter((item) => offered(item.to))
  return (
    <>
      {/* outside the sidebar's dark theme: the 快捷键 dialog takes the appearance the screen has */}
      <ShortcutKeys go={shown.map((item) => ({ ...item, letter: goKeys[item.to] }))} onGo={(to) => void router.navigate({ to })} />
      <Theme appearance="dark" hasBackground={false} asChild>
        <aside className="shell-sidebar">
          <Flex direction="column" gap="5" p="4" className="shell-sidebar-inner">
            <Flex align="center" gap="3" px="2" className="shell-brand">
              <Logo size={32} />
              <Text size="4" weight="bold" highContrast className="shell-brand-text">
                站群管理后台
              </Text>
            </Flex>
            <nav aria-label="主菜单">
              <Flex asChild direction="column" gap="1">
                <ul className="shell-menu">
                  {shown.map((item) => {
                    const badge = badges[item.to]
                    const counted = badge && badge.count > 0 ? badge : null
                    const Icon = icons[item.icon]
                    const named = counted ? `${item.label}，${counted.label(String(counted.count))}` : item.label
                    return (
                      <li key={item.to} className="shell-menu-entry">
                        {/* Link marks the item for the current path with aria-current="page"; only "/" needs an exact match.
                          With a count the name is spelled out (留言管理，12 条待审核): browsers would otherwise join the
                          flex items' texts each in their own way; the badge itself is for the eyes. */}
                        <Link
                          to={item.to}
                          activeOptions={{ exact: item.to === '/' }}
                          className="shell-menu-link"
                          aria-label={counted ? `${item.label}，${counted.label(shownCount(counted.count))}` : undefined}
                          // the tooltip names the item (the narrow sidebar shows only its icon), with the exact count
                          title={named}
                        >
                          {/* the icon and the name give their keys in their own tooltip (域名管理（g d）): the link's title,
                            and so its description for screen readers, stays the item's name and count */}
                          <span className="shell-menu-item" title={`${named}${keyHint(goShortcut(goKeys[item.to], item.label))}`}>
                            <Icon aria-hidden />
                            <span className="shell-menu-text">{item.label}</span>
                          </span>
                          {counted && (
                            <Badge color="amber" variant="solid" radius="full" aria-hidden>
                              {shownCount(counted.count)}
                            </Badge>
                          )}
                        </Link>
                        {/* the count opens the comments waiting for review: a link of its own laid over the badge (links
                          don't nest), the next stop of Tab after the item, named with the count for screen readers */}
                        {counted && (
                          <Link
                            to="/comment"
                            search={{ status: 'pending' }}
                            className="shell-menu-badge"
                            aria-label={`查看 ${shownCount(counted.count)} 条待审核留言`}
                            title={`查看 ${counted.count} 条待审核留言`}
                          >
                            <Badge color="amber" variant="solid" radius="full" aria-hidden>
                              {shownCount(counted.count)}
                            </Badge>
                          </Link>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </Flex>
            </nav>
          </Flex>
        </aside>
      </Theme>
    </>
  )
}
