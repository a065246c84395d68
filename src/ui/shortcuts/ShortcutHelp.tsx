import { Button, Dialog, Flex, Kbd, Table, Text } from '@radix-ui/themes'
import { Fragment } from 'react'
import { useFocusReturn } from '../focusReturn'
import { useShortcutsNow } from './keys'
import { keyCaps, onMac, type Shortcut, type ShortcutGroup } from './registry'

const GROUPS: [ShortcutGroup, string][] = [
  ['global', '全局'],
  ['screen', '当前页面'],
]

/** A shortcut's keys: each way to press it, a sequence's keys one after the other (g d). */
function Keys({ shortcut, mac }: { shortcut: Shortcut; mac: boolean }) {
  return shortcut.keys.map((key, at) => (
    <Fragment key={key}>
      {at > 0 && ' 或 '}
      {keyCaps(key, mac).map((cap, step) => (
        <Fragment key={cap}>
          {step > 0 && ' '}
          <Kbd variant="soft">{cap}</Kbd>
        </Fragment>
      ))}
    </Fragment>
  ))
}

/**
 * 快捷键: every shortcut that works now, from the registry, the ones whose handlers are mounted: the app-wide ones and
 * those of the screen shown (a list's rows, its search box). Opened by `?`; Escape or 关闭 closes it and the focus
 * goes back where it was.
 */
export default function ShortcutHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const shortcuts = useShortcutsNow()
  const focusBack = useFocusReturn(open)
  const mac = onMac()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="560px" onCloseAutoFocus={focusBack}>
        <Dialog.Title>快捷键</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          在输入框中输入时、有对话框或菜单打开时，快捷键不起作用；↓ ↑ 在焦点位于表格中时移动当前行。
        </Dialog.Description>
        <Flex direction="column" gap="4">
          {GROUPS.map(([group, title]) => {
            const listed = shortcuts.filter((shortcut) => shortcut.group === group)
            if (listed.length === 0) return null
            return (
              <Table.Root key={group} size="1" variant="ghost">
                <Text asChild size="2" weight="bold">
                  <caption style={{ textAlign: 'start', paddingBottom: 'var(--space-1)' }}>{title}</caption>
                </Text>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell width="45%">按键</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>作用</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {listed.map((shortcut) => (
                    <Table.Row key={shortcut.id}>
                      <Table.Cell>
                        <Keys shortcut={shortcut} mac={mac} />
                      </Table.Cell>
                      <Table.RowHeaderCell>{shortcut.label}</Table.RowHeaderCell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )
          })}
        </Flex>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              关闭
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
