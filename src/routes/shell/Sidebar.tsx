import { Flex, Text, Theme } from '@radix-ui/themes'
import { Link } from '@tanstack/react-router'
import { Logo } from '../../ui/Logo'
import { menu } from './menu'

export function Sidebar() {
  return (
    <Theme appearance="dark" hasBackground={false} asChild>
      <aside className="shell-sidebar">
        <Flex direction="column" gap="5" p="4">
          <Flex align="center" gap="3" px="2">
            <Logo size={32} />
            <Text size="4" weight="bold" highContrast>
              站群管理后台
            </Text>
          </Flex>
          <nav aria-label="主菜单">
            <Flex asChild direction="column" gap="1">
              <ul className="shell-menu">
                {menu.map((item) => (
                  <li key={item.to}>
                    {/* Link marks the item for the current path with aria-current="page"; only "/" needs an exact match */}
                    <Link to={item.to} activeOptions={{ exact: item.to === '/' }} className="shell-menu-link">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Flex>
          </nav>
        </Flex>
      </aside>
    </Theme>
  )
}
