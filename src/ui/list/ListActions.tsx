import { Button, Flex } from '@radix-ui/themes'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActionTable, ListScope } from '../../machines/actionTable'
import { useActionCooldown, waitingLabel } from '../cooldown'
import type { ActionActor } from '../form/ConfirmDialog'
import type { ListActor } from './ListActor'
import { useScreenCommand } from '../palette/screenCommands'

/** The names of a table's list-wide entries (导出 CSV, 检测全部). */
export type ListEntryName<Actions> = {
  [Name in keyof Actions & string]: Actions[Name] extends { scope: 'list' } ? Name : never
}[keyof Actions & string]

/** What a toolbar needs to draw a section's list-wide actions (`<ListToolbar actions>`). */
export interface ToolbarActions<Actions extends ActionTable<never>> {
  /** The section's action table: each `scope: 'list'` entry is a button, in the table's order. */
  table: Actions
  /** The section's `act`. */
  act: (name: ListEntryName<Actions>, target: ListScope) => void
  /** The section's action runner: a button shows its action running, and its wait after 请勿请求过快. */
  runner: ActionActor
  /** An icon before an entry's label. */
  icons?: Partial<Record<ListEntryName<Actions>, ReactNode>>
}

/**
 * The list-wide actions at the right end of a list's toolbar (pushed there by styles.css, .list-toolbar-actions, on
 * the toolbar's last line when it wraps): quiet soft buttons, each asked on the list's query and count as they are at
 * the click.
 */
export function ListActions<Actions extends ActionTable<never>>({ list, table, act, runner, icons = {} }: ToolbarActions<Actions> & { list: ListActor }) {
  const names = (Object.keys(table) as ListEntryName<Actions>[]).filter((name) => table[name].scope === 'list')
  if (names.length === 0) return null
  return (
    <Flex gap="2" align="center" wrap="wrap" role="group" aria-label="列表操作" className="list-toolbar-actions">
      {names.map((name) => (
        <ListActionButton
          key={name}
          list={list}
          runner={runner}
          name={name}
          label={table[name].label}
          tone={table[name].tone}
          asks={!!table[name].confirm}
          icon={icons[name]}
          onClick={(scope) => act(name, scope)}
        />
      ))}
    </Flex>
  )
}

function ListActionButton({
  list,
  runner,
  name,
  label,
  tone,
  asks,
  icon,
  onClick,
}: {
  list: ListActor
  runner: ActionActor
  name: string
  label: string
  tone: ActionTable<never>[string]['tone']
  asks: boolean
  icon: ReactNode
  onClick: (scope: ListScope) => void
}) {
  const waiting = useActionCooldown(name)
  const running = useSelector(runner, (state) => state.matches('running') && state.context.pending?.action === name)
  // a confirmation states how many rows match: asked only once the current filter's count is in, and not of none
  const unready = useSelector(list, (state) => asks && (state.context.total === 0 || state.matches('loading')))
  // the command palette's 导出当前列表 (`list.export`) is this button, while it can be pressed
  useScreenCommand(`list.${name}`, unready || waiting > 0 ? null : () => (({ query, total }) => onClick({ query, total }))(list.getSnapshot().context))
  return (
    <Button
      variant="soft"
      color={tone ?? 'gray'}
      loading={running}
      disabled={unready || waiting > 0}
      onClick={() => {
        const { query, total } = list.getSnapshot().context
        onClick({ query, total })
      }}
    >
      {icon}
      {waitingLabel(label, waiting)}
    </Button>
  )
}
